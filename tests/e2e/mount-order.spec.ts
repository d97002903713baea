import { expect, test, type Page } from './fixtures';
import { collectErrors, hostPage } from './helpers';

/**
 * Issue 21, CONTRACT v1.2 §2-§3: mounts, updates and aborts in any order and concurrency end in one
 * chrome with the last values; the tag and a queued mount never give two headers.
 */
const html = (attrs: string, head = '', body = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>${head}</head>
<body><div id="top" data-site-chrome="header"></div><main><h1>Host</h1></main>${body}<div id="bottom" data-site-chrome="footer"></div>
<script src="/static/chrome/site-chrome.umd.js" ${attrs} defer></script></body></html>`;

type Handle = { update(o: unknown): Promise<void>; unmount(): void };
type Sc = { mount(o?: unknown): Promise<Handle> };

async function manualPage(page: Page, name: string): Promise<void> {
  await hostPage(page, `/host/${name}.html`, html('data-mount="manual"'));
  await page.goto(`/host/${name}.html`);
  await page.waitForFunction(() => typeof (window as unknown as { SiteChrome?: { SiteChromeError?: unknown } }).SiteChrome?.SiteChromeError === 'function');
}

test('the tag and a queued mount give one header: the queued options win', async ({ page }) => {
  const errors = collectErrors(page);
  // The README's queue snippet under the one-tag embed, with a header target of its own.
  await hostPage(page, '/host/tag-and-queue.html', html('data-site="main"',
    `<script>window.SiteChrome = window.SiteChrome || { q: [] }; SiteChrome.q.push(['mount', { site: 'turkey', lang: 'en', header: '#queued' }]);</script>`,
    '<div id="queued"></div>'));
  await page.goto('/host/tag-and-queue.html');
  await expect(page.locator('#queued').getByRole('link', { name: 'Gate.TR', exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  // The tag's slot, not filled, has its reserved height back.
  expect(await page.locator('#top').evaluate((el: HTMLElement) => el.style.minHeight)).toBe('');
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('an auto-mount that fails gives the page back the height the loader reserved', async ({ page }) => {
  await hostPage(page, '/host/failed-auto.html', html('data-site="mars"'));
  const logged = page.waitForEvent('console', (m) => m.type() === 'warning' && /unknown value "mars"/.test(m.text()));
  await page.goto('/host/failed-auto.html');
  await logged;
  await expect.poll(() => page.locator('#top').evaluate((el: HTMLElement) => [el.style.minHeight, el.hasAttribute('data-site-chrome-reserved')]))
    .toEqual(['', false]);
});

test('StrictMode\'s mount, cleanup, mount in one task ends with one header and one footer; 5 mounts at once give one owner', async ({ page }) => {
  const errors = collectErrors(page);
  await manualPage(page, 'strict');
  const strict = await page.evaluate(async () => {
    const sc = (window as unknown as { SiteChrome: Sc }).SiteChrome;
    const first = new AbortController();
    const a = sc.mount({ site: 'main', lang: 'en', signal: first.signal });
    first.abort();
    const second = new AbortController();
    const b = sc.mount({ site: 'main', lang: 'en', signal: second.signal });
    const [ra, rb] = await Promise.allSettled([a, b]);
    (window as unknown as { __stop: () => void }).__stop = () => second.abort();
    return [ra.status === 'rejected' ? (ra.reason as { code: string }).code : 'mounted', rb.status];
  });
  expect(strict).toEqual(['ABORTED', 'fulfilled']);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await page.evaluate(() => (window as unknown as { __stop: () => void }).__stop());
  await expect(page.locator('[data-site-chrome-root]')).toHaveCount(0);

  const five = await page.evaluate(async () => {
    const sc = (window as unknown as { SiteChrome: Sc }).SiteChrome;
    const all = await Promise.allSettled([1, 2, 3, 4, 5].map(() => sc.mount({ footer: false })));
    return all.map((r) => (r.status === 'fulfilled' ? 'owner' : (r.reason as { code: string }).code)).sort();
  });
  expect(five).toEqual(['SLOT_TAKEN', 'SLOT_TAKEN', 'SLOT_TAKEN', 'SLOT_TAKEN', 'owner']);
  await expect(page.getByRole('banner')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('racing updates end in the last language; an <img> target rejects INVALID_TARGET', async ({ page }) => {
  const errors = collectErrors(page);
  await manualPage(page, 'racing');
  await page.evaluate(async () => {
    const chrome = await (window as unknown as { SiteChrome: Sc }).SiteChrome.mount({ site: 'main', lang: 'en', footer: false });
    await Promise.all([chrome.update({ lang: 'zh' }), chrome.update({ lang: 'de' }), chrome.update({ lang: 'en' })]);
  });
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Log In' }).or(banner.getByRole('link', { name: 'Log In' })).first()).toBeVisible();
  // The German and Chinese catalogs have arrived by now; none of their words reached the header.
  await expect(banner.getByText('Anmelden', { exact: true })).toHaveCount(0);
  const code = await page.evaluate(async () => {
    const img = document.createElement('img');
    img.id = 'logo';
    document.body.append(img);
    return (window as unknown as { SiteChrome: Sc }).SiteChrome.mount({ header: false, footer: img })
      .then(() => 'mounted', (e: { code: string; message: string }) => `${e.code} ${e.message}`);
  });
  expect(code).toMatch(/^INVALID_TARGET .*<img#logo>/);
  expect(errors).toEqual([]);
});
