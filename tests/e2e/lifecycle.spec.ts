import { expect, test, type Page } from './fixtures';
import { collectErrors, hostPage } from './helpers';

/** Lifecycle of issue 11: listeners, the loader's min-height, a host replacing <body>, racing calls. */

const html = (attrs = 'data-mount="manual"', body = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title></head>
<body><div data-site-chrome="header"></div><main><h1>Host</h1></main>${body}<div data-site-chrome="footer"></div>
<script src="/static/chrome/site-chrome.umd.js" ${attrs}></script></body></html>`;

type Handle = { update(o: unknown): Promise<void>; unmount(): void };
type Sc = { mount(o?: unknown): Promise<Handle> };

/** Live listeners on window and document, counted from the page's start (`once` ones that fired are gone). */
function countListeners() {
  const live = new Map<string, { fn: unknown; wrapped: EventListener }[]>();
  (window as unknown as { __listeners: () => number }).__listeners = () => [...live.values()].reduce((n, l) => n + l.length, 0);
  (window as unknown as { __keys: () => string[] }).__keys = () => [...live.entries()].flatMap(([k, l]) => l.map((x) => `${k} ${String(x.fn).slice(0, 200)}`));
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    const remove = target.removeEventListener.bind(target);
    const name = target === window ? 'window' : 'document';
    const keyOf = (type: string, opts?: boolean | EventListenerOptions) => `${name}|${type}|${String(typeof opts === 'object' ? Boolean(opts.capture) : Boolean(opts))}`;
    target.addEventListener = (type: string, fn: EventListenerOrEventListenerObject | null, opts?: boolean | AddEventListenerOptions) => {
      if (!fn) return;
      const key = keyOf(type, opts);
      const list = live.get(key) ?? [];
      if (list.some((l) => l.fn === fn)) return;
      const forget = () => {
        const i = list.findIndex((l) => l.fn === fn);
        if (i >= 0) list.splice(i, 1);
      };
      const once = typeof opts === 'object' && opts.once;
      const wrapped: EventListener = function (this: unknown, e: Event) {
        if (once) forget();
        return typeof fn === 'function' ? fn.call(this, e) : fn.handleEvent(e);
      };
      list.push({ fn, wrapped });
      live.set(key, list);
      if (typeof opts === 'object') opts.signal?.addEventListener('abort', forget);
      add(type, wrapped, opts);
    };
    target.removeEventListener = (type: string, fn: EventListenerOrEventListenerObject | null, opts?: boolean | EventListenerOptions) => {
      const list = live.get(keyOf(type, opts)) ?? [];
      const i = list.findIndex((l) => l.fn === fn);
      if (i < 0) return;
      remove(type, list[i]!.wrapped, opts);
      list.splice(i, 1);
    };
  }
}

const ready = (page: Page) => page.waitForFunction(() => typeof (window as unknown as { SiteChrome?: Sc }).SiteChrome?.mount === 'function');
const listeners = (page: Page) => page.evaluate(() => (window as unknown as { __listeners: () => number }).__listeners());

const keys = (page: Page) => page.evaluate(() => (window as unknown as { __keys: () => string[] }).__keys());

test('unmount() removes every window and document listener its mount added', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(countListeners);
  await hostPage(page, '/host/listeners.html', html());
  await page.goto('/host/listeners.html');
  await ready(page);
  await page.evaluate(() => new Promise((r) => { if (document.readyState === 'complete') r(null); else window.addEventListener('load', r, { once: true }); }));
  const cycle = async (lang: string, name: string) => {
    const before = await listeners(page);
    await page.evaluate(async () => {
      (window as unknown as { __chrome: Handle }).__chrome = await (window as unknown as { SiteChrome: Sc }).SiteChrome.mount();
    });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Used: a menu open (its dropdown listens on the window while it is open, so the count
    // must rise: the counter sees the chrome's listeners) and a language change.
    const menu = page.getByRole('banner').getByRole('navigation').getByRole('button').first();
    await menu.hover();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(await listeners(page)).toBeGreaterThan(before);
    await page.evaluate((l) => (window as unknown as { __chrome: Handle }).__chrome.update({ lang: l }), lang);
    await expect(page.getByRole('navigation', { name })).toBeVisible();
    await page.evaluate(() => (window as unknown as { __chrome: Handle }).__chrome.unmount());
    await expect(page.getByRole('banner')).toHaveCount(0);
  };
  const start = await keys(page);
  await cycle('de', 'Hauptmenü');
  // React DOM's first root adds one `selectionchange` listener to its document and keeps it for
  // the page's life (one per document, whatever the number of roots): nothing else may stay.
  await expect.poll(async () => (await keys(page)).filter((k) => !start.includes(k)).map((k) => k.split(' ')[0]))
    .toEqual(['document|selectionchange|false']);
  const afterFirst = await listeners(page);
  await cycle('en', 'Main');
  await expect.poll(() => listeners(page)).toBe(afterFirst);
  expect(errors).toEqual([]);
});

test('the overlay comes back when the host replaces <body>; racing mount/update/unmount never leave two headers', async ({ page }) => {
  const errors = collectErrors(page);
  await hostPage(page, '/host/replace.html', html());
  await page.goto('/host/replace.html');
  await ready(page);
  await page.evaluate(async () => {
    (window as unknown as { __chrome: Handle }).__chrome = await (window as unknown as { SiteChrome: Sc }).SiteChrome.mount();
  });
  await expect(page.getByRole('banner')).toBeVisible();
  const overlay = page.locator('[data-site-chrome-root="overlay"]');
  await expect(overlay).toHaveCount(1);
  const first = await overlay.evaluate((el) => { (window as unknown as { __first: Element }).__first = el; return el.isConnected; });
  expect(first).toBe(true);
  await page.evaluate(() => { document.body.innerHTML = '<div data-site-chrome="header"></div><main>new view</main>'; });
  // A fresh overlay host, connected, not the old one.
  await expect(overlay).toHaveCount(1);
  expect(await overlay.evaluate((el) => el !== (window as unknown as { __first: Element }).__first)).toBe(true);
  await page.evaluate(() => document.body.replaceChildren());
  await expect(overlay).toHaveCount(1);

  // Random interleavings of mount, update and unmount, none awaited before the next starts.
  const result = await page.evaluate(async () => {
    const sc = (window as unknown as { SiteChrome: Sc }).SiteChrome;
    (window as unknown as { __chrome: Handle }).__chrome.unmount();
    let seed = 7;
    const rand = (n: number) => { seed = (seed * 48271) % 2147483647; return seed % n; };
    let maxHeaders = 0;
    const watch = new MutationObserver(() => {
      maxHeaders = Math.max(maxHeaders, document.querySelectorAll('[data-site-chrome-root="header"]').length);
    });
    watch.observe(document.body, { childList: true, subtree: true });
    for (let round = 0; round < 15; round++) {
      const handles: Promise<Handle>[] = [];
      const all: Promise<unknown>[] = [];
      for (let i = 0; i < 8; i++) {
        const op = rand(3);
        if (op === 0 || handles.length === 0) {
          const h = sc.mount({ footer: false });
          handles.push(h);
          // Handled at once: a mount racing the header's owner rejects SLOT_TAKEN (CONTRACT v1.2).
          all.push(h.catch(() => undefined));
        } else {
          const h = handles[rand(handles.length)]!;
          all.push(h.then((c) => (op === 1 ? c.update({ lang: ['de', 'zh', 'en'][rand(3)] }) : c.unmount())).catch(() => undefined));
        }
        if (rand(2)) await new Promise((r) => setTimeout(r, 0));
      }
      await Promise.allSettled(all);
      maxHeaders = Math.max(maxHeaders, document.querySelectorAll('[data-site-chrome-root="header"]').length);
      // A mount racing the one that holds the header rejects SLOT_TAKEN (CONTRACT v1.2).
      for (const r of await Promise.allSettled(handles)) if (r.status === 'fulfilled') r.value.unmount();
    }
    watch.disconnect();
    return { maxHeaders, left: document.querySelectorAll('[data-site-chrome-root]').length };
  });
  expect(result).toEqual({ maxHeaders: 1, left: 0 });
  expect(errors).toEqual([]);
});

test.describe('service worker switch', () => {
  test.use({ serviceWorkers: 'allow' });
  const recordRegister = () => {
    const calls: string[] = [];
    (window as unknown as { __sw: string[] }).__sw = calls;
    const sw = navigator.serviceWorker;
    const register = sw.register.bind(sw);
    sw.register = (url: string | URL, opts?: RegistrationOptions) => { calls.push(String(url)); return register(url, opts); };
  };

  test('registers with data-sw="1" (CONTRACT v1.2: opt-in), and not by default', async ({ page, baseURL }) => {
    await page.addInitScript(recordRegister);
    await hostPage(page, '/host/sw-on.html', html('data-site="main" data-sw="1"'));
    await page.goto('/host/sw-on.html');
    // On the page's own origin, written absolute: a host <base href> cannot move it (issue 20).
    await expect.poll(() => page.evaluate(() => (window as unknown as { __sw: string[] }).__sw), { timeout: 15_000 })
      .toEqual([`${new URL(baseURL!).origin}/sw.js`]);

    const page2 = await page.context().newPage();
    await page2.addInitScript(recordRegister);
    await hostPage(page2, '/host/sw-off.html', html('data-site="main"'));
    const workbox: string[] = [];
    const sw: string[] = [];
    page2.on('request', (r) => {
      if (/workbox-window/.test(r.url())) workbox.push(r.url());
      if (/\/sw\.js/.test(r.url())) sw.push(r.url());
    });
    // Positive signal: the page services started (their CDN check fetches its probe 5 s later);
    // registration, when allowed, starts before that.
    const probe = page2.waitForRequest(/cdn-check\.txt/, { timeout: 20_000 });
    await page2.goto('/host/sw-off.html');
    await expect(page2.getByRole('banner')).toBeVisible();
    await probe;
    expect(await page2.evaluate(() => (window as unknown as { __sw: string[] }).__sw)).toEqual([]);
    expect([workbox, sw]).toEqual([[], []]);
  });

});
