// The market panels' figures of `npm run bench` (issue 15, "Performance"), imported by bench.mjs:
// ranking 10,000 spot rows in Node, then in the browser, at CPU 1x, one fresh context per run:
// hover to first row (cold, warm in the same page, warm from the IndexedDB cache on a new page,
// and a new page whose market calls hang), typing in the search box, and scrolling 3,000 rows.
import { build } from 'vite';
import { writeFileSync } from 'node:fs';
import { buildSpotRows } from './dev-api/fixtures/spots.mjs';
import { buildCoinUniverse } from './dev-api/fixtures/coins.mjs';

export const median = (xs) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
};
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const ms = (n, digits = 0) => (Number.isFinite(n) ? `${n.toFixed(digits)} ms` : 'n/a');

// ---- 1. Ranking, in Node on the module the panel runs: market-search.ts and the spot decoder,
// built by vite with the SDK's minifier into .bench/. The rows are the dev API's generator with a
// larger coin universe (same names, tickers, quotes and prices as the served ~3,100), cut at 10,000.
const RANK_ROWS = 10_000;
/** Typed one character at a time: each word's 1- to 4-character prefixes are the keystrokes. */
const WORDS = ['btc', 'eth', 'sol', 'pepe', 'usdt', 'doge', 'link', 'ai', 'zen', 'x', 'matic', 'try'];
export const RANK_QUERIES = [...new Set(WORDS.flatMap((w) => [1, 2, 3, 4].filter((n) => n <= w.length).map((n) => w.slice(0, n))))];
const RANK_REPEATS = 40;

export async function rankingFigures() {
  writeFileSync('.bench/ranking.ts', `export { decodeSpots } from '../src/api/calls/markets';
export { indexSpots, searchMarkets } from '../src/features/markets/search-rules';
`);
  await build({ logLevel: 'warn', configFile: false, define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir: '.bench/ranking', emptyOutDir: true, target: 'es2022', minify: true, modulePreload: false,
      lib: { entry: '.bench/ranking.ts', formats: ['es'], fileName: () => 'ranking.js' } } });
  const { decodeSpots, indexSpots, searchMarkets } = await import(`${process.cwd()}/.bench/ranking/ranking.js?${Date.now()}`);
  const wire = buildSpotRows({ dayStart: 0, universe: buildCoinUniverse(9000) }).slice(0, RANK_ROWS);
  const rows = decodeSpots({ code: 200, data: wire });
  // The panel builds the index once per list (MarketTab's useMemo), then ranks it per keystroke.
  let started = performance.now();
  const index = indexSpots(rows);
  const indexMs = performance.now() - started;
  started = performance.now();
  searchMarkets(index, 'b');
  const firstMs = performance.now() - started;
  const perQuery = RANK_QUERIES.map((query) => {
    const times = [];
    for (let i = 0; i < RANK_REPEATS; i++) {
      started = performance.now();
      searchMarkets(index, query);
      times.push(performance.now() - started);
    }
    return { query, ms: median(times), times };
  });
  const all = perQuery.flatMap((q) => q.times);
  const slowest = perQuery.reduce((a, b) => (b.ms > a.ms ? b : a));
  return { rows: rows.length, indexMs, firstMs, median: median(all), slowest, queries: RANK_QUERIES.length };
}

