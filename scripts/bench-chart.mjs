// The chart widget's figures of `npm run bench` (issue 23, "Performance"), imported by bench.mjs.
// Each draw is timed from the moment the datafeed answers to the frame after the legend shows the
// last bar, at CPU 1x, on a fresh page (the library's code cold, as on a first visit):
// - 5,000 candles with volume (the budget's case), beside a floor measured in the same run:
//   lightweight-charts alone (its standalone build from node_modules, no SDK, no React) drawing the
//   same candles and volume in a chart of the same size, timed from its setData() to the frame after;
// - the same with four indicators (MA, BOLL at length 2000, MACD and RSI in panes of their own);
// - a redraw on the same page: a resolution switch whose answer is another 5,000 bars (warm code);
// - 60 live ticks (each moving the last bar, every tenth starting a new one), each timed from onTick
//   to the next frame, with the long tasks (over 50 ms) seen meanwhile.
import { readFileSync } from 'node:fs';
import { median } from './bench-markets.mjs';

export const CHART_BARS = 5000;
const TICKS = 60;
const WIDTH = 1200;
const INDICATORS = [
  { type: 'MA', inputs: [20] }, { type: 'BOLL', inputs: [2000, 2] }, { type: 'MACD', inputs: [12, 26, 9] }, { type: 'RSI', inputs: [14] },
];

/** The generated history (the same for the widget and the floor); a second call's closes are 1 higher, so a redraw shows. */
const barsScript = (bars) => `
  const makeBars = (shift) => {
    const out = [];
    let price = 60000;
    const start = Math.floor(Date.now() / 3600000) * 3600 - ${bars - 1} * 3600;
    for (let i = 0; i < ${bars}; i++) {
      const open = price + shift;
      price = Math.max(1000, price + Math.sin(i / 7) * 180 + Math.cos(i / 29) * 90);
      out.push({ time: start + i * 3600, open, high: Math.max(open, price + shift) + 40, low: Math.min(open, price + shift) - 40, close: price + shift, volume: 100 + (i % 17) * 9 });
    }
    return out;
  };
  window.bars = makeBars(0);
  window.bars2 = makeBars(1);`;

/** The page: the SDK by script tag, the chart mounted with a datafeed answering the generated bars. */
const page = (bars, indicators) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chart bench</title></head><body>
<div id="chart" style="width: ${WIDTH}px"></div>
<script>
  localStorage.setItem('sc_chart_state', JSON.stringify({ v: 1, resolution: '60', indicators: ${JSON.stringify(indicators)} }));
  ${barsScript(bars)}
  window.bench = { answered: 0, calls: 0, tick: null, longTasks: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.bench.longTasks.push(e.duration); }).observe({ type: 'longtask' });
  window.datafeed = {
    getBars() { window.bench.answered = performance.now(); return Promise.resolve(window.bench.calls++ ? window.bars2 : window.bars); },
    subscribe(symbol, resolution, onTick) { window.bench.tick = onTick; return () => { window.bench.tick = null; }; },
  };
</script>
<script id="sdk" src="/static/chrome/site-chrome.umd.js" data-mount="manual" defer></script>
<script>
  document.getElementById('sdk').addEventListener('load', () => {
    window.SiteChrome.mountWidget('chart', document.getElementById('chart'), { datafeed: window.datafeed });
  });
</script></body></html>`;

/** The floor's page: lightweight-charts alone, the chart made on load, the data set by `window.draw()`. */
const floorPage = (bars) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chart floor</title></head><body>
<div id="chart" style="width: ${WIDTH}px; height: 480px"></div>
<script src="/bench-lwc.js"></script>
<script>
  ${barsScript(bars)}
  const L = window.LightweightCharts;
  const chart = L.createChart(document.getElementById('chart'), { autoSize: true });
  const candles = chart.addSeries(L.CandlestickSeries);
  const volume = chart.addSeries(L.HistogramSeries, { priceScaleId: 'volume' });
  window.draw = async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const started = performance.now();
    candles.setData(window.bars.map((b) => ({ time: b.time, open: b.open, high: b.high, low: b.low, close: b.close })));
    volume.setData(window.bars.map((b) => ({ time: b.time, value: b.volume, color: b.close >= b.open ? '#20b26c80' : '#ef454a80' })));
    await new Promise((r) => requestAnimationFrame(r));
    await new Promise((r) => requestAnimationFrame(r));
    return performance.now() - started;
  };
</script></body></html>`;

// Read by path: the package's exports map does not expose its standalone build.
const LIBRARY = readFileSync(new URL('../node_modules/lightweight-charts/dist/lightweight-charts.standalone.production.js', import.meta.url), 'utf8');

