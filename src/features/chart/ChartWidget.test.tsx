import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render } from '../../test/render';
import { json, mockFetch } from '../../test/fetch-mock';
import type { Bar } from './bars-rules';
import type { ChartDatafeed } from './datafeed';

/** lightweight-charts as a recorder: what the widget asked of the chart and its series. */
const lw = vi.hoisted(() => {
  interface FakeSeries { kind: string; pane: number; data: unknown[]; options: Record<string, unknown>[]; setData: (d: unknown[]) => void; update: (p: unknown) => void; applyOptions: (o: Record<string, unknown>) => void; createPriceLine: () => void }
  const charts: { options: Record<string, unknown>[]; series: FakeSeries[]; removed: boolean; remove: () => void }[] = [];
  const createChart = (_el: HTMLElement, first: Record<string, unknown>) => {
    const chart = {
      options: [first], series: [] as FakeSeries[], removed: false,
      applyOptions(o: Record<string, unknown>) { chart.options.push(o); },
      addSeries(def: { kind: string }, options: Record<string, unknown> = {}, pane = 0) {
        const s: FakeSeries = {
          kind: def.kind, pane, data: [], options: [options],
          setData(d) { s.data = [...d]; }, update(p) { s.data.push(p); }, applyOptions(o) { s.options.push(o); }, createPriceLine() {},
        };
        chart.series.push(s);
        return s;
      },
      removeSeries(s: FakeSeries) { chart.series = chart.series.filter((x) => x !== s); },
      priceScale: () => ({ applyOptions() {} }),
      timeScale: () => ({ resetTimeScale() {} }),
      panes: () => [{ setStretchFactor() {} }],
      subscribeCrosshairMove() {}, unsubscribeCrosshairMove() {},
      takeScreenshot: () => document.createElement('canvas'),
      remove() { chart.removed = true; },
    };
    charts.push(chart);
    return chart;
  };
  return { charts, createChart };
});

vi.mock('lightweight-charts', () => ({
  createChart: lw.createChart,
  CandlestickSeries: { kind: 'Candlestick' }, HistogramSeries: { kind: 'Histogram' }, LineSeries: { kind: 'Line' },
  ColorType: { Solid: 'solid' }, CrosshairMode: { Normal: 0 }, LineStyle: { Solid: 0, Dashed: 2 },
  TickMarkType: { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 },
}));

const { withMessages } = await import('../../i18n/catalogs');
const { widget } = await withMessages('chart', import('./widget'));
const ChartView = widget.View;
const { setTestPage } = await import('../../test/page-setup');
const { $theme } = await import('../../stores/theme');
const { CHART_STORAGE_KEY } = await import('./state-rules');

const bar = (time: number, close = 100): Bar => ({ time, open: 100, high: Math.max(101, close), low: Math.min(99, close), close, volume: 3 });

/** A datafeed whose calls are recorded; `subscribe` returns an id (or a stop function with `stopFn`). */
function feed({ stopFn = false, bars = [bar(60), bar(120, 102)] } = {}) {
  const ticks: ((b: unknown) => void)[] = [];
  const stop = vi.fn();
  const f = {
    getBars: vi.fn(async (..._args: unknown[]) => bars),
    subscribe: vi.fn((_s: string, _r: string, onTick: (b: unknown) => void) => {
      ticks.push(onTick);
      return stopFn ? stop : 'sub-1';
    }),
    unsubscribe: vi.fn(),
  };
  return { f, ticks, stop };
}

const decode = (raw: Record<string, unknown>) => widget.props(raw, (prop, _value, expected) => {
  throw new Error(`${prop}: ${expected}`);
});

async function mount(datafeed: ChartDatafeed, raw: Record<string, unknown> = {}) {
  const view = await render(<ChartView {...decode({ datafeed, ...raw })} />);
  await act(async () => undefined);
  const buttons = () => [...view.el.querySelectorAll('button')];
  const button = (name: string) => buttons().find((b) => b.textContent === name || b.getAttribute('aria-label') === name);
  return { view, chart: lw.charts[lw.charts.length - 1]!, button };
}

beforeEach(() => {
  // The legend's coin icon: BTC is on the whitelist.
  mockFetch(() => json({ btc: 1717171717 }));
  setTestPage();
  window.localStorage.clear();
  lw.charts.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  $theme.set('light');
});