// ---- 2–4. The panel in the browser.
const HOST = (base) => `${base}/host/bench-markets.html`;
const HOST_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>markets bench</title></head>
<body style="margin:0"><div data-site-chrome="header"></div><main><h1>Host page</h1><p>Content.</p></main>
<script src="/static/chrome/site-chrome.umd.js" data-site="main" data-lang="en" defer></script></body></html>`;
const MARKET_CALL = /\/apiw\/v2\/(market|pilot|pre-m|common\/tabs)/;
const TYPED = 'bitcoin ca';
const TYPE_DELAY_MS = 120;
const SCROLL_ROWS = 3000;
/** Rows advanced per animation frame: 6 rows (348 px) a frame is a fast fling, 3,000 rows in ~500 frames. */
const SCROLL_ROWS_PER_FRAME = 6;
const ROW_HEIGHT = 58;
/** A frame longer than one 60 Hz vsync (16.7 ms) beyond the clock's jitter: the next rAF came a vsync late. */
const LONG_FRAME_MS = 20;

/** In every page: the ready time, every long animation frame, and the first-row watch. */
function instrument() {
  const w = window;
  w.__frames = [];
  window.addEventListener('sitechrome:ready', () => { w.__ready = performance.now(); }, { once: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__frames.push({ start: e.startTime, ms: e.duration }); })
    .observe({ type: 'long-animation-frame', buffered: true });
  /** Resolves with the time the frame that first shows a market row has painted (a task queued in that frame's rAF runs after its paint). */
  w.__rowPainted = () => new Promise((resolve) => {
    const shown = () => [...document.querySelectorAll('[data-site-chrome-root]')].some((h) => h.shadowRoot && h.shadowRoot.querySelector('[role="listbox"] [role="option"]'));
    const tick = () => {
      if (!shown()) { requestAnimationFrame(tick); return; }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    };
    requestAnimationFrame(tick);
  });
}

async function openPage(context, base) {
  const page = await context.newPage();
  await page.route(HOST(base), (r) => r.fulfill({ contentType: 'text/html', body: HOST_HTML }));
  await page.addInitScript(instrument);
  await page.goto(HOST(base));
  await page.waitForFunction(() => window.__ready !== undefined, null, { timeout: 30000 });
  // A trader hovers after the page has settled, not mid-load.
  await page.waitForLoadState('networkidle');
  return page;
}

const panelOf = (page) => page.getByRole('banner').getByRole('region', { name: 'Markets' });

/**
 * Opens Trade, then moves the pointer straight onto Spot: ms from just before that move (the page's
 * clock read one CDP round trip, ~1 ms, before the move is sent) to the first row painted.
 */
async function hoverToFirstRow(page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Trade', exact: true }).hover();
  const spot = page.getByRole('banner').getByRole('link', { name: /^Spot/ });
  await spot.waitFor();
  const box = await spot.boundingBox();
  const from = await page.evaluate(() => { window.__painted = window.__rowPainted(); return performance.now(); });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  return (await page.evaluate(() => window.__painted)) - from;
}

async function closeMenu(page) {
  await page.mouse.move(5, 700);
  await panelOf(page).waitFor({ state: 'detached' });
}

/** Types 10 characters with a typist's delay: the longest animation frame (LoAF, ≥ 50 ms) meanwhile, 0 for none. */
async function typingLongestFrame(page) {
  const search = panelOf(page).getByRole('searchbox', { name: 'Search markets' });
  await search.focus();
  const from = await page.evaluate(() => performance.now());
  await page.keyboard.type(TYPED, { delay: TYPE_DELAY_MS });
  await panelOf(page).getByRole('listbox', { name: `Spot markets (${TYPED})` }).getByRole('option').first().waitFor();
  // A frame still running when the last key landed is reported once it ends.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  const frames = await page.evaluate((t) => window.__frames.filter((f) => f.start + f.ms >= t), from);
  await search.fill('');
  return Math.max(0, ...frames.map((f) => f.ms));
}

const SCROLL = { rows: SCROLL_ROWS, step: SCROLL_ROWS_PER_FRAME, height: ROW_HEIGHT };
/** In the page: scrolls the listbox `el` by `step` rows each animation frame until `rows` rows down. */
const scrollThrough = (el, { rows, step, height }) => new Promise((resolve) => {
  const intervals = []; let maxRows = 0; let last = null;
  const options = () => el.querySelectorAll('[role="option"]');
  const tick = (ts) => {
    if (last !== null) intervals.push(ts - last);
    last = ts;
    maxRows = Math.max(maxRows, options().length);
    if (el.scrollTop >= rows * height || el.scrollTop + el.clientHeight >= el.scrollHeight) {
      resolve({ intervals, maxRows, endRows: options().length, total: Number(options()[0]?.getAttribute('aria-setsize')) });
      return;
    }
    el.scrollTop += step * height;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});

/**
 * Every spot pair (`_` matches them all, ~3,100), scrolled through 3,000 rows by setting scrollTop
 * in each animation frame. Per frame: the interval since the previous rAF (the page's frame
 * duration, in whole 60 Hz vsyncs: a frame whose work took longer than 16.7 ms shows as ~33 ms),
 * and the option elements in the DOM. Then the same scroll with the coin icons hidden.
 */
async function scrollFigures(page) {
  const search = panelOf(page).getByRole('searchbox', { name: 'Search markets' });
  await search.fill('_');
  const list = panelOf(page).getByRole('listbox', { name: 'Spot markets (_)' });
  await list.getByRole('option').first().waitFor();
  const from = await page.evaluate(() => performance.now());
  const r = await list.evaluate(scrollThrough, SCROLL);
  r.loafs = await page.evaluate((t) => window.__frames.filter((f) => f.start >= t).length, from);
  // The same scroll with the coin icons hidden (not fetched, not drawn): what the rows cost without them.
  await list.evaluate((el) => {
    el.scrollTop = 0;
    const style = document.createElement('style');
    style.textContent = '[role="option"] img { display: none !important; }';
    el.getRootNode().append(style);
  });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  r.noIcons = (await list.evaluate(scrollThrough, SCROLL)).intervals;
  return r;
}

/** One run: a fresh context (empty IndexedDB), three page loads. */
async function panelRun(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const scenario = (value) => context.addCookies([{ name: 'dev_scenario', value, url: base }]);
  await scenario('markets-50ms');
  const out = {};
  let page = await openPage(context, base);
  out.cold = await hoverToFirstRow(page);
  await closeMenu(page);
  out.warm = await hoverToFirstRow(page);
  out.typing = await typingLongestFrame(page);
  out.scroll = await scrollFigures(page);
  // The answers are written to IndexedDB after they show: wait for the spot list's record.
  await page.waitForFunction(() => new Promise((resolve) => {
    const open = indexedDB.open('gateio_db');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      try {
        const get = db.transaction('gate_table').objectStore('gate_table').get('market_spots');
        get.onsuccess = () => { db.close(); resolve(Boolean(get.result)); };
        get.onerror = () => { db.close(); resolve(false); };
      } catch { db.close(); resolve(false); }
    };
  }), null, { polling: 100, timeout: 10000 });
  await page.close();

  page = await openPage(context, base);
  out.cached = await hoverToFirstRow(page);
  await page.close();

  // The market calls hang: the rows must come from the cache while every market call is pending.
  await scenario('markets-hang');
  page = await context.newPage();
  let answered = 0; let asked = 0;
  page.on('request', (r) => { if (MARKET_CALL.test(r.url())) asked += 1; });
  const ended = (r) => { if (MARKET_CALL.test(r.url())) answered += 1; };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.route(HOST(base), (r) => r.fulfill({ contentType: 'text/html', body: HOST_HTML }));
  await page.addInitScript(instrument);
  await page.goto(HOST(base));
  await page.waitForFunction(() => window.__ready !== undefined, null, { timeout: 30000 });
  const hung = await hoverToFirstRow(page);
  out.hang = { ms: hung, asked, answered, before: asked > 0 && answered === 0 && Number.isFinite(hung) };
  await context.close();
  return out;
}

export async function panelFigures(browser, base, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await panelRun(browser, base));
  const of = (f) => results.map(f).filter(Number.isFinite);
  const intervals = results.flatMap((r) => r.scroll.intervals);
  return {
    runs,
    cold: median(of((r) => r.cold)), warm: median(of((r) => r.warm)), cached: median(of((r) => r.cached)),
    hang: { ms: median(of((r) => r.hang.ms)), yes: results.filter((r) => r.hang.before).length, asked: Math.min(...results.map((r) => r.hang.asked)) },
    typing: median(results.map((r) => r.typing)), typingWorst: Math.max(...results.map((r) => r.typing)),
    rows: { max: Math.max(...results.map((r) => r.scroll.maxRows)), end: Math.max(...results.map((r) => r.scroll.endRows)), total: results[0]?.scroll.total },
    frames: {
      count: intervals.length,
      p95: quantile(intervals, 0.95), max: Math.max(...intervals), over: intervals.filter((x) => x > LONG_FRAME_MS).length,
      loafs: results.reduce((s, r) => s + r.scroll.loafs, 0),
      noIcons: results.flatMap((r) => r.scroll.noIcons).filter((x) => x > LONG_FRAME_MS).length,
    },
  };
}

export function printMarketFigures(rank, p) {
  console.log(`market ranking, ${rank.rows} spot rows in Node (built market-search.ts): median ${ms(rank.median, 3)} per keystroke over ${rank.queries} queries of 1–4 characters; slowest query "${rank.slowest.query}" ${ms(rank.slowest.ms, 3)}; first call ${ms(rank.firstMs, 2)}; index built once per list ${ms(rank.indexMs, 1)} (budget under 2 ms per keystroke)`);
  console.log(`market panel, typing "${TYPED}" at ${TYPE_DELAY_MS} ms a key, CPU 1x: longest animation frame ${p.typing ? ms(p.typing) : 'none over 50 ms'} (median of ${p.runs}; worst ${p.typingWorst ? ms(p.typingWorst) : 'none'}) (budget: none over 50 ms)`);
  console.log(`market list DOM rows: at most ${p.rows.max} options while scrolling ${SCROLL_ROWS} of ${p.rows.total} rows, ${p.rows.end} at the end (budget under 40)`);
  const f = p.frames;
  console.log(`market list scroll, ${SCROLL_ROWS} rows at ${SCROLL_ROWS_PER_FRAME} rows a frame, CPU 1x, ${f.count} frames: rAF interval p95 ${ms(f.p95, 1)}, max ${ms(f.max, 1)}, ${f.over} over one 16.7 ms vsync (interval > ${LONG_FRAME_MS} ms); long animation frames (≥ 50 ms) ${f.loafs}; the same scroll with the coin icons hidden: ${f.noIcons} over (budget: frames under 16 ms)`);
  console.log(`market panel, hover Spot → first row painted, CPU 1x, median of ${p.runs}: cold (market calls answer in 50 ms) ${ms(p.cold)}; warm, same page ${ms(p.warm)}; warm, new page with the IndexedDB cache ${ms(p.cached)} (no number in issue 15)`);
  console.log(`market panel, new page with the market calls hanging: cached rows painted while its ${p.hang.asked}+ market calls were pending in ${p.hang.yes} of ${p.runs} runs, ${ms(p.hang.ms)} after the hover (budget: yes)`);
}
