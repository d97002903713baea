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

test('the first-paint core carries V8\'s compile hint as its first line (build/compile-hints.ts); lazy chunks do not', async ({ request, baseURL }) => {
  const core = readdirSync(join(process.cwd(), 'dist/chunks')).find((f) => /^core-[\w-]{8}\.js$/.test(f));
  expect(core).toBeTruthy();
  // As served: the very first bytes of the file.
  const served = await (await request.get(`${baseURL}/static/chrome/chunks/${core}`)).text();
  expect(served.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  const lazy = readdirSync(join(process.cwd(), 'dist/chunks')).filter((f) => f.endsWith('.js') && f !== core);
  expect(lazy.length).toBeGreaterThan(10);
  expect(lazy.filter((f) => readFileSync(join(process.cwd(), 'dist/chunks', f), 'utf8').includes('allFunctionsCalledOnLoad'))).toEqual([]);
});

test('the ES build imports where there is no DOM (a server render), and mount() rejects NOT_A_BROWSER there (CONTRACT v1.2)', async () => {
  const { pathToFileURL } = await import('node:url');
  const m = (await import(pathToFileURL(join(process.cwd(), 'dist/site-chrome.js')).href)) as { mount(): Promise<unknown>; version: string };
  expect(typeof m.version).toBe('string');
  await expect(m.mount()).rejects.toMatchObject({ name: 'SiteChromeError', code: 'NOT_A_BROWSER' });
});

test.describe('site-chrome.umd.js is a real UMD (CONTRACT v1.2 §1)', () => {
  test('require("site-chrome/umd") (site-chrome.umd.cjs, the same bytes) where there is no DOM gives the API, whose mount() rejects NOT_A_BROWSER', async () => {
    const { createRequire } = await import('node:module');
    const required = createRequire(import.meta.url)(join(process.cwd(), 'dist/site-chrome.umd.cjs')) as { mount(): Promise<unknown>; version: string };
    const { version } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { version: string };
    expect(required.version).toBe(version);
    await expect(required.mount()).rejects.toMatchObject({ name: 'SiteChromeError', code: 'NOT_A_BROWSER' });
  });

  test('on a page with a CommonJS `module` and an AMD loader: the same API to both, a named define, and window.SiteChrome mounts', async ({ page }) => {
    await page.route('**/umd-host.html', (route) => route.fulfill({
      contentType: 'text/html',
      body: `<!DOCTYPE html><html lang="en"><head><title>UMD host</title><script>
        // RequireJS's own rule: an anonymous define() in a file it did not load is an error.
        window.defined = [];
        window.define = function (name, deps, factory) {
          if (typeof name !== 'string') throw new Error('Mismatched anonymous define() module');
          window.defined.push({ name: name, deps: deps, value: factory() });
        };
        window.define.amd = {};
        window.module = { exports: {} };
      </script></head><body><div data-site-chrome="header"></div><main><h1>UMD host</h1></main>
      <script src="/static/chrome/site-chrome.umd.js" defer></script></body></html>`,
    }));
    await page.goto('/demo-pages/umd-host.html');
    await expect(page.getByRole('banner')).toBeVisible();
    const seen = await page.evaluate(() => {
      const w = window as unknown as { defined: { name: string; deps: unknown[]; value: unknown }[]; module: { exports: unknown }; SiteChrome: unknown };
      return { defined: w.defined.map((d) => [d.name, d.deps, d.value === w.SiteChrome]), exported: w.module.exports === w.SiteChrome };
    });
    expect(seen).toEqual({ defined: [['site-chrome', [], true]], exported: true });
  });
});

test('one declaration file per entry, type-checked by a host with skipLibCheck false: public types, Window.SiteChrome, no stray import', async () => {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { execFileSync } = await import('node:child_process');
  const types = join(process.cwd(), 'dist/index.d.ts');
  expect(readdirSync(join(process.cwd(), 'dist'), { recursive: true }).filter((f) => String(f).endsWith('.d.ts')).sort()).toEqual(['index.d.ts', 'react.d.ts', 'server.d.ts']);
  // site-chrome/server: its own types only (it bundles what it renders with).
  expect(readFileSync(join(process.cwd(), 'dist/server.d.ts'), 'utf8')).not.toMatch(/^\s*import\b|from ['"]/m);
  expect(readFileSync(types, 'utf8')).not.toMatch(/^\s*import\b|from ['"]/m);
  // site-chrome/react: React's types (a peer) and the API's, from the file beside it; nothing else.
  const reactTypes = readFileSync(join(process.cwd(), 'dist/react.d.ts'), 'utf8');
  expect([...reactTypes.matchAll(/from ['"]([^'"]+)['"]/g)].map((m) => m[1]).sort()).toEqual(['./index.js', 'react', 'react']);
  const app = mkdtempSync(join(tmpdir(), 'sc-types-'));
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      strict: true, skipLibCheck: false, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler',
      lib: ['es2022', 'dom'], types: [], paths: { 'site-chrome': [types], 'site-chrome/server': [join(process.cwd(), 'dist/server.d.ts')] },
    },
    files: ['host.ts'],
  }));
  writeFileSync(join(app, 'host.ts'), `
    import { mount, SiteChromeError, type MountOptions, type SiteChromeErrorCode } from 'site-chrome';
    import { renderChrome, type RenderedChrome } from 'site-chrome/server';
    const fragments: RenderedChrome = renderChrome({ site: 'main', lang: 'de', theme: 'dark', nonce: 'abc' });
    // @ts-expect-error not a theme
    renderChrome({ theme: 'blue' });
    const options: MountOptions = { site: 'turkey', lang: 'tr', header: '#top', signal: new AbortController().signal };
    void mount(options).then((chrome) => chrome.open('settings')).catch((e: unknown) => e instanceof SiteChromeError && e.code);
    const code: SiteChromeErrorCode = 'SLOT_TAKEN';
    const queued: unknown[] | undefined = window.SiteChrome?.q;
    window.addEventListener('sitechrome:ready', (e) => e.detail.lang.toUpperCase());
    // @ts-expect-error not a site
    const mars: MountOptions = { site: 'mars' };
    export { code, queued, mars, fragments };
  `);
  execFileSync(process.execPath, [join(process.cwd(), 'node_modules/typescript/bin/tsc'), '-p', app], { encoding: 'utf8' });
});

test('site-chrome/server in Node: renderChrome() gives the fragments the build wrote to dist/prerender/, for every site and language', async () => {
  const { pathToFileURL } = await import('node:url');
  const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { exports: Record<string, Record<string, string>> };
  expect(pkg.exports['./server']).toEqual({ types: './dist/server.d.ts', import: './dist/server/index.mjs', default: './dist/server/index.mjs' });
  const server = (await import(pathToFileURL(join(process.cwd(), 'dist/server/index.mjs')).href)) as {
    renderChrome(o: object): { header: string; footer: string }; PRERENDER_SITES: { key: string; languages: string[] }[];
  };
  const pairs = server.PRERENDER_SITES.flatMap((site) => site.languages.map((lang) => [site.key, lang]));
  expect(readdirSync(join(process.cwd(), 'dist/prerender')).sort()).toEqual(server.PRERENDER_SITES.map((s) => s.key).sort());
  for (const [site, lang] of pairs) {
    const { header, footer } = server.renderChrome({ site, lang });
    expect(readFileSync(join(process.cwd(), `dist/prerender/${site}/${lang}/header.html`), 'utf8')).toBe(`${header}\n`);
    expect(readFileSync(join(process.cwd(), `dist/prerender/${site}/${lang}/footer.html`), 'utf8')).toBe(`${footer}\n`);
  }
});

test('the package as bundlers see it: the import condition is dist/npm/ (React a peer), site-chrome/react a client module', () => {
  const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
    exports: Record<string, Record<string, string>>; peerDependencies: Record<string, string>; dependencies?: object;
  };
  expect(pkg.exports['.']).toEqual({ types: './dist/index.d.ts', import: './dist/npm/index.js', default: './dist/site-chrome.js' });
  expect(pkg.exports['./react']).toEqual({ types: './dist/react.d.ts', import: './dist/npm/react.js', default: './dist/npm/react.js' });
  expect(pkg.peerDependencies).toEqual({ react: '^19.0.0', 'react-dom': '^19.0.0' });
  expect(pkg.dependencies).toBeUndefined();
  const npm = join(process.cwd(), 'dist/npm');
  const files = readdirSync(npm, { recursive: true }).map(String).filter((f) => f.endsWith('.js'));
  const code = files.map((f) => readFileSync(join(npm, f), 'utf8'));
  // React is imported, never bundled; nothing is loaded by a URL built from the module's own.
  expect(code.some((c) => /from\s*["']react["']/.test(c))).toBe(true);
  expect(code.filter((c) => c.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'))).toHaveLength(0);
  // (The SDK's own origin, for the micro-apps' URL rule, is the one use of its URL.)
  expect(code.filter((c) => /new URL\([^)]*import\.meta\.url\)(?!\.origin)/.test(c))).toHaveLength(0);
  expect(readFileSync(join(npm, 'react.js'), 'utf8')).toMatch(/^["']use client["'];/);
});

test('a bundler with no plugin and no configuration (Rolldown, Rollup\'s API) takes every file dist/npm/ loads into the app\'s build', async () => {
  const { rolldown } = await import('rolldown');
  const { catalog } = await import('./helpers');
  const warnings: string[] = [];
  const bundle = await rolldown({
    input: join(process.cwd(), 'dist/npm/index.js'),
    external: [/^react(-dom)?(\/|$)/],
    onLog: (level, log) => { if (level === 'warn') warnings.push(log.message); },
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const code = output.map((o) => (o.type === 'chunk' ? o.code : '')).join('\n');
  // Catalogs of every feature and language are chunks of the build, not URLs it leaves behind.
  for (const [folder, lang] of [['', 'tr'], ['footer', 'ar'], ['settings', 'ja'], ['markets', 'vn']] as const) {
    const [key, text] = Object.entries(catalog(folder, lang))[0]!;
    expect(code, `${folder || 'core'}/${lang} ${key}`).toContain(JSON.stringify(text).slice(1, -1));
  }
  expect(warnings).toEqual([]);
});