describe('chart widget props', () => {
  const { f } = feed();
  it.each<[Record<string, unknown>, string]>([
    [{}, 'datafeed: an object with getBars() and subscribe() (and unsubscribe(), if given, a function)'],
    [{ datafeed: { getBars: () => [] } }, 'datafeed'],
    [{ datafeed: { getBars: () => [], subscribe: () => 1, unsubscribe: 5 } }, 'datafeed'],
    [{ datafeed: f, symbol: 'BTC/USDT' }, 'symbol: a pair such as BTC_USDT'],
    [{ datafeed: f, resolution: '2' }, 'resolution: one of 1S'],
    [{ datafeed: f, height: 100 }, 'height'],
    [{ datafeed: f, height: '480' }, 'height'],
  ])('%j is refused', (raw, message) => {
    expect(() => decode(raw)).toThrow(message);
  });

  it('fills the defaults and takes a datafeed class instance', () => {
    class Feed { getBars() { return Promise.resolve([]); } subscribe() { return () => undefined; } }
    const instance = new Feed();
    expect(decode({ datafeed: instance })).toEqual({ symbol: 'BTC_USDT', datafeed: instance, resolution: '60', height: 480 });
    expect(decode({ datafeed: f, symbol: 'eth_usdt', resolution: 15, height: 300 })).toMatchObject({ symbol: 'ETH_USDT', resolution: '15', height: 300 });
  });
});

