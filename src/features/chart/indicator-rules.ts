import type { Indicator } from './input-rules';

/**
 * The indicators' arithmetic, as pure functions of the closes. Each returns one value per input
 * value, `null` where the indicator is not defined yet (fewer values than its length), so the
 * results line up with the bars they belong to.
 */
export type Series = (number | null)[];

/** Simple moving average: the mean of the last `length` values. */
export function sma(values: readonly number[], length: number): Series {
  const out: Series = [];
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i]!;
    if (i >= length) sum -= values[i - length]!;
    out.push(i >= length - 1 ? sum / length : null);
  }
  return out;
}

/**
 * Exponential moving average with weight 2 / (length + 1), started from the simple average of the
 * first `length` values (as trading platforms do: the first value alone would give it a long tail).
 * Leading nulls in `values` are skipped, so an EMA of an indicator (MACD's signal) starts where it does.
 */
export function ema(values: readonly (number | null)[], length: number): Series {
  const out: Series = [];
  const k = 2 / (length + 1);
  let seen = 0;
  let sum = 0;
  let prev: number | null = null;
  for (const value of values) {
    if (value === null) {
      out.push(prev === null ? null : prev);
      continue;
    }
    if (prev === null) {
      seen++;
      sum += value;
      if (seen === length) prev = sum / length;
      out.push(prev);
      continue;
    }
    prev = value * k + prev * (1 - k);
    out.push(prev);
  }
  return out;
}

export interface Bands { upper: Series; middle: Series; lower: Series }

/**
 * Bollinger bands: the simple average of `length` values, plus and minus `mult` population standard
 * deviations. The deviation comes from running sums of the values and their squares, so a live tick
 * recomputing 5,000 bars of BOLL(2000) costs 5,000 steps, not ten million. The values are taken
 * relative to the first one (a shift leaves the deviation as it is) so the squares stay small and
 * the difference of the two sums keeps its precision at any price level.
 */
export function bollinger(values: readonly number[], length: number, mult: number): Bands {
  const upper: Series = [];
  const middle: Series = [];
  const lower: Series = [];
  const origin = values[0] ?? 0;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < values.length; i++) {
    const x = values[i]! - origin;
    sum += x;
    squares += x * x;
    if (i >= length) {
      const out = values[i - length]! - origin;
      sum -= out;
      squares -= out * out;
    }
    if (i < length - 1) {
      upper.push(null);
      middle.push(null);
      lower.push(null);
      continue;
    }
    const mean = sum / length;
    // Rounding can leave a hair below zero where every value is the same.
    const deviation = Math.sqrt(Math.max(0, squares / length - mean * mean));
    middle.push(origin + mean);
    upper.push(origin + mean + mult * deviation);
    lower.push(origin + mean - mult * deviation);
  }
  return { upper, middle, lower };
}

export interface Macd { macd: Series; signal: Series; histogram: Series }

/** MACD: the fast EMA minus the slow EMA, its EMA over `signalLength` (the signal), and their difference (the histogram). */
export function macd(values: readonly number[], fast: number, slow: number, signalLength: number): Macd {
  const fastLine = ema(values, fast);
  const slowLine = ema(values, slow);
  const line: Series = values.map((_, i) => {
    const f = fastLine[i];
    const s = slowLine[i];
    return f === null || f === undefined || s === null || s === undefined ? null : f - s;
  });
  const signal = ema(line, signalLength);
  const histogram: Series = line.map((m, i) => {
    const s = signal[i];
    return m === null || s === null || s === undefined ? null : m - s;
  });
  return { macd: line, signal, histogram };
}

/**
 * Relative strength index with Wilder's smoothing: the first averages of gains and losses are the
 * plain means of the first `length` changes, later ones (previous × (length − 1) + change) / length.
 * 100 when nothing fell, 0 when nothing rose (50 when nothing moved at all).
 */
export function rsi(values: readonly number[], length: number): Series {
  const out: Series = values.length ? [null] : [];
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < values.length; i++) {
    const change = values[i]! - values[i - 1]!;
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (i <= length) {
      gain += up / length;
      loss += down / length;
      if (i < length) {
        out.push(null);
        continue;
      }
    } else {
      gain = (gain * (length - 1) + up) / length;
      loss = (loss * (length - 1) + down) / length;
    }
    out.push(loss === 0 ? (gain === 0 ? 50 : 100) : 100 - 100 / (1 + gain / loss));
  }
  return out;
}

/**
 * The lines an indicator draws from the closes, in the order its series are made: one for MA and
 * EMA, upper, middle and lower for BOLL, MACD line, signal and histogram for MACD, one for RSI.
 */
export function studyLines(indicator: Indicator, closes: readonly number[]): Series[] {
  const [a = 1, b = 1, c = 1] = indicator.inputs;
  switch (indicator.type) {
    case 'MA': return [sma(closes, a)];
    case 'EMA': return [ema(closes, a)];
    case 'BOLL': {
      const bands = bollinger(closes, a, b);
      return [bands.upper, bands.middle, bands.lower];
    }
    case 'MACD': {
      const m = macd(closes, a, b, c);
      return [m.macd, m.signal, m.histogram];
    }
    case 'RSI': return [rsi(closes, a)];
  }
}
