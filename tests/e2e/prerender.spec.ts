import { expect, test } from './fixtures';
import { catalog } from './helpers';

/**
 * The prerendered chrome (issue 25): the demo's `?prerender=1` pages carry the header and footer
 * fragments of dist/prerender/ in their slots, as a server includes them. With
 * JavaScript off, Chromium builds the declarative shadow roots while parsing: the header landmark,
 * the main navigation (its menus as links to their first pages), Log In and Sign Up, and the
 * footer's links are there, styled, in the page's language; the host page's own styles are untouched.
 */
test.use({ javaScriptEnabled: false });

const ar = catalog('', 'ar');

test('landing page, prerendered, no JavaScript: header, navigation, Log In and Sign Up, the footer\'s links, styled', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const chunks: string[] = [];
  page.on('request', (r) => { if (/\/chunks\/|site-chrome\.umd/.test(r.url())) chunks.push(r.url()); });
  await page.goto('/demo-pages/landing.html?prerender=1');
  // No script ran: none of the SDK's files came, though its script tag is on the page.
  expect(await page.locator('script[src*="site-chrome"]').count()).toBe(1);
  const banner = page.getByRole('banner');
  await expect(banner).toBeVisible();
  const nav = banner.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Markets' })).toHaveAttribute('href', '/price');
  // A menu that needs a script is a link to its first page: no button that does nothing.
  await expect(nav.getByRole('link', { name: 'Trade' })).toHaveAttribute('href', /^\/trade\/BTC_USDT/);
  await expect(nav.getByRole('link', { name: 'Futures' })).toHaveAttribute('href', /^\/futures\//);
  await expect(nav.getByRole('button')).toHaveCount(0);
  await expect(banner.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await expect(banner.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  await expect(banner.getByRole('link', { name: 'Gate' })).toHaveAttribute('href', '/');

  // Styled: the bar is the chrome's 64 px flex row, Sign Up a filled button; the header keeps its
  // slot's reserved height, so the page below it does not move.
  const bar = await banner.evaluate((el) => { const s = getComputedStyle(el); return { display: s.display, height: Math.round(el.getBoundingClientRect().height) }; });
  expect(bar).toEqual({ display: 'flex', height: 64 });
  const signUp = await banner.getByRole('link', { name: 'Sign Up' }).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(signUp).not.toBe('rgba(0, 0, 0, 0)');

  // The footer: its landmark and its link columns, styled by the fragment's own stylesheet.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  const links = footer.getByRole('link');
  expect(await links.count()).toBeGreaterThan(20);
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^(\/|https:\/\/|mailto:|tel:)/);
  const footerStyle = await footer.evaluate((el) => { const s = getComputedStyle(el); return { background: s.backgroundColor, padding: s.paddingTop }; });
  expect(footerStyle.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(footerStyle.padding).toBe('56px');

  // The host page's own styles are its own: its heading and body text as on the page without the
  // fragments (the chrome's reset and rules stay inside its shadow roots).
  const hostStyle = (p: typeof page) => p.locator('body').evaluate(() => {
    const h1 = document.querySelector('h1');
    const pick = (el: Element | null) => (el ? (({ fontFamily, fontSize, fontWeight, color, margin }) => ({ fontFamily, fontSize, fontWeight, color, margin }))(getComputedStyle(el)) : null);
    return { h1: pick(h1), body: pick(document.body) };
  });
  const plain = await page.context().newPage();
  await plain.setViewportSize({ width: 1440, height: 900 });
  await plain.goto(`${baseURL}/demo-pages/landing.html`);
  expect(await hostStyle(page)).toEqual(await hostStyle(plain));
  expect(chunks).toEqual([]);
});

test('landing page in Arabic, prerendered, no JavaScript: right to left, the Arabic names, links under /ar/', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ar/demo-pages/landing.html?prerender=1');
  const banner = page.getByRole('banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: ar['header.login'] })).toHaveAttribute('href', '/ar/login');
  await expect(banner.getByRole('link', { name: ar['header.signup'] })).toHaveAttribute('href', '/ar/signup');
  expect(await banner.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  // Right to left: the logo at the right end of the bar.
  const [logo, bar] = await Promise.all([banner.getByRole('link', { name: 'Gate' }).boundingBox(), banner.boundingBox()]);
  expect(logo!.x + logo!.width / 2).toBeGreaterThan(bar!.x + bar!.width / 2);
  const footerLinks = await page.getByRole('contentinfo').getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(footerLinks.filter((href) => href?.startsWith('/') && !href.startsWith('/ar/'))).toEqual([]);
});
