// The prerendered chrome's figures of `npm run bench` (issue 25, "Performance"), imported by
// bench.mjs. The landing page two ways, each loaded fresh at CPU 1x and 4x:
// - script-only: the page as it is, the SDK's script tag filling empty slots;
// - prerendered: the same page with the header and footer fragments of dist/prerender/ in its
//   slots (the demo's `?prerender=1`), and the same script tag, which hydrates them.
// Each load gives the first contentful paint, the header's first paint, `sitechrome:ready`, and
// the layout shift from the page's start to a second after ready; the logged-in loads (the dev
// API's `user` scenario with its cookies) add the account actions' arrival to that. The header's
// first paint: the first animation frame whose DOM has the header's banner paints it, and no frame
// paints before the first contentful one, so it is the later of that frame and FCP. On the
// prerendered page the banner is there from the first frame: painted at FCP.
import { median } from './bench-markets.mjs';

const PAGES = { 'script-only': '/demo-pages/landing.html', prerendered: '/demo-pages/landing.html?prerender=1' };

async function load(browser, url, rate, loggedIn) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const origin = new URL(url).origin;
  await context.addCookies(loggedIn
    ? [{ name: 'dev_scenario', value: 'user', url: origin }, { name: 'uid', value: '10293847', url: origin }, { name: 'nickname', value: 'Satoshi', url: origin }]
    : []);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(() => {
    const w = window;
    w.__cls = 0;
    window.addEventListener('sitechrome:ready', () => { w.__ready = performance.now(); }, { once: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) w.__cls += e.value; })
      .observe({ type: 'layout-shift', buffered: true });
    // Each frame, before it paints: is the header's banner in the DOM (the slot's or the SDK's host)?
    const frame = (t) => {
      const host = document.querySelector('[data-site-chrome-root="header"]');
      if (host?.shadowRoot?.querySelector('header')) w.__header = t;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.goto(url);
  await page.waitForFunction(() => window.__ready !== undefined && window.__header !== undefined, null, { timeout: 30000 });
  if (loggedIn) {
    // The account actions in place of Log In.
    await page.waitForFunction(() => {
      const header = document.querySelector('[data-site-chrome-root="header"]')?.shadowRoot;
      return !!header?.querySelector('[data-track="header_actions"]') && !header.querySelector('[data-track="log_in"]')
        && [...header.querySelectorAll('button')].some((b) => b.textContent === 'Account' || b.getAttribute('aria-label') === 'Account');
    }, null, { timeout: 15000 }).catch(() => undefined);
  }
  await page.waitForTimeout(1000);
  const r = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    header: window.__header, ready: window.__ready, cls: window.__cls,
  }));
  await context.close();
  return r;
}

/** Medians per page and CPU rate, and the worst layout shift of any load (visitor and logged in). */
export async function prerenderFigures(browser, base, runs) {
  const out = {};
  for (const rate of [1, 4]) {
    for (const [name, path] of Object.entries(PAGES)) {
      const loads = [];
      // Alternating with the other page would spread machine noise evenly; a page's loads in a row
      // keep its files in the HTTP cache after the first, as a returning visitor's are.
      for (let i = 0; i < runs; i++) loads.push(await load(browser, base + path, rate, false));
      const logged = [];
      for (let i = 0; i < Math.max(2, Math.floor(runs / 3)); i++) logged.push(await load(browser, base + path, rate, true));
      const painted = (l) => Math.max(l.fcp, l.header);
      out[`${name}@${rate}`] = {
        fcp: median(loads.map((l) => l.fcp)),
        header: median(loads.map(painted)),
        headerAfterFcp: median(loads.map((l) => painted(l) - l.fcp)),
        ready: median(loads.map((l) => l.ready)),
        cls: Math.max(...loads.map((l) => l.cls)),
        clsLoggedIn: Math.max(...logged.map((l) => l.cls)),
      };
    }
  }
  return out;
}

/** The figures as the bench prints them. */
export function printPrerender(figures) {
  const ms = (n) => `${Math.round(n)} ms`;
  console.log('\nPrerendered chrome (issue 25): the landing page, script-only against prerendered + hydrated (median; layout shift: worst load)');
  for (const rate of [1, 4]) {
    for (const name of Object.keys(PAGES)) {
      const f = figures[`${name}@${rate}`];
      console.log(`  CPU ${rate}x ${name.padEnd(12)} FCP ${ms(f.fcp)}, header painted ${ms(f.header)} (FCP + ${ms(f.headerAfterFcp)}), ready ${ms(f.ready)}, layout shift ${f.cls.toFixed(4)} (logged in ${f.clsLoggedIn.toFixed(4)})`);
    }
  }
}
