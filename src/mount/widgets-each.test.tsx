import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';

/** lightweight-charts as a recorder (happy-dom has no canvas): the chart made and removed. */
const lw = vi.hoisted(() => {
  const charts: { removed: boolean }[] = [];
  const series = () => ({ setData() {}, update() {}, applyOptions() {}, createPriceLine() {} });
  const createChart = () => {
    const chart = {
      removed: false,
      applyOptions() {}, addSeries: series, removeSeries() {},
      priceScale: () => ({ applyOptions() {} }), timeScale: () => ({ resetTimeScale() {} }), panes: () => [{ setStretchFactor() {} }],
      subscribeCrosshairMove() {}, unsubscribeCrosshairMove() {}, takeScreenshot: () => document.createElement('canvas'),
      remove() { chart.removed = true; },
    };
    charts.push(chart);
    return chart;
  };
  return { charts, createChart };
});
vi.mock('lightweight-charts', () => ({
  createChart: lw.createChart,
  CandlestickSeries: {}, HistogramSeries: {}, LineSeries: {},
  ColorType: { Solid: 'solid' }, CrosshairMode: { Normal: 0 }, LineStyle: { Solid: 0, Dashed: 2 },
  TickMarkType: { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 },
}));

const { mountWidget: typedMountWidget } = await import('../index');
/** Untyped, as a script-tag page calls it: the tests pass what the types would refuse. */
const mountWidget = typedMountWidget as unknown as (name: unknown, element: unknown, props?: unknown) => Promise<{ update(props?: unknown): Promise<void>; unmount(): void }>;

beforeAll(() => {
  globalThis.fetch = () => Promise.resolve(new Response('', { status: 500 }));
});
afterEach(() => {
  document.body.innerHTML = '';
});

const codeOf = (p: Promise<unknown>) => p.then(() => 'mounted', (e: { code?: string; message?: string }) => [e.code, e.message]);
const hostOf = (el: Element) => el.querySelector('[data-site-chrome-root="widget"]');
const textOf = (el: Element) => hostOf(el)?.shadowRoot?.textContent ?? '';
const linksOf = (el: Element) => [...(hostOf(el)?.shadowRoot?.querySelectorAll('a') ?? [])].map((a) => a.textContent);
const settle = () => act(async () => { await new Promise((r) => setTimeout(r, 0)); });

const feed = () => ({
  getBars: vi.fn(() => Promise.resolve([{ time: 1_700_000_000, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 }])),
  subscribe: vi.fn(() => () => undefined),
});

/**
 * Each widget of CONTRACT §3 through `mountWidget` (issue 23): its first props drawn, `update()`
 * re-rendering in place (the same host) with the new ones, bad props INVALID_OPTION naming the
 * prop, and `unmount()` leaving the element empty.
 */
describe.each<[string, Record<string, unknown>, Record<string, unknown>, (el: Element, second: boolean) => void, Record<string, unknown>, string]>([
  ['not-found', {}, { stories: [{ title: 'Our own story', href: '/blog/own' }] }, (el, second) => {
    expect(textOf(el)).toContain('Page not found');
    expect(textOf(el).includes('What is ORDI?')).toBe(!second);
    expect(textOf(el).includes('Our own story')).toBe(second);
  }, { stories: 'x' }, 'props.stories'],
  ['side-menu', { items: [{ label: 'First', href: '/a' }] }, { items: [{ label: 'Second', href: '/b' }], label: 'Account' }, (el, second) => {
    // Each link is its glyph (the label's first letter where there is no icon) and its label.
    expect(linksOf(el)).toEqual([second ? 'SSecond' : 'FFirst']);
    expect(hostOf(el)?.shadowRoot?.querySelector('nav')?.getAttribute('aria-label')).toBe(second ? 'Account' : 'Section menu');
  }, { items: [] }, 'props.items'],
  ['growth-tabs', { tabs: ['rewards-hub', 'competition'] }, { tabs: ['referral'] }, (el, second) => {
    expect(linksOf(el)).toHaveLength(second ? 1 : 2);
  }, { tabs: ['nope'] }, 'props.tabs'],
  ['chart', { datafeed: feed(), symbol: 'ETH_USDT' }, { datafeed: feed(), symbol: 'SOL_USDT' }, (el, second) => {
    expect(textOf(el)).toContain(second ? 'SOL/USDT' : 'ETH/USDT');
  }, { datafeed: 'x' }, 'props.datafeed'],
])('mountWidget(%j)', (name, first, second, check, bad, path) => {
  it('draws its props, update() re-renders them in place, unmount() leaves nothing', async () => {
    const el = document.body.appendChild(document.createElement('div'));
    const widget = await mountWidget(name as never, el, first);
    await settle();
    const host = hostOf(el);
    check(el, false);
    await widget.update(second);
    await settle();
    expect(hostOf(el)).toBe(host);
    check(el, true);
    expect(await codeOf(widget.update(bad))).toEqual(['INVALID_OPTION', expect.stringContaining(path)]);
    check(el, true);
    widget.unmount();
    expect(el.children).toHaveLength(0);
  });

  it('bad props at mount reject INVALID_OPTION and mount nothing', async () => {
    const el = document.body.appendChild(document.createElement('div'));
    expect(await codeOf(mountWidget(name as never, el, bad))).toEqual(['INVALID_OPTION', expect.stringContaining(path)]);
    expect(await codeOf(mountWidget(name as never, el, { ...first, unknownProp: 1 }))).toEqual(['INVALID_OPTION', expect.stringContaining('props.unknownProp')]);
    expect(el.children).toHaveLength(0);
  });
});

