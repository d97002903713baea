import { expect, test, type Page } from './fixtures';
import { hostPage } from './helpers';

/**
 * compliance-and-dialogs.md §5: on the main site the Netherlands and Italian pages are marked
 * noindex,nofollow, the one thing the SDK writes into the host `<head>` (README), unless the host
 * says `robotsMeta: false`. A page that mounts by hand, so the test can switch the language in place.
 */
const HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>seo</title>
<meta name="robots" content="index,follow"></head>
<body><div id="top"></div><main><h1>Host</h1></main>
<script src="/static/chrome/site-chrome.umd.js" data-mount="manual"></script></body></html>`;

interface Handle { update(o: unknown): Promise<void>; unmount(): void }
type Sc = { mount(o: unknown): Promise<Handle> };

async function open(page: Page, path: string): Promise<void> {
  await hostPage(page, path, HOST);
  await page.goto(path);
  await page.waitForFunction(() => typeof (window as unknown as { SiteChrome?: { mount?: unknown } }).SiteChrome?.mount === 'function');
}

const ours = (page: Page) => page.locator('head meta[name="robots"][data-site-chrome="robots"]');
const hostsOwn = (page: Page) => page.locator('head meta[name="robots"]:not([data-site-chrome])');

test('main site: nl and Italian pages get noindex,nofollow; it follows update(); unmount takes it away; the host\'s own meta stays', async ({ page }) => {
  await open(page, '/nl/markets');
  await page.evaluate(async () => {
    const sc = (window as unknown as { SiteChrome: Sc }).SiteChrome;
    (window as unknown as { __chrome: Handle }).__chrome = await sc.mount({ site: 'main', header: '#top', footer: false });
  });
  await expect(ours(page)).toHaveAttribute('content', 'noindex,nofollow');
  await expect(ours(page)).toHaveCount(1);
  // English is indexed: ours goes, as the language changes in place.
  await page.evaluate(() => (window as unknown as { __chrome: Handle }).__chrome.update({ lang: 'en' }));
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(ours(page)).toHaveCount(0);
  await page.evaluate(() => (window as unknown as { __chrome: Handle }).__chrome.update({ lang: 'it' }));
  await expect(ours(page)).toHaveAttribute('content', 'noindex,nofollow');
  await page.evaluate(() => (window as unknown as { __chrome: Handle }).__chrome.unmount());
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(ours(page)).toHaveCount(0);
  await expect(hostsOwn(page)).toHaveAttribute('content', 'index,follow');
});

test('another site\'s Dutch page, and the main site with robotsMeta: false, leave <head> alone', async ({ page }) => {
  await open(page, '/nl/markets');
  await page.evaluate(async () => {
    const sc = (window as unknown as { SiteChrome: Sc }).SiteChrome;
    (window as unknown as { __chrome: Handle }).__chrome = await sc.mount({ site: 'malta', header: '#top', footer: false });
  });
  // The positive signal: the page services run (the Maltese site in Dutch, its own menus), then
  // the same page on the main site marks it, which shows the meta would have been there by now.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(ours(page)).toHaveCount(0);
  await page.evaluate(() => (window as unknown as { __chrome: Handle }).__chrome.update({ site: 'main' }));
  await expect(ours(page)).toHaveCount(1);
  await page.evaluate(() => (window as unknown as { __chrome: Handle }).__chrome.unmount());
  await expect(ours(page)).toHaveCount(0);

  await page.evaluate(async () => {
    const sc = (window as unknown as { SiteChrome: Sc }).SiteChrome;
    (window as unknown as { __chrome: Handle }).__chrome = await sc.mount({ site: 'main', header: '#top', footer: false, robotsMeta: false });
  });
  await expect(page.getByRole('banner')).toBeVisible();
  // The language changing in place runs the same subscription that wrote the meta above.
  await page.evaluate(() => (window as unknown as { __chrome: Handle }).__chrome.update({ lang: 'it' }));
  await expect(page.getByRole('navigation', { name: 'Menu principale' })).toBeVisible();
  await expect(ours(page)).toHaveCount(0);
  await expect(hostsOwn(page)).toHaveAttribute('content', 'index,follow');
});
