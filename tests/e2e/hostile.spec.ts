import { readdirSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { collectErrors, hostPage, onSite, recordReady } from './helpers';

/**
 * Hostile hosts of issue 5 that legacy.spec.ts (quirks mode, AMD define, <base href>, global
 * !important CSS, script twice) and api.spec.ts (strict CSP, queued calls) do not cover: a host
 * with its own older React on `window`, a page zoomed to 200 %, the SDK under another path, the
 * SDK from another origin as a CDN serves it. In each: the chrome renders, styled, with no console
 * error, and the host's own elements keep their computed styles.
 *
 * A new host is one line in HOSTS: its HTML (`sdk` is where the page loads the SDK from), and
 * optionally setup before the page loads and checks of its own.
 */

const CDN_PORT = Number(process.env.E2E_PORT || 5183) + 1;
/**
 * A content-hashed chunk: `<name>-<hash>.js`, or a catalog `<feature>-<lang>.js` inside the
 * content-hashed catalog folder `i18n-<hash>/` (build/catalogs-plugin.ts: one hash over every
 * catalog, so a changed catalog renames the folder). Either is cacheable as immutable.
 */
const HASHED_FILE = /^[\w.-]+-[\w-]{8}\.js$/;
const HASHED_FOLDER = /^i18n-[\w-]{8}$/;
const HASHED_CHUNK_URL = /\/chunks\/(?:[\w.-]+-[\w-]{8}\.js|i18n-[\w-]{8}\/[\w-]+\.js)$/;
const HOST_ELEMENTS = ['#host-title', '#host-text', '#host-link', '#host-button'];
const PROPS = ['font-family', 'font-size', 'line-height', 'color', 'background-color', 'margin-top', 'padding-top', 'display', 'width', 'height'];

const page = (sdk: string, head = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>host</title>
<style>
  body { margin: 0; font: 17px/1.5 Georgia, serif; color: #222; background: #fafaf7; }
  #host-title { font: 700 32px/1.1 Georgia, serif; margin: 24px 16px 8px; }
  #host-text { margin: 0 16px; max-width: 40em; }
  #host-link { color: #0645ad; }
  #host-button { font: 15px sans-serif; padding: 6px 12px; background: #eee; border: 1px solid #999; }
</style>${head}</head>
<body><div data-site-chrome="header"></div>
<main><h1 id="host-title">Host page</h1><p id="host-text">Host text with <a id="host-link" href="#x">a link</a>.</p>
<p><button id="host-button" type="button">Host button</button></p></main>
<div data-site-chrome="footer"></div>
<script src="${sdk}" data-site="main" data-lang="en" defer></script></body></html>`;

interface Host {
  name: string;
  path: string;
  html: string;
  /** Browser context options of this host (viewport, device scale). */
  use?: { viewport?: { width: number; height: number }; deviceScaleFactor?: number };
  /** Runs before the page loads (routes, init scripts). */
  setup?: (p: Page) => Promise<void>;
  /** Host elements whose computed styles must not change (default: those of `page()`). */
  elements?: string[];
  /** Checks of this host, after the chrome has rendered. */
  check?: (p: Page) => Promise<void>;
}

/** A fake React 16 and ReactDOM as an old host bundle leaves them on `window`. */
function oldReactOnWindow() {
  const w = window as unknown as Record<string, unknown>;
  w.__hostReactCalls = 0;
  const count = () => { (w.__hostReactCalls as number)++; return null; };
  w.React = {
    version: '16.14.0', createElement: count, Component: function Component() { /* old class base */ },
    Fragment: Symbol.for('react.fragment'), useState: count, useEffect: count,
    __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: { ReactCurrentOwner: { current: null } },
  };
  w.ReactDOM = { version: '16.14.0', render: count, hydrate: count, unmountComponentAtNode: count, findDOMNode: count };
  w.__hostReactSnapshot = JSON.stringify([Object.keys(w.React as object), Object.keys(w.ReactDOM as object)]);
  w.__hostReact = w.React;
  w.__hostReactDOM = w.ReactDOM;
}

export const HOSTS: Host[] = [
  {
    name: 'a host with its own React 16 on window',
    path: '/host/old-react.html',
    html: page('/static/chrome/site-chrome.umd.js'),
    setup: async (p) => { await p.addInitScript(oldReactOnWindow); },
    check: async (p) => {
      const host = await p.evaluate(() => {
        const w = window as unknown as Record<string, unknown>;
        return {
          same: w.React === w.__hostReact && w.ReactDOM === w.__hostReactDOM,
          version: (w.React as { version: string }).version,
          keys: JSON.stringify([Object.keys(w.React as object), Object.keys(w.ReactDOM as object)]) === w.__hostReactSnapshot,
          calls: w.__hostReactCalls,
        };
      });
      expect(host).toEqual({ same: true, version: '16.14.0', keys: true, calls: 0 });
      // The chrome's own React works: a menu opens.
      const trade = p.getByRole('button', { name: 'Trade' });
      await trade.click();
      await expect(trade).toHaveAttribute('aria-expanded', 'true');
    },
  },
  {
    name: 'the SDK under another path than the page (deep page, other asset prefix)',
    path: '/host/a/b/c/page.html',
    html: page('../../../../assets/v2/sitechrome/site-chrome.umd.js'),
    setup: async (p) => {
      // Serve dist/ under /assets/v2/sitechrome/ as well, so nothing may assume /static/chrome/.
      await p.route('**/assets/v2/sitechrome/**', async (route) => {
        const url = route.request().url().replace('/assets/v2/sitechrome/', '/static/chrome/');
        await route.fulfill({ response: await route.fetch({ url }) });
      });
    },
    check: async (p) => {
      const fromStatic = await p.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('/static/chrome/')));
      expect(fromStatic).toEqual([]);
    },
  },
  {
    // A real page of the demo server: Chromium's local-network rules refuse a loopback script to a
    // document Playwright fulfilled itself (it has no address), so hostPage cannot stand in here.
    name: 'the SDK from another origin (CDN with CORS)',
    path: '/demo-pages/cdn.html',
    html: '',
    elements: ['#cdn-title', '#cdn-text', '#cdn-link'],
    setup: async (p) => {
      const seen: { url: string; headers: Record<string, string> }[] = [];
      (p as unknown as { __cdn: typeof seen }).__cdn = seen;
      p.on('response', (r) => { if (r.url().includes(`:${CDN_PORT}/`)) seen.push({ url: r.url(), headers: r.headers() }); });
    },
    check: async (p) => {
      const seen = (p as unknown as { __cdn: { url: string; headers: Record<string, string> }[] }).__cdn;
      const chunks = seen.filter((r) => r.url.includes('/chunks/'));
      expect(chunks.length).toBeGreaterThan(0);
      for (const r of seen) expect(r.headers['access-control-allow-origin'], r.url).toBe('*');
      for (const r of chunks) {
        expect(r.url, 'content-hashed chunk name').toMatch(HASHED_CHUNK_URL);
        expect(r.headers['cache-control'], r.url).toBe('public, max-age=31536000, immutable');
      }
      const loader = seen.find((r) => r.url.endsWith('/site-chrome.umd.js'));
      expect(loader?.headers['cache-control']).toBe('no-cache');
    },
  },
  {
    // api.spec.ts checks the nonce reaches every injected style; here: the page's own styles.
    name: 'a strict CSP page with a nonce',
    path: '/demo-pages/csp.html',
    html: '',
    elements: ['.csp-main h1', '.csp-lead', '.csp-policy', '.csp-main a'],
    check: async (p) => {
      expect(await p.evaluate(() => (window as unknown as { __cspViolations: unknown[] }).__cspViolations)).toEqual([]);
    },
  },
  {
    name: 'a page zoomed to 200 % (browser zoom: half the CSS width, twice the pixels)',
    path: '/host/zoom.html',
    html: page('/static/chrome/site-chrome.umd.js'),
    // What Chromium's 200 % zoom does to a 1440 × 900 window: 720 × 450 CSS px at 2 device px each.
    use: { viewport: { width: 720, height: 450 }, deviceScaleFactor: 2 },
    check: async (p) => {
      expect(await p.evaluate(() => [innerWidth, devicePixelRatio])).toEqual([720, 2]);
      await expectNoOverflowOrOverlap(p);
    },
  },
  {
    name: 'a page zoomed to 200 % with CSS zoom on <html>',
    path: '/host/css-zoom.html',
    html: page('/static/chrome/site-chrome.umd.js', '<style>html { zoom: 2; }</style>'),
    use: { viewport: { width: 1440, height: 900 } },
    check: (p) => expectNoOverflowOrOverlap(p),
  },
];

/**
 * The header fits the viewport and nothing in it overlaps: its parts (logo, nav, actions) and the
 * controls of the actions group. Which parts show follows the layout of the CSS width: from 992 px
 * the inline nav is a part of its own; below, the nav is hidden and a Menu button (the drawer)
 * sits among the actions.
 */
async function expectNoOverflowOrOverlap(p: Page): Promise<void> {
  const layout = await p.evaluate(() => {
    const header = document.querySelector('[data-site-chrome-root="header"]')?.shadowRoot?.querySelector('header');
    if (!header) return null;
    const boxes = (els: Element[]) => els.map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
    const overlapping = (rects: DOMRect[]) => rects.flatMap((a, i) => rects.slice(i + 1).filter((b) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5).map(() => i));
    // The actions group has no box of its own (display: contents): its controls' union is the part.
    const actions = header.querySelector('[data-track="header_actions"]');
    const controls = boxes([...(actions?.querySelectorAll('a[href], button') ?? [])]);
    const union = controls.length ? [new DOMRect(Math.min(...controls.map((r) => r.left)), Math.min(...controls.map((r) => r.top)),
      Math.max(...controls.map((r) => r.right)) - Math.min(...controls.map((r) => r.left)),
      Math.max(...controls.map((r) => r.bottom)) - Math.min(...controls.map((r) => r.top)))] : [];
    const parts = [...boxes([...header.children].filter((el) => el !== actions)), ...union];
    const menu = header.querySelector('button[aria-haspopup="dialog"][aria-expanded]');
    const nav = header.querySelector('nav');
    return {
      viewport: document.documentElement.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
      headerRight: Math.max(...parts.map((r) => r.right), ...controls.map((r) => r.right)),
      headerLeft: Math.min(...parts.map((r) => r.left), ...controls.map((r) => r.left)),
      visibleParts: parts.length,
      navShown: !!nav && nav.getBoundingClientRect().width > 0,
      menuShown: !!menu && menu.getBoundingClientRect().width > 0,
      overlaps: overlapping(parts),
      controlOverlaps: overlapping(controls),
    };
  });
  expect(layout).not.toBeNull();
  expect(layout!.pageWidth, 'no horizontal scrolling of the page').toBeLessThanOrEqual(layout!.viewport);
  expect(layout!.headerRight, 'header inside the viewport (right)').toBeLessThanOrEqual(layout!.viewport + 0.5);
  expect(layout!.headerLeft, 'header inside the viewport (left)').toBeGreaterThanOrEqual(-0.5);
  expect(layout!.overlaps, 'header parts overlapping').toEqual([]);
  expect(layout!.controlOverlaps, 'header actions overlapping').toEqual([]);
  if (layout!.viewport >= 992) {
    expect(layout!.visibleParts, 'logo, nav and actions').toBeGreaterThanOrEqual(3);
    expect(layout!.navShown, 'the inline nav shows').toBe(true);
  } else {
    expect(layout!.visibleParts, 'logo and actions').toBeGreaterThanOrEqual(2);
    expect(layout!.navShown, 'the inline nav is hidden').toBe(false);
    expect(layout!.menuShown, 'the Menu button shows').toBe(true);
  }
}

const snapshot = (p: Page, ids: string[]) => p.evaluate(({ ids, props }) => ids.map((id) => {
  const el = document.querySelector(id);
  const s = el ? getComputedStyle(el) : null;
  return props.map((prop) => s?.getPropertyValue(prop) ?? 'missing');
}), { ids, props: PROPS });

test.describe.configure({ mode: 'parallel' });

for (const host of HOSTS) {
  test.describe(() => {
    if (host.use) test.use(host.use);
    test(`hostile host: ${host.name}: renders styled, no console error, host styles untouched`, async ({ page: p }) => {
      if (host.html) await hostPage(p, host.path, host.html);
      const ids = host.elements ?? HOST_ELEMENTS;
      await host.setup?.(p);

      // The host without the SDK (the loader blocked), for its computed styles …
      await p.route('**/site-chrome.umd.js', (route) => route.abort());
      await p.goto(host.path);
      await p.waitForLoadState('load');
      const without = await snapshot(p, ids);
      await p.unroute('**/site-chrome.umd.js');

      // … and with it.
      const errors = collectErrors(p);
      await recordReady(p);
      await p.goto(host.path);
      const banner = p.getByRole('banner');
      await expect(banner).toBeVisible();
      await expect(p.getByRole('contentinfo')).toBeVisible();
      await p.waitForFunction(() => (window as unknown as { __scReady?: unknown }).__scReady);
      // Styled: the static sheet reached the shadow root (a 64 px flex bar, not browser defaults).
      expect(await banner.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
      expect(await banner.evaluate((el) => getComputedStyle(el).height)).toBe('64px');
      // The footer's content (lazy, styled by Emotion) arrives after ready: its rules land in the
      // footer's shadow root, none in the page's own document.
      const footerLink = p.getByRole('contentinfo').getByRole('link').first();
      await expect(footerLink).toBeVisible();
      expect(await footerLink.evaluate((el) => (el.getRootNode() as ShadowRoot).querySelectorAll('style[data-emotion]').length)).toBeGreaterThan(0);
      expect(await p.evaluate(() => document.querySelectorAll('style[data-emotion]').length), 'Emotion styles in the page document').toBe(0);
      await host.check?.(p);
      expect(await snapshot(p, ids)).toEqual(without);
      expect(errors).toEqual([]);
      // Lazy chunks the page still asks for after the checks must not outlive the test in a route.
      await p.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });
}

test('every chunk in dist/chunks has a content hash in its name or folder (cacheable as immutable)', () => {
  const dir = new URL('../../dist/chunks/', import.meta.url);
  const entries = readdirSync(dir, { withFileTypes: true });
  expect(entries.length).toBeGreaterThan(0);
  const files = entries.filter((e) => e.isFile()).map((e) => e.name);
  const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
  expect(files.filter((f) => !HASHED_FILE.test(f)), 'unhashed chunk files').toEqual([]);
  expect(folders.filter((f) => !HASHED_FOLDER.test(f)), 'folders other than the hashed catalog folder').toEqual([]);
  // Inside the catalog folder: plain modules only (no nested folders whose names would escape the hash).
  for (const folder of folders) {
    const inner = readdirSync(new URL(`${folder}/`, dir), { withFileTypes: true });
    expect(inner.length, `${folder} is not empty`).toBeGreaterThan(0);
    expect(inner.filter((e) => !e.isFile() || !/^[\w-]+\.js$/.test(e.name)).map((e) => e.name), `${folder}: only <feature>-<lang>.js`).toEqual([]);
  }
  // The URL rule the CDN check uses agrees with the files on disk.
  for (const f of files) expect(`/chunks/${f}`).toMatch(HASHED_CHUNK_URL);
  for (const folder of folders) for (const f of readdirSync(new URL(`${folder}/`, dir))) expect(`/chunks/${folder}/${f}`).toMatch(HASHED_CHUNK_URL);
});

test('a host page with a polluted Object.prototype: the chrome mounts as usual, nothing goes off-origin, no CSRF token leaves', async ({ page: p, context, baseURL }) => {
  const errors = collectErrors(p);
  await context.addCookies([{ name: 'csrftoken', value: 'secret-token', url: baseURL! }]);
  // A host bug (`_.merge(obj, JSON.parse(userInput))`) before the loader runs.
  await p.addInitScript(() => {
    Object.assign(Object.prototype, {
      apiBase: 'https://evil.example', site: 'mars', lang: 'klingon', header: '#nowhere', footer: false, overlays: false,
      page: 'evil', nonce: 'evil', isLogin: 'yes', mount: 'manual', login: 'https://evil.example/login.js',
      microApps: { login: 'https://evil.example/login.js', search: 'https://evil.example/search.js' },
      analytics: { collector: 'https://evil.example/collect' }, collector: 'https://evil.example/collect',
      giftPopup: 'yes', serviceWorker: 'no', sw: '0', q: [['mount', { apiBase: 'https://evil.example' }]], __sc: true,
    });
  });
  const requests: { url: string; csrf: string | undefined }[] = [];
  p.on('request', (r) => requests.push({ url: r.url(), csrf: r.headers()['x-csrf-token'] }));
  await p.route('https://evil.example/**', (route) => route.abort());
  await hostPage(p, '/host/polluted.html', page('/static/chrome/site-chrome.umd.js'));
  await p.goto('/host/polluted.html');
  await expect(p.getByRole('banner')).toBeVisible();
  await expect(p.getByRole('contentinfo')).toBeVisible();
  await expect(p.getByRole('banner').getByRole('link', { name: 'Gate', exact: true })).toHaveAttribute('href', onSite('/'));
  // Positive signal first: the calls went out, with the token, to the page's own origin.
  await expect.poll(() => requests.filter((r) => r.url.includes('/api/web/v1/site/settings') && r.csrf === 'secret-token').length).toBeGreaterThan(0);
  const origin = new URL(baseURL!).origin;
  expect(requests.filter((r) => new URL(r.url).origin !== origin).map((r) => r.url)).toEqual([]);
  expect(requests.filter((r) => r.csrf && new URL(r.url).origin !== origin)).toEqual([]);
  // The footer's content (lazy, Emotion) rendered too: its styles are named css`…` constants, which
  // Emotion never walks with for…in (object literals with polluted keys made it recurse).
  await expect(p.getByRole('contentinfo').getByRole('link', { name: /privacy/i }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
