import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { collectErrors, hostPage, useScenario, onSite } from './helpers';

const blank = (body = '', head = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title>${head}</head>
<body><main><h1>Host</h1></main>${body}
<script src="/static/chrome/site-chrome.umd.js" data-mount="manual"></script></body></html>`;

test.describe('programmatic API', () => {
  test('bad options reject with SiteChromeError naming the option and the value', async ({ page }) => {
    await hostPage(page, '/host/api.html', blank('<div id="top"></div>'));
    await page.goto('/host/api.html');
    await page.waitForFunction(() => typeof (window as unknown as { SiteChrome?: { mount?: unknown } }).SiteChrome?.mount === 'function');
    const results = await page.evaluate(async () => {
      const sc = (window as unknown as { SiteChrome: { mount(o: unknown): Promise<unknown> } }).SiteChrome;
      const tryMount = (o: unknown) => sc.mount(o).then(() => null, (e: Error & { code?: string }) => ({ name: e.name, code: e.code, message: e.message }));
      return [await tryMount({ site: 'atlantis' }), await tryMount({ lang: 'klingon' }), await tryMount({ header: '#missing' }), await tryMount({ footer: 7 })];
    });
    expect(results[0]).toMatchObject({ name: 'SiteChromeError', code: 'UNKNOWN_SITE' });
    expect(results[0]?.message).toContain('"atlantis"');
    expect(results[1]).toMatchObject({ code: 'UNKNOWN_LANGUAGE' });
    expect(results[1]?.message).toContain('"klingon"');
    expect(results[2]).toMatchObject({ code: 'TARGET_NOT_FOUND' });
    expect(results[2]?.message).toContain('#missing');
    expect(results[3]).toMatchObject({ code: 'INVALID_TARGET' });
    await expect(page.getByRole('banner')).toHaveCount(0);

    // A good mount, then update() re-renders it in German, in place, without a reload.
    await page.evaluate(async () => {
      const sc = (window as unknown as { SiteChrome: { mount(o: unknown): Promise<{ update(o: unknown): Promise<void> }> } }).SiteChrome;
      (window as unknown as { __marker: number }).__marker = 1;
      await (await sc.mount({ header: '#top', footer: false })).update({ lang: 'de' });
    });
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Gate', exact: true })).toHaveAttribute('href', onSite('/de/'));
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  test('v1.1: the new options are accepted, a widget without its required props is INVALID_OPTION, and a handle refuses update() after unmount()', async ({ page }) => {
    const errors = collectErrors(page);
    await hostPage(page, '/host/v11.html', blank('<div id="top"></div>'));
    await page.goto('/host/v11.html');
    await page.waitForFunction(() => typeof (window as unknown as { SiteChrome?: { mount?: unknown } }).SiteChrome?.mount === 'function');
    const result = await page.evaluate(async () => {
      const sc = (window as unknown as { SiteChrome: {
        mount(o: unknown): Promise<{ update(o: unknown): Promise<void>; unmount(): void }>;
        mountWidget(n: string, e: Element, p?: unknown): Promise<unknown>;
      } }).SiteChrome;
      const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);
      const chrome = await sc.mount({ header: '#top', footer: false, giftPopup: true, serviceWorker: false, analytics: { collector: '/collect' }, onError: () => undefined });
      chrome.unmount();
      return {
        update: await code(chrome.update({ lang: 'de' })),
        chart: await code(sc.mountWidget('chart', document.body, { symbol: 'BTC_USDT' })),
        typo: await code(sc.mountWidget('charts', document.body)),
        apiBase: await code(sc.mount({ apiBase: '//evil.example' })),
        micro: await code(sc.mount({ microApps: { login: 'https://evil.example/l.js' } })),
      };
    });
    expect(result).toEqual({ update: 'UNMOUNTED', chart: 'INVALID_OPTION', typo: 'UNKNOWN_WIDGET', apiBase: 'INVALID_OPTION', micro: 'INVALID_OPTION' });
    expect(errors).toEqual([]);
  });

  test('the public ES entry and the declarations leave the loader\'s __boot out; the events are typed on window', () => {
    const dist = join(process.cwd(), 'dist');
    const entry = readFileSync(join(dist, 'site-chrome.js'), 'utf8');
    expect(entry).toMatch(/export \{[^}]*\bmount\b/);
    expect(entry).not.toContain('__boot');
    // One declaration file since issue 21: the events' WindowEventMap is in it.
    const types = readFileSync(join(dist, 'index.d.ts'), 'utf8');
    expect(types).not.toContain('__boot');
    const events = types;
    expect(events).toContain('interface WindowEventMap');
    expect(events).toMatch(/'sitechrome:ready': CustomEvent</);
  });

  test('calls queued before the script loads are replayed', async ({ page }) => {
    const errors = collectErrors(page);
    await hostPage(page, '/host/queue.html', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>q</title>
      <script>window.SiteChrome = window.SiteChrome || { q: [] }; SiteChrome.q.push(['mount', { site: 'turkey', header: '#top', footer: false }]);</script>
      </head><body><div id="top"></div><main>content</main>
      <script src="/static/chrome/site-chrome.umd.js" data-mount="manual" defer></script></body></html>`);
    await page.goto('/host/queue.html');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // Turkey's default language is Turkish: no prefix, Turkish labels, BTC_TRY.
    await expect(page.getByRole('link', { name: 'Gate.TR', exact: true })).toHaveAttribute('href', onSite('/'));
    const handle = await page.evaluateHandle(() => (window as unknown as { SiteChrome: { mount(o: unknown): Promise<unknown> } }).SiteChrome
      .mount({ header: false, footer: '#foot-later' }).catch((e: Error) => e.message));
    expect(await handle.jsonValue()).toContain('#foot-later');
    expect(errors).toEqual([]);
  });

  test('30 mount/unmount cycles leave no host element, listener or timer behind', async ({ page }) => {
    await page.addInitScript(() => {
      // Count live listeners on window and document, and live timers, from the page's start.
      const live = { listeners: 0, timers: new Set<number>(), where: new Map<number, string>() };
      (window as unknown as { __live: typeof live }).__live = live;
      for (const target of [window, document] as EventTarget[]) {
        const add = target.addEventListener.bind(target);
        const remove = target.removeEventListener.bind(target);
        const keys = new Set<unknown>();
        target.addEventListener = (type: string, fn: EventListenerOrEventListenerObject | null, opts?: boolean | AddEventListenerOptions) => {
          const key = `${type}|${typeof opts === 'object' ? String(opts.capture) : String(opts)}`;
          const id = [key, fn];
          if (fn && ![...keys].some((k) => (k as unknown[])[0] === key && (k as unknown[])[1] === fn)) { keys.add(id); live.listeners++; }
          add(type, fn, opts);
        };
        target.removeEventListener = (type: string, fn: EventListenerOrEventListenerObject | null, opts?: boolean | EventListenerOptions) => {
          const key = `${type}|${typeof opts === 'object' ? String(opts.capture) : String(opts)}`;
          const found = [...keys].find((k) => (k as unknown[])[0] === key && (k as unknown[])[1] === fn);
          if (found) { keys.delete(found); live.listeners--; }
          remove(type, fn, opts);
        };
      }
      const setT = window.setTimeout.bind(window);
      const clearT = window.clearTimeout.bind(window);
      window.setTimeout = ((fn: () => void, ms?: number, ...rest: unknown[]) => {
        const id: number = setT(() => { live.timers.delete(id); live.where.delete(id); fn(); }, ms, ...rest);
        live.timers.add(id);
        live.where.set(id, `${String(ms)} ms ${new Error().stack?.split('\n').slice(2, 6).join(' < ') ?? ''}`);
        return id;
      }) as typeof window.setTimeout;
      window.clearTimeout = ((id?: number) => { if (id !== undefined) { live.timers.delete(id); live.where.delete(id); } clearT(id); }) as typeof window.clearTimeout;
      const setI = window.setInterval.bind(window);
      const clearI = window.clearInterval.bind(window);
      window.setInterval = ((fn: () => void, ms?: number) => { const id: number = setI(fn, ms); live.timers.add(id); return id; }) as typeof window.setInterval;
      window.clearInterval = ((id?: number) => { if (id !== undefined) live.timers.delete(id); clearI(id); }) as typeof window.clearInterval;
    });
    await hostPage(page, '/host/cycles.html', blank());
    await page.goto('/host/cycles.html');
    await page.waitForFunction(() => typeof (window as unknown as { SiteChrome?: { mount?: unknown } }).SiteChrome?.mount === 'function');
    // One cycle first, so lazily loaded code and the page-wide one-time work are in place.
    const cycle = (n: number) => page.evaluate(async (count) => {
      const sc = (window as unknown as { SiteChrome: { mount(o?: unknown): Promise<{ unmount(): void }> } }).SiteChrome;
      for (let i = 0; i < count; i++) (await sc.mount()).unmount();
    }, n);
    await cycle(1);
    await page.waitForTimeout(1500);
    const baseline = await page.evaluate(() => {
      const live = (window as unknown as { __live: { listeners: number; timers: Set<number> } }).__live;
      return { listeners: live.listeners, timers: live.timers.size };
    });
    await cycle(30);
    // nanostores keeps a store alive 1 s after its last user leaves, and a computed store's
    // sources 1 s after the computed store itself: the timers of that cascade end within seconds.
    const settled = await expect.poll(() => page.evaluate(() => (window as unknown as { __live: { timers: Set<number> } }).__live.timers.size),
      { timeout: 6000, intervals: [500] }).toBeLessThanOrEqual(baseline.timers).then(() => true, () => false);
    // On a failure, say which timers are still pending and where they were set.
    if (!settled) {
      const pending = await page.evaluate(() => [...(window as unknown as { __live: { where: Map<number, string> } }).__live.where.values()]);
      expect(pending, 'timers still pending after the cycles').toEqual([]);
    }
    const after = await page.evaluate(() => {
      const live = (window as unknown as { __live: { listeners: number; timers: Set<number> } }).__live;
      return {
        listeners: live.listeners, timers: live.timers.size,
        hosts: document.querySelectorAll('[data-site-chrome-root], [data-site-chrome]').length,
      };
    });
    expect(after.hosts).toBe(0);
    expect(after.listeners).toBe(baseline.listeners);
    expect(after.timers).toBeLessThanOrEqual(baseline.timers);
  });

  for (const scenario of ['errors', 'garbage', 'slow']) {
    test(`a backend that answers "${scenario}" still gives a working header and footer, with no uncaught error`, async ({ page, context, baseURL }) => {
      await useScenario(context, baseURL!, scenario, true);
      const uncaught: string[] = [];
      page.on('pageerror', (e) => uncaught.push(e.message));
      await page.goto('/demo-pages/landing.html');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // With no user info the login state falls back to logged out (after the 4 s time-out when slow).
      await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible({ timeout: 8000 });
      expect(uncaught).toEqual([]);
    });
  }

  test('a logged-in user gets the Account button instead of Log In and Sign Up', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'user', true);
    await page.goto('/demo-pages/landing.html');
    const account = page.getByRole('button', { name: 'Account' });
    await expect(account).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await account.click();
    await expect(page.getByText('UID 10293847')).toBeVisible();
  });
});

test('a strict CSP page renders styled chrome with no violation when the nonce is given', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  await page.goto('/demo-pages/csp.html');
  const banner = page.getByRole('banner');
  await expect(banner).toBeVisible();
  // Styled: Emotion's rules applied (the header is a 64 px flex bar), not the browser's defaults.
  expect(await banner.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  expect(await banner.evaluate((el) => el.getBoundingClientRect().height)).toBe(64);
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
});
