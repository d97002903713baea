import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PreviewServer, ViteDevServer } from 'vite';
import { expect, test, type Page } from './fixtures';
import { catalog } from './helpers';

/**
 * Issue 21: the package as an integrator gets it. `npm run app` (scripts/react-app.mjs, in
 * `npm test` before this) packed the tarball, installed it into apps/react-vite (Vite, React 19,
 * TypeScript with `skipLibCheck: false`, StrictMode on) and built it. Here the built app runs under
 * `vite preview`, and the same sources under `vite` dev; their `/sc-api` goes to this run's dev API.
 */
const APP = join(process.cwd(), 'apps/react-vite');
const tr = (key: string, folder = '') => catalog(folder, 'tr')[key] ?? key;
const en = (key: string, folder = '') => catalog(folder, 'en')[key] ?? key;

/** A server of the app on a port of its own (tests of this file run on both workers at once). */
async function startApp(kind: 'preview' | 'dev', apiBase: string): Promise<{ url: string; close(): Promise<void> }> {
  process.env['SC_API'] = apiBase;
  const vite = await import('vite');
  const options = { root: APP, configFile: join(APP, 'vite.config.ts'), logLevel: 'error' as const };
  const server: PreviewServer | ViteDevServer = kind === 'preview'
    ? await vite.preview({ ...options, preview: { port: 0, host: '127.0.0.1' } })
    : await vite.createServer({ ...options, server: { port: 0, host: '127.0.0.1' } });
  if (kind === 'dev') await (server as ViteDevServer).listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the app server has no port');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}

/** Console errors and failed responses (404 and the like) of the page, as they come. */
function watch(page: Page): { errors: string[]; failed: string[] } {
  const seen = { errors: [] as string[], failed: [] as string[] };
  page.on('console', (m) => { if (m.type() === 'error') seen.errors.push(m.text()); });
  page.on('response', (r) => { if (r.status() >= 400) seen.failed.push(`${r.status()} ${r.url()}`); });
  page.on('requestfailed', (r) => seen.failed.push(`${r.failure()?.errorText ?? 'failed'} ${r.url()}`));
  return seen;
}

test('the packed package in a Vite + React 19 app: Turkish, one chrome under StrictMode, update, open, unmount', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const app = await startApp('preview', baseURL!);
  try {
    const seen = watch(page);
    await page.goto(app.url);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: tr('header.login') })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: tr('footer.about', 'footer') })).toBeVisible();
    // StrictMode mounted, cleaned up and mounted again: one header root, one footer root.
    await expect(page.locator('[data-site-chrome-root="header"]')).toHaveCount(1);
    await expect(page.locator('[data-site-chrome-root="footer"]')).toHaveCount(1);
    await expect(page.locator('[data-site-chrome-root="overlay"]')).toHaveCount(1);

    // The component's `lang` prop: update() in place, no second header.
    await page.getByRole('button', { name: 'Switch the chrome to English' }).click();
    await expect(header.getByRole('link', { name: en('header.login') })).toBeVisible();
    await expect(page.locator('[data-site-chrome-root="header"]')).toHaveCount(1);

    await page.getByRole('button', { name: "Open the chrome's settings" }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByRole('button', { name: new RegExp(`^${en('settings.row.language', 'settings')}`) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove the chrome' }).click();
    await expect(page.getByRole('button', { name: 'Add the chrome' })).toBeVisible();
    await expect(page.locator('[data-site-chrome-root]')).toHaveCount(0);
    await expect(page.locator('[data-site-chrome-react]')).toHaveCount(0);
    expect(seen.failed, 'failed requests').toEqual([]);
    expect(seen.errors, 'console errors').toEqual([]);
  } finally {
    await app.close();
  }
});

test('rendered on the server (the app\'s /ssr, site-chrome/server\'s fragments in <SiteChrome prerendered>): the chrome in the HTML, hydrated in place', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const app = await startApp('preview', baseURL!);
  try {
    const html = await (await fetch(`${app.url}ssr`)).text();
    // The server's HTML carries the header and footer, each a declarative shadow root in the
    // component's element, and the app's page between them.
    expect(html).toMatch(/<div data-site-chrome-react="header"[^>]*><div data-site-chrome="header"[^>]*data-site-chrome-prerendered="turkey tr"[^>]*><template shadowrootmode="open">/);
    expect(html).toContain('<template shadowrootmode="open">');
    expect(html).toContain('An app with SiteChrome');
    const seen = watch(page);
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const banner = document.querySelector('[data-site-chrome="header"]')?.shadowRoot?.querySelector('header');
        if (document.readyState === 'interactive' && banner) (banner as unknown as { __painted: boolean }).__painted = true;
      });
    });
    await page.goto(`${app.url}ssr`);
    const header = page.getByRole('banner');
    // Hydrated: the menus are buttons again (the fragment's are links), in the painted banner.
    await expect(header.getByRole('navigation').getByRole('button').first()).toBeVisible();
    await expect(header.getByRole('link', { name: tr('header.login') })).toBeVisible();
    expect(await page.evaluate(() => (document.querySelector('[data-site-chrome="header"]')?.shadowRoot?.querySelector('header') as unknown as { __painted?: boolean } | null)?.__painted)).toBe(true);
    await expect(page.locator('[data-site-chrome-root="header"]')).toHaveCount(1);
    await expect(page.locator('[data-site-chrome-root="footer"]')).toHaveCount(1);
    await expect(header).toHaveCount(1);
    // The app hydrated too, and the chrome follows its state.
    await page.getByRole('button', { name: 'Switch the chrome to English' }).click();
    await expect(header.getByRole('link', { name: en('header.login') })).toBeVisible();
    await expect(page.locator('[data-site-chrome-root="header"]')).toHaveCount(1);
    expect(seen.failed, 'failed requests').toEqual([]);
    expect(seen.errors, 'console errors').toEqual([]);
  } finally {
    await app.close();
  }
});

test('the same app under `vite` dev (the package pre-bundled into node_modules/.vite, React\'s development build): Turkish, English, removed', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const app = await startApp('dev', baseURL!);
  try {
    const seen = watch(page);
    await page.goto(app.url);
    await expect(page.getByRole('banner').getByRole('link', { name: tr('header.login') })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: tr('footer.about', 'footer') })).toBeVisible();
    await expect(page.locator('[data-site-chrome-root="header"]')).toHaveCount(1);
    // React's development build: what it complains of (an unmount inside a commit, …) is a console error.
    await page.getByRole('button', { name: 'Switch the chrome to English' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: en('header.login') })).toBeVisible();
    await page.getByRole('button', { name: 'Remove the chrome' }).click();
    await expect(page.locator('[data-site-chrome-root]')).toHaveCount(0);
    expect(seen.failed, 'failed requests').toEqual([]);
    expect(seen.errors, 'console errors').toEqual([]);
  } finally {
    await app.close();
  }
});

test('the app ships one React: none of the package\'s code in its build carries a copy', () => {
  const assets = join(APP, 'dist/assets');
  const withReact = readdirSync(assets).filter((f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8')
    .includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'));
  // The app's own React chunk (its vite.config.ts groups react, react-dom and scheduler).
  expect(withReact).toHaveLength(1);
  expect(withReact[0]).toMatch(/^react-/);
});
