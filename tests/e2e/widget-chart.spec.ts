import { expect, test, type Page } from './fixtures';
import { catalog, collectErrors, expectAccessible, switchTheme } from './helpers';

/**
 * The chart widget on its demo page (demo-pages/widget-chart.html: a header, and the chart fed by
 * the page's datafeed from the dev API's /dev/candles, which records its calls on `window`). One
 * page load: candles drawn (legend and canvas pixels), a resolution switch reaching the datafeed,
 * the indicator form's validation, the state saved after 2 s and restored on reload, the screenshot
 * tab, the theme switch recolouring the canvas, axe light and dark, 390 px, update() and unmount().
 */
const chart = catalog('chart', 'en');
const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k]));
const REGION = (pair: string) => fill(chart['chart.label']!, { pair });
const ADD = chart['chart.add']!;
const LENGTH = chart['chart.input.length']!;
const RANGE_ERROR = fill(chart['chart.error.range']!, { min: 1, max: 2000 });
const minutes = (n: number) => fill(chart['chart.unit.minutes']!, { n });
const days = (n: number) => fill(chart['chart.unit.days']!, { n });

type Call = { method: string; symbol?: string; resolution?: string; id?: string };
type Handle = { update(props: object): Promise<void>; unmount(): void };
type DemoWindow = { chartCalls: Call[]; chartSubscriptions: Record<string, number>; chartWidget?: Handle; chartDatafeed: object; __host?: Element | null };

const calls = (page: Page) => page.evaluate(() => (window as unknown as DemoWindow).chartCalls);
const lastGetBars = async (page: Page) => (await calls(page)).filter((c) => c.method === 'getBars').at(-1);

/**
 * The chart's main pane canvas as drawn: its most common opaque colour (the background) and how many
 * sampled pixels have the candles' rise or fall colour (light theme, green up).
 */
