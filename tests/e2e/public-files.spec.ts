import { expect, test } from './fixtures';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

// public/ is copied into dist/ as it is (vite.config.ts publicDir) and served beside the loader,
// on the page's origin and on the CDN origin (scripts/serve.mjs).
const PUBLIC = join(process.cwd(), 'public');
const CDN = `http://127.0.0.1:${Number(process.env.E2E_PORT || 5183) + 1}`;
const publicFiles = readdirSync(PUBLIC, { recursive: true, withFileTypes: true })
  .filter((f) => f.isFile()).map((f) => relative(PUBLIC, join(f.parentPath, f.name)).split('\\').join('/'));

test.describe('public/ in the build', () => {
  test('holds the CDN probe and the default coin icon', () => {
    expect(publicFiles).toEqual(expect.arrayContaining(['cdn-check.txt', 'images/coin-default.svg']));
  });

  test('every file of public/ is served beside the loader, byte for byte, on both origins', async ({ request, baseURL }) => {
    for (const file of publicFiles) {
      const bytes = readFileSync(join(PUBLIC, file));
      for (const origin of [baseURL!, CDN]) {
        const response = await request.get(`${origin}/static/chrome/${file}`);
        expect(response.status(), `${origin} ${file}`).toBe(200);
        expect(Buffer.compare(await response.body(), bytes), `${origin} ${file}`).toBe(0);
        expect(response.headers()['cache-control'], file).toBe('no-cache');
        if (origin === CDN) expect(response.headers()['access-control-allow-origin'], file).toBe('*');
      }
    }
    const icon = await request.get('/static/chrome/images/coin-default.svg');
    expect(icon.headers()['content-type']).toBe('image/svg+xml');
  });

  test('the CDN check fetches cdn-check.txt from the origin the SDK came from, and gets 200', async ({ page }) => {
    test.slow(); // the check starts 5 s after the chrome (site-chrome.md §4)
    const probe = page.waitForResponse((r) => r.url().endsWith('/cdn-check.txt'), { timeout: 20_000 });
    await page.goto('/demo-pages/cdn.html');
    const response = await probe;
    expect(response.url()).toBe(`${CDN}/static/chrome/cdn-check.txt`);
    expect(response.status()).toBe(200);
    // Nothing else is fetched for the check: the loader is requested once.
    const loaders = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/site-chrome.umd.js')).length);
    expect(loaders).toBe(1);
  });
});

test('the ES build imports where there is no DOM (a server render), and mount() rejects NOT_A_BROWSER there (CONTRACT v1.2)', async () => {
  const { pathToFileURL } = await import('node:url');
  const m = (await import(pathToFileURL(join(process.cwd(), 'dist/site-chrome.js')).href)) as { mount(): Promise<unknown>; version: string };
  expect(typeof m.version).toBe('string');
  await expect(m.mount()).rejects.toMatchObject({ name: 'SiteChromeError', code: 'NOT_A_BROWSER' });
});
