import { expect, test, type Page } from './fixtures';
import { collectErrors } from './helpers';

/**
 * The URL-bypass matrix of issue 11: every way the chrome sends a user somewhere stays on the
 * page's origin (or an allowed one), whatever the page's own URL holds. Features that follow a
 * server URL add their rows here.
 */
const page = (body = '') => `<!doctype html><html><head><meta charset="utf-8"><title>host</title></head><body>
<div data-site-chrome="header" style="min-height:64px"></div><main><h1>Host page</h1>${body}</main>
<div data-site-chrome="footer"></div>
<script src="/static/chrome/site-chrome.umd.js" data-site="main" defer></script></body></html>`;

/** Serves the host page at every path whose pathname `matches`, on the demo origin. */
async function serveAt(p: Page, matches: (pathname: string) => boolean): Promise<void> {
  await p.route((url) => matches(url.pathname), (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: page() }));
}

const HOSTILE_PATHS = ['/zh//evil.example/login', '/zh/%5Cevil.example/login', '/zh/\\/evil.example/login'];

for (const path of HOSTILE_PATHS) {
  test(`choosing a language on ${path} stays on the page's origin`, async ({ page: p, baseURL }) => {
    const errors = collectErrors(p);
    await serveAt(p, (pathname) => pathname.includes('evil.example'));
    await p.goto(`${baseURL}${path}`);
    await p.getByRole('banner').getByRole('button', { name: /Language and currency|语言/ }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'English' }).click();
    await p.waitForURL((url) => !url.pathname.startsWith('/zh'));
    const landed = new URL(p.url());
    expect(landed.origin).toBe(new URL(baseURL!).origin);
    expect(landed.pathname).toMatch(/^\/(?:%5C)?evil\.example\/login$/i);
    await expect(p.getByRole('heading', { name: 'Host page' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
