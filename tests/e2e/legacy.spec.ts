import { expect, test } from './fixtures';
import { collectErrors, recordReady, onSite } from './helpers';

const URL = '/demo-pages/legacy.html';
const HOST_ELEMENTS = ['#legacy-title', '#legacy-text', '#legacy-link', '#legacy-button', '#legacy-table'];
const PROPS = ['font-family', 'font-size', 'line-height', 'letter-spacing', 'color', 'background-color', 'margin-top', 'padding-top', 'display', 'width', 'height'];

test.describe('legacy page: quirks mode, hostile CSS, AMD loader, <base href>, script included twice', () => {
  test('renders one header and one footer in open shadow roots, with no console error', async ({ page }) => {
    const errors = collectErrors(page);
    await recordReady(page);
    await page.goto(URL);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForFunction(() => (window as unknown as { __scReady?: unknown }).__scReady);
    const hosts = await page.evaluate(() => [...document.querySelectorAll('[data-site-chrome-root]')].map((h) => ({
      kind: h.getAttribute('data-site-chrome-root'), open: h.shadowRoot?.mode === 'open',
    })));
    expect(hosts.filter((h) => h.kind === 'header')).toEqual([{ kind: 'header', open: true }]);
    expect(hosts.filter((h) => h.kind === 'footer')).toEqual([{ kind: 'footer', open: true }]);
    expect(await page.evaluate(() => document.compatMode)).toBe('BackCompat');
    expect(await page.evaluate(() => typeof (window as unknown as { SiteChrome?: { version?: unknown } }).SiteChrome?.version)).toBe('string');
    // The logo points at the language home and carries the brand name.
    await expect(page.getByRole('link', { name: 'Gate', exact: true }).first()).toHaveAttribute('href', onSite('/'));
    // The header's (the footer's sign-up band has "Sign up now" too).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveAttribute('href', onSite('/login'));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', onSite('/signup'));
    expect(errors).toEqual([]);
  });

  test('a <base href> on another origin cannot move the chrome\'s links (issue 11)', async ({ page }) => {
    await page.goto(URL);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Log In' })).toBeVisible();
    // The page's base points at another folder; one on another origin is the worst case. Anchors
    // resolve their href against the document's base whenever it is read, so this changes them all.
    await page.evaluate(() => { document.querySelector('base')?.setAttribute('href', 'https://elsewhere.example/x/'); });
    expect(await page.evaluate(() => document.baseURI)).toBe('https://elsewhere.example/x/');
    const origin = await page.evaluate(() => location.origin);
    const resolved = await banner.getByRole('link').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    expect(resolved.length).toBeGreaterThan(3);
    for (const href of resolved) expect(href.startsWith(`${origin}/`), href).toBe(true);
  });

  test('host CSS does not reach the chrome', async ({ page }) => {
    await page.goto(URL);
    const login = page.getByRole('link', { name: 'Log In' });
    await expect(login).toBeVisible();
    const style = await login.evaluate((el) => {
      const s = getComputedStyle(el);
      return { font: s.fontFamily, lineHeight: s.lineHeight, letterSpacing: s.letterSpacing, color: s.color, decoration: s.textDecorationLine };
    });
    expect(style.font).not.toMatch(/comic/i);
    expect(style.letterSpacing).toBe('normal');
    expect(style.color).not.toBe('rgb(139, 0, 0)');
    expect(style.color).not.toBe('rgb(153, 0, 153)');
    expect(style.decoration).toBe('none');
    expect(parseFloat(style.lineHeight)).toBeLessThan(30);
  });

  test("the host's own elements keep their computed styles, and the document gets no style or link", async ({ page }) => {
    const snapshot = () => page.evaluate(({ ids, props }) => ({
      styles: ids.map((id) => {
        const el = document.querySelector(id);
        const s = el ? getComputedStyle(el) : null;
        return props.map((p) => s?.getPropertyValue(p) ?? 'missing');
      }),
      sheets: document.querySelectorAll('style, link[rel="stylesheet"]').length,
    }), { ids: HOST_ELEMENTS, props: PROPS });

    // Without the SDK (its files blocked) …
    await page.route('**/static/chrome/**', (route) => route.abort());
    await page.goto(URL);
    await page.waitForLoadState('load');
    const without = await snapshot();
    await page.unroute('**/static/chrome/**');
    // … and with it.
    await page.goto(URL);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const withSdk = await snapshot();
    expect(withSdk.styles).toEqual(without.styles);
    expect(withSdk.sheets).toBe(without.sheets);
  });

  test('the theme toggle writes the dark and is_change_skin cookies and announces the change', async ({ page, context }) => {
    await page.goto(URL);
    const changes = page.evaluate(() => new Promise((resolve) => {
      window.addEventListener('sitechrome:change', (e) => resolve((e as CustomEvent).detail), { once: true });
    }));
    await page.getByRole('button', { name: /theme/i }).click();
    expect(await changes).toEqual({ key: 'theme', value: 'dark' });
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies['dark']).toBe('2');
    expect(cookies['is_change_skin']).toBe('1');
    await page.getByRole('button', { name: /theme/i }).click();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'dark')?.value).toBe('0');
  });

  test('top-level menus are disclosure buttons that open on keyboard and close on Escape', async ({ page }) => {
    await page.goto(URL);
    const trade = page.getByRole('button', { name: 'Trade' });
    await trade.focus();
    await page.keyboard.press('ArrowDown');
    await expect(trade).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Spot/ })).toHaveAttribute('href', onSite('/trade/BTC_USDT'));
    await page.keyboard.press('Escape');
    await expect(trade).toHaveAttribute('aria-expanded', 'false');
    await expect(trade).toBeFocused();
    await trade.hover();
    await expect(trade).toHaveAttribute('aria-expanded', 'true');
  });
});