/** Waits until the legend shows `close`, then one more frame; ms since the datafeed answered. */
const drawn = (tab, close) => tab.evaluate(async (text) => {
  const shown = () => [...document.querySelector('#chart [data-site-chrome-root]')?.shadowRoot?.querySelectorAll('dd') ?? []]
    .some((dd) => dd.textContent.replace(/,/g, '') === text);
  while (!window.bench.answered || !shown()) await new Promise((r) => requestAnimationFrame(r));
  await new Promise((r) => requestAnimationFrame(r));
  return performance.now() - window.bench.answered;
}, close);
const lastClose = (tab, name) => tab.evaluate((n) => window[n][window[n].length - 1].close.toFixed(2), name);

/** One fresh page of the widget: its first draw, then (candles only) a redraw and the ticks. */
async function widgetRun(browser, url, indicators, extra) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const tab = await context.newPage();
  await tab.route(url, (route) => route.fulfill({ contentType: 'text/html', body: page(CHART_BARS, indicators) }));
  await tab.goto(url);
  const out = { draw: await drawn(tab, await lastClose(tab, 'bars')) };
  if (extra) {
    await tab.waitForFunction(() => window.bench.tick !== null);
    const before = await tab.evaluate(() => window.bench.longTasks.length);
    out.ticks = await tab.evaluate(async (count) => {
      const ticks = [];
      let bar = { ...window.bars[window.bars.length - 1] };
      for (let i = 0; i < count; i++) {
        bar = i % 10 === 9 ? { ...bar, time: bar.time + 3600, open: bar.close } : { ...bar };
        bar.close = bar.open + Math.sin(i) * 50;
        bar.high = Math.max(bar.high, bar.close);
        bar.low = Math.min(bar.low, bar.close);
        const started = performance.now();
        window.bench.tick(bar);
        await new Promise((r) => requestAnimationFrame(r));
        ticks.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 30));
      }
      return ticks;
    }, TICKS);
    out.longTasks = await tab.evaluate((from) => window.bench.longTasks.slice(from), before);
    // A redraw: the 2-hour resolution, answered with bars2 (warm code, the same chart).
    const root = tab.locator('#chart [data-site-chrome-root]');
    await root.getByRole('toolbar').getByRole('button', { name: '2H', exact: true }).click();
    out.redraw = await drawn(tab, await lastClose(tab, 'bars2'));
  }
  await context.close();
  return out;
}

/** Draw, redraw and tick figures, medians of `runs` fresh pages each, with the library's floor. */
export async function chartFigures(browser, base, runs) {
  const url = `${base}/demo-pages/bench-chart.html`;
  const floorUrl = `${base}/demo-pages/bench-chart-floor.html`;
  const f = { floor: [], candles: [], indicators: [], redraw: [], ticks: [], longTasks: [] };
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const tab = await context.newPage();
    await tab.route(floorUrl, (route) => route.fulfill({ contentType: 'text/html', body: floorPage(CHART_BARS) }));
    await tab.route(`${base}/bench-lwc.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: LIBRARY }));
    await tab.goto(floorUrl);
    f.floor.push(await tab.evaluate(() => window.draw()));
    await context.close();
    const candles = await widgetRun(browser, url, [], true);
    f.candles.push(candles.draw);
    f.redraw.push(candles.redraw);
    f.ticks.push(...candles.ticks);
    f.longTasks.push(...candles.longTasks);
    f.indicators.push((await widgetRun(browser, url, INDICATORS, false)).draw);
  }
  const figure = (xs) => ({ median: median(xs), worst: Math.max(...xs) });
  return { floor: figure(f.floor), candles: figure(f.candles), indicators: figure(f.indicators), redraw: figure(f.redraw), tick: figure(f.ticks), longTasks: f.longTasks };
}

export function printChartFigures(f) {
  const ms = ({ median: m, worst }) => `median ${m.toFixed(0)} ms, worst ${worst.toFixed(0)} ms`;
  // The budget (100 ms at CPU 1x) holds for a draw with the library's code warm; a fresh page's
  // first draw is the library's own cold cost, printed beside it (docs/figures.md).
  console.log(`chart: ${CHART_BARS} candles with volume, from the datafeed's answer to the painted frame, CPU 1x: a redraw (a resolution switch answered with ${CHART_BARS} new bars) ${ms(f.redraw)} (budget 100 ms); the first draw on a fresh page ${ms(f.candles)}, against lightweight-charts alone with the same data and size ${ms(f.floor)} (ratio ${(f.candles.median / f.floor.median).toFixed(2)})`);
  console.log(`chart: the first draw with MA, BOLL(2000), MACD and RSI: ${ms(f.indicators)}`);
  console.log(`chart: a live tick to the next frame: median ${f.tick.median.toFixed(1)} ms, worst ${f.tick.worst.toFixed(1)} ms; long tasks during ${TICKS} ticks per run: ${f.longTasks.length}${f.longTasks.length ? ` (longest ${Math.max(...f.longTasks).toFixed(0)} ms)` : ''} (budget none)`);
}
