// The chart widget's figures of `npm run bench` (issue 23, "Performance"), imported by bench.mjs:
// 5,000 candles with volume and four indicators (MA, BOLL at length 2000, MACD, RSI) drawn from
// the moment the datafeed answers to the frame after the legend shows the last bar, at CPU 1x;
// then 60 live ticks (each moving the last bar, every tenth starting a new one), each timed from
// onTick to the next frame, with the long tasks (over 50 ms) seen meanwhile.
import { median } from './bench-markets.mjs';

export const CHART_BARS = 5000;
const TICKS = 60;

/** The page: the SDK by script tag, the chart mounted with a datafeed that answers CHART_BARS generated bars. */
const page = (bars) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>chart bench</title></head><body>
<div id="chart" style="width: 1200px"></div>
<script>
  localStorage.setItem('sc_chart_state', JSON.stringify({ v: 1, resolution: '60', indicators: [
    { type: 'MA', inputs: [20] }, { type: 'BOLL', inputs: [2000, 2] }, { type: 'MACD', inputs: [12, 26, 9] }, { type: 'RSI', inputs: [14] },
  ] }));
  const bars = [];
  let price = 60000;
  const start = Math.floor(Date.now() / 3600000) * 3600 - ${bars - 1} * 3600;
  for (let i = 0; i < ${bars}; i++) {
    const open = price;
    price = Math.max(1000, price + Math.sin(i / 7) * 180 + Math.cos(i / 29) * 90);
    bars.push({ time: start + i * 3600, open, high: Math.max(open, price) + 40, low: Math.min(open, price) - 40, close: price, volume: 100 + (i % 17) * 9 });
  }
  window.bench = { answered: 0, tick: null, longTasks: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.bench.longTasks.push(e.duration); }).observe({ type: 'longtask' });
  window.datafeed = {
    getBars() { window.bench.answered = performance.now(); return Promise.resolve(bars); },
    subscribe(symbol, resolution, onTick) { window.bench.tick = onTick; return () => { window.bench.tick = null; }; },
  };
  window.bars = bars;
</script>
<script id="sdk" src="/static/chrome/site-chrome.umd.js" data-mount="manual" defer></script>
<script>
  document.getElementById('sdk').addEventListener('load', () => {
    window.SiteChrome.mountWidget('chart', document.getElementById('chart'), { datafeed: window.datafeed });
  });
</script></body></html>`;

/** Draw time and tick figures, median of `runs` fresh pages. */
export async function chartFigures(browser, base, runs) {
  const draw = [];
  const ticks = [];
  const longTasks = [];
  const url = `${base}/demo-pages/bench-chart.html`;
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const tab = await context.newPage();
    await tab.route(url, (route) => route.fulfill({ contentType: 'text/html', body: page(CHART_BARS) }));
    await tab.goto(url);
    // Drawn: the legend shows the last bar's close (a price, not the dash), then one frame is painted.
    const last = await tab.evaluate(() => window.bars[window.bars.length - 1].close.toFixed(2));
    draw.push(await tab.evaluate(async (close) => {
      const shown = () => [...document.querySelector('#chart [data-site-chrome-root]')?.shadowRoot?.querySelectorAll('dd') ?? []]
        .some((dd) => dd.textContent.replace(/,/g, '') === close);
      while (!window.bench.answered || !shown()) await new Promise((r) => requestAnimationFrame(r));
      await new Promise((r) => requestAnimationFrame(r));
      return performance.now() - window.bench.answered;
    }, last));
    await tab.waitForFunction(() => window.bench.tick !== null);
    const before = await tab.evaluate(() => window.bench.longTasks.length);
    ticks.push(...await tab.evaluate(async (count) => {
      const out = [];
      let bar = { ...window.bars[window.bars.length - 1] };
      for (let i = 0; i < count; i++) {
        bar = i % 10 === 9 ? { ...bar, time: bar.time + 3600, open: bar.close } : { ...bar };
        bar.close = bar.open + Math.sin(i) * 50;
        bar.high = Math.max(bar.high, bar.close);
        bar.low = Math.min(bar.low, bar.close);
        const started = performance.now();
        window.bench.tick(bar);
        await new Promise((r) => requestAnimationFrame(r));
        out.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 30));
      }
      return out;
    }, TICKS));
    longTasks.push(...await tab.evaluate((from) => window.bench.longTasks.slice(from), before));
    await context.close();
  }
  return { draw: median(draw), drawWorst: Math.max(...draw), tick: median(ticks), tickWorst: Math.max(...ticks), longTasks };
}

export function printChartFigures(f) {
  console.log(`chart: ${CHART_BARS} candles, volume, MA, BOLL(2000), MACD and RSI drawn from the datafeed's answer to the painted frame, CPU 1x: median ${f.draw.toFixed(0)} ms, worst ${f.drawWorst.toFixed(0)} ms (budget 100 ms)`);
  console.log(`chart: a live tick to the next frame: median ${f.tick.toFixed(1)} ms, worst ${f.tickWorst.toFixed(1)} ms; long tasks during ${TICKS} ticks per run: ${f.longTasks.length}${f.longTasks.length ? ` (longest ${Math.max(...f.longTasks).toFixed(0)} ms)` : ''} (budget none)`);
}