it('the chart\'s unmount() removes the chart it made', async () => {
  const el = document.body.appendChild(document.createElement('div'));
  const widget = await mountWidget('chart', el, { datafeed: feed() });
  await settle();
  const chart = lw.charts.at(-1)!;
  expect(chart.removed).toBe(false);
  widget.unmount();
  // The React tree goes a microtask after unmount() (mount/shadow-root.tsx).
  await settle();
  expect(chart.removed).toBe(true);
});

describe('update() changes the props it names and keeps the others', () => {
  const navLabel = (el: Element) => hostOf(el)?.shadowRoot?.querySelector('nav')?.getAttribute('aria-label');

  it('side menu: a label given at mount stays through an update of the items; undefined brings the default back', async () => {
    const el = document.body.appendChild(document.createElement('div'));
    const menu = await mountWidget('side-menu', el, { items: [{ label: 'First', href: '/a' }], label: 'Account' });
    await menu.update({ items: [{ label: 'Second', href: '/b' }] });
    await settle();
    expect(linksOf(el)).toEqual(['SSecond']);
    expect(navLabel(el)).toBe('Account');
    await menu.update({ label: undefined });
    await settle();
    expect(navLabel(el)).toBe('Section menu');
    expect(linksOf(el)).toEqual(['SSecond']);
    menu.unmount();
  });

  it('growth tabs: a single-page app\'s update({ current }) keeps the tabs it chose', async () => {
    const el = document.body.appendChild(document.createElement('div'));
    const tabs = await mountWidget('growth-tabs', el, { tabs: ['referral'] });
    await settle();
    await tabs.update({ current: '/referral' });
    await settle();
    expect(linksOf(el)).toHaveLength(1);
    tabs.unmount();
  });

  it('chart: a new datafeed keeps the resolution given at mount, the same chart, and ends the old subscription', async () => {
    const el = document.body.appendChild(document.createElement('div'));
    const stop = vi.fn();
    const before = { ...feed(), subscribe: vi.fn(() => stop) };
    const next = feed();
    const chart = await mountWidget('chart', el, { datafeed: before, resolution: '15' });
    await settle();
    const made = lw.charts.length;
    await chart.update({ datafeed: next });
    await settle();
    expect(next.getBars).toHaveBeenCalledWith('BTC_USDT', '15', expect.any(Number), expect.any(Number));
    expect(stop).toHaveBeenCalled();
    expect(lw.charts.length).toBe(made);
    chart.unmount();
  });
});

describe('one widget per element: the latest mountWidget() call wins', () => {
  const hosts = (el: Element) => el.querySelectorAll('[data-site-chrome-root="widget"]').length;

  it('two calls at once (a StrictMode mount, cleanup, mount): one widget, the first call\'s handle shows nothing', async () => {
    const el = document.body.appendChild(document.createElement('div'));
    const [first, second] = await Promise.all([
      mountWidget('not-found', el, { stories: [{ title: 'Old', href: '/old' }] }),
      mountWidget('not-found', el, { stories: [{ title: 'New', href: '/new' }] }),
    ]);
    await settle();
    expect(hosts(el)).toBe(1);
    expect(textOf(el)).toContain('New');
    expect(await codeOf(first.update({}))).toEqual(['UNMOUNTED', expect.stringContaining('replaced')]);
    first.unmount();
    await settle();
    expect(hosts(el)).toBe(1);
    second.unmount();
    await settle();
    expect(hosts(el)).toBe(0);
  });

  it('a second call into a mounted element replaces the widget there; one with bad props leaves it', async () => {
    const el = document.body.appendChild(document.createElement('div'));
    const first = await mountWidget('not-found', el);
    expect(await codeOf(mountWidget('side-menu', el, { items: [] }))).toEqual(['INVALID_OPTION', expect.stringContaining('props.items')]);
    await settle();
    expect(textOf(el)).toContain('Page not found');
    const second = await mountWidget('side-menu', el, { items: [{ label: 'Only', href: '/o' }] });
    await settle();
    expect(hosts(el)).toBe(1);
    expect(linksOf(el)).toEqual(['OOnly']);
    expect(await codeOf(first.update({}))).toEqual(['UNMOUNTED', expect.any(String)]);
    second.unmount();
  });

  it('an element that shows no children is INVALID_TARGET', async () => {
    expect(await codeOf(mountWidget('not-found', document.createElement('img')))).toEqual(['INVALID_TARGET', expect.stringContaining('shows no children')]);
  });
});