const pixels = (page: Page, candle: readonly string[]) => page.evaluate((colours) => {
  const root = document.querySelector('#chart [data-site-chrome-root="widget"]')?.shadowRoot;
  let best: { background: string; candles: number; opaque: number } | null = null;
  for (const canvas of root?.querySelectorAll('canvas') ?? []) {
    if (canvas.width < 200 || canvas.height < 100) continue;
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    if (!data) continue;
    const counts = new Map<string, number>();
    let opaque = 0;
    for (let i = 0; i < data.length; i += 4 * 5) {
      if (data[i + 3] !== 255) continue;
      opaque++;
      const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const background = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    const candles = colours.reduce((n, c) => n + (counts.get(c) ?? 0), 0);
    if (!best || opaque > best.opaque) best = { background, candles, opaque };
  }
  return best;
}, candle);
const LIGHT_CANDLES = ['32,178,108', '239,69,74'];
const LIGHT_BG = '255,255,255';
const DARK_BG = '19,21,22';

test('chart widget: candles, resolution, indicator form, saved and restored, screenshot, theme, 390 px, update and unmount', async ({ page, context }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/demo-pages/widget-chart.html');
  const btc = page.getByRole('region', { name: REGION('BTC/USDT') });

  // Candles: the legend's close is a price, the canvas has the background and candle colours.
  await expect(btc.getByRole('definition').nth(3)).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/, { timeout: 15_000 });
  await expect.poll(async () => (await pixels(page, LIGHT_CANDLES))?.background).toBe(LIGHT_BG);
  await expect.poll(async () => (await pixels(page, LIGHT_CANDLES))?.candles ?? 0).toBeGreaterThan(20);
  expect(await lastGetBars(page)).toMatchObject({ symbol: 'BTC_USDT', resolution: '60' });
  await expectAccessible(page, 'chart (light, 1440 px)', ['#chart']);

  // Another resolution: the datafeed is asked for it, and the old subscription ends.
  const resolutions = btc.getByRole('toolbar', { name: chart['chart.resolution'] });
  await resolutions.getByRole('button', { name: minutes(15), exact: true }).click();
  await expect(resolutions.getByRole('button', { name: minutes(15), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => lastGetBars(page)).toMatchObject({ resolution: '15' });
  await expect.poll(async () => (await calls(page)).filter((c) => c.method === 'subscribe').map((c) => c.resolution)).toEqual(['60', '15']);
  expect((await calls(page)).filter((c) => c.method === 'unsubscribe')).toEqual([{ method: 'unsubscribe', id: 'sub-1' }]);

  // The indicator form: a bad length is marked and Add is off; a good one adds MA(30).
  await btc.getByRole('button', { name: chart['chart.indicators'] }).click();
  const length = btc.getByRole('textbox', { name: LENGTH });
  await length.fill('0');
  await expect(btc.getByText(RANGE_ERROR)).toBeVisible();
  await expect(length).toHaveAttribute('aria-invalid', 'true');
  await expect(length).toHaveAccessibleDescription(RANGE_ERROR);
  await expect(btc.getByRole('button', { name: ADD })).toBeDisabled();
  await length.fill('30');
  await expect(length).toHaveAttribute('aria-invalid', 'false');
  await expect(btc.getByText(RANGE_ERROR)).toHaveCount(0);
  await btc.getByRole('button', { name: ADD }).click();
  await expect(btc.getByRole('button', { name: fill(chart['chart.remove']!, { name: 'MA(30)' }) })).toBeVisible();

  // Saved 2 s after the last change, and restored on reload.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sc_chart_state')), { timeout: 6000 })
    .toBe(JSON.stringify({ v: 1, resolution: '15', indicators: [{ type: 'MA', inputs: [30] }] }));
  await page.reload();
  await expect(btc.getByRole('definition').nth(3)).toHaveText(/\d\.\d{2}$/, { timeout: 15_000 });
  await expect(resolutions.getByRole('button', { name: minutes(15), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(btc.getByRole('list', { name: chart['chart.active'] }).getByRole('listitem')).toHaveText(['MA(30)']);
  expect(await lastGetBars(page)).toMatchObject({ symbol: 'BTC_USDT', resolution: '15' });

  // The screenshot opens in a new tab, as an image of its own.
  const [tab] = await Promise.all([context.waitForEvent('page'), btc.getByRole('button', { name: chart['chart.screenshot'] }).click()]);
  await tab.waitForURL(/^blob:/);
  await tab.close();

  // The header's theme switch recolours the chart (its canvas background), live.
  await expect.poll(async () => (await pixels(page, LIGHT_CANDLES))?.background).toBe(LIGHT_BG);
  await switchTheme(page);
  await expect.poll(async () => (await pixels(page, LIGHT_CANDLES))?.background).toBe(DARK_BG);
  await expectAccessible(page, 'chart (dark, 1440 px)', ['#chart']);

  // A phone: the chart fits the width, the resolutions scroll and still work, the buttons are on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await btc.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await resolutions.getByRole('button', { name: days(1), exact: true }).click();
  await expect(resolutions.getByRole('button', { name: days(1), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => lastGetBars(page)).toMatchObject({ resolution: '1D' });
  await expect(btc.getByRole('button', { name: chart['chart.screenshot'] })).toBeInViewport();

  // update() re-renders the same widget for another pair; unmount() leaves nothing and stops the ticks.
  await page.evaluate(() => {
    const w = window as unknown as DemoWindow;
    w.__host = document.querySelector('#chart [data-site-chrome-root]');
    return w.chartWidget?.update({ symbol: 'ETH_USDT', datafeed: w.chartDatafeed });
  });
  await expect(page.getByRole('region', { name: REGION('ETH/USDT') })).toBeVisible();
  await expect.poll(() => lastGetBars(page)).toMatchObject({ symbol: 'ETH_USDT', resolution: '1D' });
  expect(await page.evaluate(() => document.querySelector('#chart [data-site-chrome-root]') === (window as unknown as DemoWindow).__host)).toBe(true);
  await page.evaluate(() => (window as unknown as DemoWindow).chartWidget?.unmount());
  await expect(page.locator('#chart > *')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => Object.keys((window as unknown as DemoWindow).chartSubscriptions).length)).toBe(0);
  expect(errors).toEqual([]);
});
