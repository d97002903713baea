#!/usr/bin/env node
// `npm run bench` (first version): gzip sizes of the loader and of the first-paint files, and the
// time from script start to `sitechrome:ready` on the landing demo page for a visitor, median of
// 10 runs, also with 4x CPU throttling, beside a floor (React rendering one link into a shadow
// root, built the same way) measured in the same run.
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';

const require = createRequire(import.meta.url);
const firstPaint = require('./first-paint-files.cjs')();
const gz = (f) => gzipSync(readFileSync(f)).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const RUNS = 10;
const port = 5190;

// The floor: React 19 + react-dom rendering one link into a shadow root, same bundler settings.
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/floor.tsx', `import { createRoot } from 'react-dom/client';
const host = document.createElement('div'); document.body.prepend(host);
const shadow = host.attachShadow({ mode: 'open' }); const el = document.createElement('div'); shadow.append(el);
createRoot(el).render(<a href="/" ref={() => { window.dispatchEvent(new CustomEvent('sitechrome:ready')); }}>Home</a>);
`);
await build({ logLevel: 'warn', configFile: false, define: { 'process.env.NODE_ENV': '"production"' },
  build: { outDir: 'dist/bench', emptyOutDir: true, minify: true, lib: { entry: '.bench/floor.tsx', formats: ['es'], fileName: () => 'floor.js' },
    rollupOptions: { output: { minify: true } } } });

const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });

const FLOOR_PAGE = `<!doctype html><html><body><main>x</main><script>window.__t0 = performance.now();</script>
<script type="module" src="/static/chrome/bench/floor.js"></script></body></html>`;

async function measure(url, throttle, html) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (html) await page.route(url, (r) => r.fulfill({ contentType: 'text/html', body: html }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.addInitScript(() => {
      window.addEventListener('sitechrome:ready', () => { window.__ready = performance.now(); }, { once: true });
    });
    await page.goto(url);
    await page.waitForFunction(() => window.__ready !== undefined, null, { timeout: 30000 });
    // From the start of the SDK's script (the loader's fetch) to ready.
    const t = await page.evaluate(() => {
      const entry = performance.getEntriesByType('resource').find((e) => /site-chrome\.umd\.js|floor\.js/.test(e.name));
      return window.__ready - (entry ? entry.startTime : window.__t0 ?? 0);
    });
    times.push(t);
    await context.close();
  }
  times.sort((a, b) => a - b);
  return (times[4] + times[5]) / 2;
}

const base = `http://127.0.0.1:${port}`;
const results = {};
for (const rate of [1, 4]) {
  results[rate] = {
    sdk: await measure(`${base}/demo-pages/landing.html`, rate),
    floor: await measure(`${base}/bench-floor.html`, rate, FLOOR_PAGE),
  };
}
await browser.close();
server.kill();

console.log(`SiteChrome bench — ${new Date().toISOString().slice(0, 10)}, ${os.cpus()[0]?.model ?? 'cpu'} × ${os.cpus().length}, headless Chromium`);
console.log(`loader gzip:       ${kb(gz('dist/site-chrome.umd.js'))}`);
console.log(`first paint gzip:  ${kb(firstPaint.reduce((s, f) => s + gz(f), 0))} (${firstPaint.length} files)`);
for (const rate of [1, 4]) {
  const { sdk, floor } = results[rate];
  console.log(`script start → ready, CPU ${rate}x: ${sdk.toFixed(0)} ms (floor ${floor.toFixed(0)} ms, ratio ${(sdk / floor).toFixed(2)}), median of ${RUNS}`);
}