describe('chart widget', () => {
  it('loads the bars of its symbol and resolution, draws them, then subscribes; unmounting removes the chart and unsubscribes', async () => {
    const { f } = feed();
    const { view, chart } = await mount(f, { symbol: 'ETH_USDT', resolution: '15' });
    expect(f.getBars).toHaveBeenCalledWith('ETH_USDT', '15', expect.any(Number), expect.any(Number));
    const [, , from, to] = f.getBars.mock.calls[0]! as [string, string, number, number];
    expect(to - from).toBe(500 * 900);
    expect(chart.series.find((s) => s.kind === 'Candlestick')?.data).toHaveLength(2);
    expect(f.subscribe).toHaveBeenCalledWith('ETH_USDT', '15', expect.any(Function));
    expect(view.el.textContent).toContain('ETH/USDT');
    expect(view.el.textContent).toContain('102.00');
    await view.unmount();
    expect(chart.removed).toBe(true);
    expect(f.unsubscribe).toHaveBeenCalledWith('sub-1');
  });

  it("the legend shows the base coin's icon (the market panels' file for a whitelisted coin), else the default icon", async () => {
    const { f } = feed();
    const { view } = await mount(f);
    const icon = () => view.el.querySelector('img')?.getAttribute('src');
    await act(() => vi.waitFor(() => expect(icon()).toMatch(/\/images\/coin_icon\/64\/btc\.png\?v=1717171717$/)));
    await view.unmount();
    const other = await mount(f, { symbol: 'DOGE_USDT' });
    expect(other.view.el.querySelector('img')?.getAttribute('src')).toMatch(/coin-default\.svg$/);
    await other.view.unmount();
  });

  it('a subscription stopped by the function subscribe returned', async () => {
    const { f, stop } = feed({ stopFn: true });
    const { view } = await mount(f);
    await view.unmount();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(f.unsubscribe).not.toHaveBeenCalled();
  });

  it('draws checked ticks, drops bad ones, and ignores ticks after the subscription ends', async () => {
    const { f, ticks } = feed();
    const { view, chart } = await mount(f);
    const candles = () => chart.series.find((s) => s.kind === 'Candlestick')!.data;
    act(() => ticks[0]!(bar(120, 105)));
    act(() => ticks[0]!({ time: 180, open: 1, high: 0.5, low: 1, close: 1 }));
    act(() => ticks[0]!(bar(180, 106)));
    expect(candles()).toHaveLength(4);
    expect(view.el.textContent).toContain('106.00');
    await view.unmount();
    ticks[0]!(bar(240));
    expect(candles()).toHaveLength(4);
  });

  it('a resolution change asks again and moves the subscription; a late answer for the old one is dropped', async () => {
    const { f } = feed();
    let answer!: (bars: Bar[]) => void;
    f.getBars.mockImplementationOnce(() => new Promise((resolve) => { answer = resolve; }));
    const { view, chart, button } = await mount(f);
    act(() => button('15m')!.click());
    await act(async () => undefined);
    expect(f.getBars).toHaveBeenLastCalledWith('BTC_USDT', '15', expect.any(Number), expect.any(Number));
    expect(button('15m')!.getAttribute('aria-pressed')).toBe('true');
    await act(async () => answer([bar(60, 500)]));
    expect(chart.series.find((s) => s.kind === 'Candlestick')!.data).toHaveLength(2);
    expect(f.subscribe).toHaveBeenCalledTimes(1);
    await view.unmount();
  });

  it('restores the saved state and saves a change 2 s after it', async () => {
    window.localStorage.setItem(CHART_STORAGE_KEY, JSON.stringify({ v: 1, resolution: '240', indicators: [{ type: 'RSI', inputs: [14] }] }));
    const { f } = feed();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { view, button, chart } = await mount(f);
    expect(f.getBars).toHaveBeenCalledWith('BTC_USDT', '240', expect.any(Number), expect.any(Number));
    expect(chart.series.filter((s) => s.kind === 'Line' && s.pane === 1)).toHaveLength(1);
    act(() => button('1D')!.click());
    act(() => vi.advanceTimersByTime(1999));
    expect(JSON.parse(window.localStorage.getItem(CHART_STORAGE_KEY)!)).toMatchObject({ resolution: '240' });
    act(() => vi.advanceTimersByTime(1));
    expect(JSON.parse(window.localStorage.getItem(CHART_STORAGE_KEY)!)).toEqual({ v: 1, resolution: '1D', indicators: [{ type: 'RSI', inputs: [14] }] });
    await view.unmount();
  });

  it('bad saved state gives the defaults', async () => {
    window.localStorage.setItem(CHART_STORAGE_KEY, '{"v":1,"resolution":{},"indicators":"x"');
    const { f } = feed();
    const { view, button } = await mount(f, { resolution: '5' });
    expect(button('5m')!.getAttribute('aria-pressed')).toBe('true');
    await view.unmount();
  });

  it('a change pending at unmount is saved then, and no timer is left', async () => {
    const { f } = feed();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { view, button } = await mount(f);
    act(() => button('1W')!.click());
    await view.unmount();
    expect(JSON.parse(window.localStorage.getItem(CHART_STORAGE_KEY)!)).toMatchObject({ resolution: '1W' });
    // The save's timer went with it: nothing is written later.
    window.localStorage.clear();
    vi.advanceTimersByTime(10_000);
    expect(window.localStorage.getItem(CHART_STORAGE_KEY)).toBeNull();
  });

  it('the indicator form: a bad input is marked with its message and Add is off; a good one adds the indicator', async () => {
    const { f } = feed();
    const { view, chart, button } = await mount(f);
    act(() => button('Indicators')!.click());
    const input = view.el.querySelector<HTMLInputElement>('input')!;
    const type = (value: string) => act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    type('0');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = view.el.querySelector(`#${CSS.escape(input.getAttribute('aria-describedby')!)}`);
    expect(error?.textContent).toBe('Enter a whole number from 1 to 2000.');
    expect(button('Add indicator')!.disabled).toBe(true);
    type('30');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(button('Add indicator')!.disabled).toBe(false);
    act(() => button('Add indicator')!.click());
    expect(button('Remove MA(30)')).toBeDefined();
    expect(chart.series.filter((s) => s.kind === 'Line' && s.pane === 0)).toHaveLength(1);
    expect(button('Add indicator')!.disabled).toBe(true);
    act(() => button('Remove MA(30)')!.click());
    expect(chart.series.filter((s) => s.kind === 'Line')).toHaveLength(0);
    await view.unmount();
  });

  it('recolours when the theme changes', async () => {
    const { f } = feed();
    const { view, chart } = await mount(f);
    const background = () => chart.options.map((o) => (o.layout as { background?: { color: string } } | undefined)?.background?.color).filter(Boolean).at(-1);
    expect(background()).toBe('#ffffff');
    act(() => $theme.set('dark'));
    expect(background()).toBe('#131516');
    await view.unmount();
  });

  it('a failed load is reported and can be retried', async () => {
    const { f } = feed();
    f.getBars.mockRejectedValueOnce(new Error('down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { view, button } = await mount(f);
    expect(view.el.querySelector('[role="alert"]')?.textContent).toContain("The chart's data could not be loaded.");
    expect(warn).toHaveBeenCalled();
    await act(async () => button('Retry')!.click());
    expect(f.getBars).toHaveBeenCalledTimes(2);
    expect(view.el.querySelector('[role="alert"]')).toBeNull();
    await view.unmount();
  });
});
