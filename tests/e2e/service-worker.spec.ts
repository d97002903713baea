import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The worker in Chromium, on the demo origin (it serves dist/sw.js at /sw.js, scope /), built with
// the default chunks folder /static/chrome/chunks/. The other specs block service workers.
test.use({ serviceWorkers: 'allow' });

const manifest = JSON.parse(readFileSync(join(process.cwd(), 'dist/chunks-manifest.json'), 'utf8')) as {
  build: string; chunks: Record<string, { file: string }>;
};

test('the service worker stores the SDK\'s own chunks in a cache named by build, and nothing else', async ({ page }) => {
  await page.goto('/demo-pages/index.html');
  // The SDK registers the worker after the page's load event; it claims the page on activate.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
  const cache = `site-chrome-v1.0.0-${manifest.build}`;
  const calls = manifest.chunks.calls!.file;
  const results = await page.evaluate(async ({ calls }) => {
    const get = async (url: string, init?: RequestInit) => {
      const r = await fetch(url, init);
      return { status: r.status, type: r.headers.get('content-type') };
    };
    return {
      chunk: await get(`/static/chrome/${calls}`),
      missing: await get('/static/chrome/chunks/missing-abcdefgh.js'),
      hostChunk: await get('/chunks/x-abcdefgh.js'),
      call: await get('/api/web/v1/usercenter/get_info', { credentials: 'include' }),
      page: await get('/demo-pages/index.html'),
    };
  }, { calls });
  expect(results.chunk).toEqual({ status: 200, type: 'text/javascript; charset=utf-8' });
  expect(results.missing.status).toBe(404);
  expect(results.hostChunk.status).toBe(404);
  expect(results.call.status).toBe(200);
  // The put happens in waitUntil after the answer: wait for the chunk to be stored.
  await expect.poll(() => page.evaluate(async (name) => {
    const keys = await caches.keys();
    const stored = keys.includes(name) ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
    return { keys, stored };
  }, cache)).toEqual({ keys: [cache], stored: expect.arrayContaining([`/static/chrome/${calls}`]) });
  const stored = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), cache);
  for (const path of stored) expect(path).toMatch(/^\/static\/chrome\/chunks\/(?:[\w.@-]+-[\w-]{8}\.js|i18n-[\w-]{8}\/[\w.-]+\.js)$/);
  expect(stored).not.toContain('/static/chrome/chunks/missing-abcdefgh.js');
  // Offline, the stored chunk still loads (from the cache); an own chunk never stored does not.
  await page.context().setOffline(true);
  const offline = await page.evaluate(async ({ stored, other }) => {
    const status = (url: string) => fetch(url).then((r) => r.status, () => 'network error');
    return { stored: await status(stored), other: await status(other) };
  }, { stored: `/static/chrome/${calls}`, other: `/static/chrome/${manifest.chunks.DepositDialog!.file}` });
  await page.context().setOffline(false);
  expect(offline).toEqual({ stored: 200, other: 'network error' });
});
