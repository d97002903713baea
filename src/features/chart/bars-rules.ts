/**
 * The bars a datafeed answers, made safe to draw: a chart library throws on unsorted or repeated
 * times and draws nonsense from a high below the low, so every answer passes here first.
 */

/** One candle: `time` is its start in whole seconds since the epoch (UTC); prices and volume in their own units. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The largest time a bar may have (year 2286): beyond it the value is milliseconds sent as seconds, or garbage. */
const MAX_TIME_S = 9_999_999_999;

function field(raw: object, key: keyof Bar): number | null {
  const value: unknown = Object.hasOwn(raw, key) ? (raw as Record<string, unknown>)[key] : undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/**
 * One bar, or null for a bad one: a positive whole-second time, finite prices above zero with the
 * high and low around the open and close, a volume of zero or more. Numeric strings (`"61234.5"`,
 * what exchanges send) count as their numbers; a missing volume counts as 0.
 */
export function cleanBar(raw: unknown): Bar | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const time = field(raw, 'time');
  const open = field(raw, 'open');
  const high = field(raw, 'high');
  const low = field(raw, 'low');
  const close = field(raw, 'close');
  const volume = Object.hasOwn(raw, 'volume') ? field(raw, 'volume') : 0;
  if (time === null || !Number.isInteger(time) || time <= 0 || time > MAX_TIME_S) return null;
  if (open === null || high === null || low === null || close === null || volume === null) return null;
  if (low <= 0 || volume < 0) return null;
  if (high < Math.max(open, close, low) || low > Math.min(open, close)) return null;
  return { time, open, high, low, close, volume };
}

/** A datafeed's answer as bars to draw: bad bars dropped, sorted by time, one bar per time (the last one given wins). */
export function cleanBars(raw: unknown): Bar[] {
  if (!Array.isArray(raw)) return [];
  const byTime = new Map<number, Bar>();
  for (const item of raw as unknown[]) {
    const bar = cleanBar(item);
    if (bar) byTime.set(bar.time, bar);
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** What a live tick does to the bars: replaces the last one, appends a new one, or nothing (older than the last, or bad). */
export type TickEffect = 'update' | 'append' | 'ignore';

export function tickEffect(bars: readonly Bar[], tick: Bar | null): TickEffect {
  if (!tick) return 'ignore';
  const last = bars[bars.length - 1];
  if (!last || tick.time > last.time) return 'append';
  return tick.time === last.time ? 'update' : 'ignore';
}

/** The bars after a tick (a new array; the same array when the tick is ignored). */
export function applyTick(bars: readonly Bar[], tick: Bar | null): readonly Bar[] {
  const effect = tickEffect(bars, tick);
  if (effect === 'ignore' || !tick) return bars;
  return effect === 'append' ? [...bars, tick] : [...bars.slice(0, -1), tick];
}

/** The bar that starts at `time` (bars sorted by time), or null. */
export function barAt(bars: readonly Bar[], time: number): Bar | null {
  let lo = 0;
  let hi = bars.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = bars[mid]!;
    if (at.time === time) return at;
    if (at.time < time) lo = mid + 1;
    else hi = mid - 1;
  }
  return null;
}
