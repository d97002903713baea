import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectErrors, hostPage, recordReady, useScenario } from './helpers';

/**
 * Issue 20, what goes around the URL guard: DOM clobbering of the host document, a host `<base
 * href>` on another origin, and a host that requires Trusted Types. Each page is route-fulfilled
 * on the demo origin (cookies and the dev API work as usual).
 */

const EVIL = 'https://evil.example';

/** A 1×1 GIF: the host's own image loads without an error of its own. */
const GIF = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');

/** Every request the page makes to `origin`, recorded (and answered at once, so nothing waits). */
async function recordOrigin(page: Page, origin: string): Promise<string[]> {
  const seen: string[] = [];
  await page.route(`${origin}/**`, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/gif', body: GIF });
  });
  return seen;
}

test('an <img name="currentScript"> and an <img name="cookie"> on the page: the chrome loads from its own script, cookies work, no foreign code, no error', async ({ page, context, baseURL }) => {
  const errors = collectErrors(page);
  const evil = await recordOrigin(page, EVIL);
  await context.addCookies([{ name: 'dark', value: '1', url: baseURL! }]);
  await recordReady(page);
  // User-written HTML of the kind a sanitizer lets through, before the SDK's script.
  await hostPage(page, '/clobbered.html', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Clobbered</title></head><body>
<div data-site-chrome="header"></div>
<main><h1>Host</h1><img name="currentScript" src="${EVIL}/x/" alt=""><img name="cookie" alt=""><form name="querySelector"></form></main>
<div data-site-chrome="footer"></div>
<script src="/static/chrome/site-chrome.umd.js" data-site="main" data-lang="en"></script></body></html>`);
  await page.goto('/clobbered.html');
  // The page's own scripts see the elements: the clobbering is real.
  expect(await page.evaluate(() => [String(document.currentScript), String(document.cookie)])).toEqual(['[object HTMLImageElement]', '[object HTMLImageElement]']);
  await page.waitForFunction(() => (window as unknown as { __scReady?: unknown }).__scReady);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Log In' })).toBeVisible();
  // The dark theme from the `dark` cookie, read through the document's own cookie getter.
  await expect(banner.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  // A write goes through the document's own setter too.
  await banner.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(banner.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  await expect.poll(async () => (await context.cookies(baseURL!)).find((c) => c.name === 'dark')?.value).toBe('0');
  // The only request to the image's origin is the image itself.
  expect(evil.filter((url) => url !== `${EVIL}/x/`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a <base href> on another origin: no call, icon or file goes there, and the CSRF token only to the page\'s origin', async ({ page, context, baseURL }) => {
  const errors = collectErrors(page);
  const evil = await recordOrigin(page, EVIL);
  const origin = new URL(baseURL!).origin;
  const tokens: { url: string; token: string | undefined }[] = [];
  page.on('request', (r: Request) => {
    const token = r.headers()['x-csrf-token'];
    if (token) tokens.push({ url: r.url(), token });
  });
  await context.addCookies([{ name: 'csrftoken', value: 'tok123', url: baseURL! }]);
  await useScenario(context, baseURL!, 'visitor', true);
  // The legacy page with its base on another origin; its own script tag is written absolute, as
  // the host's own markup must be under such a base.
  const legacy = readFileSync(new URL('../../demo-pages/legacy.html', import.meta.url), 'utf8')
    .replace('<base href="/some/other/folder/">', `<base href="${EVIL}/x/">`)
    .replaceAll('src="/static/chrome/site-chrome.umd.js"', `src="${origin}/static/chrome/site-chrome.umd.js"`);
  await hostPage(page, '/legacy-base.html', legacy);
  await recordReady(page);
  await page.goto('/legacy-base.html');
  expect(await page.evaluate(() => document.baseURI)).toBe(`${EVIL}/x/`);
  await page.waitForFunction(() => (window as unknown as { __scReady?: unknown }).__scReady);
  // The market panel's coin icons (Trade › Spot).
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Trade' }).hover();
  const spot = banner.getByRole('link', { name: /^Spot/ }).first();
  await spot.hover();
  const icon = page.locator('[data-site-chrome-root="header"] img[src*="coin"]').first();
  await expect(icon).toBeAttached({ timeout: 15_000 });
  expect(await icon.evaluate((img) => (img as HTMLImageElement).src.startsWith(location.origin))).toBe(true);
  expect(tokens.length).toBeGreaterThan(0);
  for (const { url, token } of tokens) {
    expect(new URL(url).origin, url).toBe(origin);
    expect(token).toBe('tok123');
  }
  expect(evil).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('a host requiring Trusted Types', () => {
  const HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trusted Types host</title></head><body>
<div data-site-chrome="header"></div><main><h1>Host</h1></main><div data-site-chrome="footer"></div>
<script src="/static/chrome/site-chrome.umd.js" data-site="main" data-lang="en"></script></body></html>`;

  async function open(page: Page, csp: string): Promise<void> {
    await page.route('**/trusted-host/trade/BTC_USDT', (route) => route.fulfill({
      status: 200, contentType: 'text/html; charset=utf-8', headers: { 'content-security-policy': csp }, body: HOST,
    }));
    await page.goto('/trusted-host/trade/BTC_USDT');
  }

  test('with "site-chrome" in its trusted-types list: the compliance banner and the announcement bar show their HTML, no Retry', async ({ page, context, baseURL }) => {
    const errors = collectErrors(page);
    await useScenario(context, baseURL!, 'business-banners,bulletin-html');
    await open(page, "require-trusted-types-for 'script'; trusted-types site-chrome");
    const banner = page.getByRole('region', { name: 'Service changes in your region' });
    await expect(banner.locator('b')).toHaveText('no longer', { timeout: 15_000 });
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toContainText('Withdrawals pause for 30 minutes.', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('with the name refused: the texts show as text, no Retry, one warning of its own (the one error path, issue 24)', async ({ page, context, baseURL }) => {
    const errors = collectErrors(page);
    const warnings: string[] = [];
    page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
    await useScenario(context, baseURL!, 'business-banners,bulletin-html');
    await open(page, "require-trusted-types-for 'script'; trusted-types other");
    const bar = page.getByRole('region', { name: 'Announcement' });
    await expect(bar).toContainText('Withdrawals pause for 30 minutes.', { timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Service changes in your region' })).toContainText('no longer');
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(warnings.filter((w) => w.includes('[SiteChrome]') && w.includes('Trusted Types'))).toHaveLength(1);
    expect(errors.filter((e) => e.includes('[SiteChrome]'))).toEqual([]);
  });
});
