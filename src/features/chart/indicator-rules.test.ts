import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bollinger, ema, macd, rsi, sma, studyLines, type Series } from './indicator-rules';

/** Values rounded for comparison (nulls kept). */
const round = (series: Series, digits = 6) => series.map((x) => (x === null ? null : Number(x.toFixed(digits))));

describe('sma', () => {
  it.each<[number[], number, Series]>([
    [[1, 2, 3, 4, 5], 3, [null, null, 2, 3, 4]],
    [[1, 2, 3, 4, 5], 1, [1, 2, 3, 4, 5]],
    [[1, 2, 3, 4, 5], 5, [null, null, null, null, 3]],
    [[1, 2], 3, [null, null]],
    [[], 3, []],
    [[10, 20, 30, 20], 2, [null, 15, 25, 25]],
  ])('sma(%j, %i)', (values, length, expected) => {
    expect(sma(values, length)).toEqual(expected);
  });
});

describe('ema', () => {
  it.each<[(number | null)[], number, Series]>([
    // Seeded with the simple average of the first `length` values, then weight 2 / (length + 1).
    [[1, 2, 3, 4, 5], 3, [null, null, 2, 3, 4]],
    [[2, 4, 6, 8, 12], 2, [null, 3, 5, 7, 31 / 3]],
    [[5, 5, 5, 5], 1, [5, 5, 5, 5]],
    [[1, 2], 3, [null, null]],
    // Leading nulls (an indicator not defined yet) are skipped.
    [[null, null, 1, 2, 3, 4, 5], 3, [null, null, null, null, 2, 3, 4]],
  ])('ema(%j, %i)', (values, length, expected) => {
    expect(round(ema(values, length))).toEqual(round(expected));
  });
});

describe('bollinger', () => {
  it('middle is the simple average, the bands mult population deviations from it', () => {
    const { upper, middle, lower } = bollinger([1, 2, 3, 4, 5], 3, 2);
    const d = 2 * Math.sqrt(2 / 3);
    expect(round(middle)).toEqual([null, null, 2, 3, 4]);
    expect(round(upper)).toEqual(round([null, null, 2 + d, 3 + d, 4 + d]));
    expect(round(lower)).toEqual(round([null, null, 2 - d, 3 - d, 4 - d]));
  });

  it('flat prices give bands on the average', () => {
    expect(bollinger([7, 7, 7], 2, 3)).toEqual({ upper: [null, 7, 7], middle: [null, 7, 7], lower: [null, 7, 7] });
  });

  it('a known value: 20 closes 1..20, length 20, mult 2', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    const { upper, middle } = bollinger(values, 20, 2);
    // mean 10.5, population variance (20² − 1) / 12 = 33.25
    expect(middle[19]).toBe(10.5);
    expect(upper[19]).toBeCloseTo(10.5 + 2 * Math.sqrt(33.25), 10);
  });

  it('the running sums agree with the two-pass deviation at any price level and length', () => {
    fc.assert(fc.property(
      fc.array(fc.double({ min: -50, max: 50, noNaN: true }), { minLength: 1, maxLength: 300 }),
      fc.constantFrom(0.00001, 1, 65_000, 3_000_000), fc.integer({ min: 1, max: 60 }),
      (moves, level, length) => {
        let price: number = level;
        const values = moves.map((m) => (price = Math.max(level / 10, price + (m * level) / 1000)));
        const { upper } = bollinger(values, length, 2);
        values.forEach((_, i) => {
          if (i < length - 1) return expect(upper[i]).toBeNull();
          const window = values.slice(i - length + 1, i + 1);
          const mean = window.reduce((a, b) => a + b, 0) / length;
          const deviation = Math.sqrt(window.reduce((a, b) => a + (b - mean) ** 2, 0) / length);
          expect(Math.abs(upper[i]! - (mean + 2 * deviation))).toBeLessThanOrEqual(level * 1e-6);
        });
      },
    ), { numRuns: 200 });
  });
});

describe('macd', () => {
  it('fast 2, slow 3, signal 2 on a short series (exact fractions worked by hand)', () => {
    const { macd: line, signal, histogram } = macd([10, 11, 13, 12, 15, 14], 2, 3, 2);
    expect(round(line)).toEqual(round([null, null, 5 / 6, 7 / 18, 37 / 54, 55 / 162]));
    expect(round(signal)).toEqual(round([null, null, null, 11 / 18, 107 / 162, 217 / 486]));
    expect(round(histogram)).toEqual(round([null, null, null, -2 / 9, 2 / 81, -26 / 243]));
  });

  it('a straight line has a constant MACD and no histogram', () => {
    const values = Array.from({ length: 60 }, (_, i) => 100 + i);
    const { macd: line, histogram } = macd(values, 12, 26, 9);
    // EMA(n) of a line lags it by (n − 1) / 2: 12 − 5.5 = 7 bars between 26 and 12.
    expect(line[59]).toBeCloseTo(7, 9);
    expect(histogram[59]).toBeCloseTo(0, 9);
    expect(line.slice(0, 25).every((x) => x === null)).toBe(true);
    expect(histogram.slice(0, 33).every((x) => x === null)).toBe(true);
    expect(histogram[33]).not.toBeNull();
  });
});

describe('rsi', () => {
  // Wilder's RSI(14) on the closes of StockCharts' worked example, with the averages unrounded
  // (as TA-Lib computes them; the article's spreadsheet rounds them and gets 70.53, 66.32, ...).
  const closes = [44.34, 44.09, 44.15, 43.61, 44.33, 44.83, 45.10, 45.42, 45.84, 46.08, 45.89, 46.03, 45.61, 46.28, 46.28,
    46.00, 46.03, 46.41, 46.22, 45.64];

  it('matches the known values of the worked example', () => {
    const out = rsi(closes, 14);
    expect(out.slice(0, 14).every((x) => x === null)).toBe(true);
    expect(round(out.slice(14), 2)).toEqual([70.46, 66.25, 66.48, 69.35, 66.29, 57.92]);
  });

  it.each<[number[], number, Series]>([
    [[1, 2, 3], 2, [null, null, 100]],
    [[3, 2, 1], 2, [null, null, 0]],
    [[5, 5, 5], 2, [null, null, 50]],
    [[1, 2, 1], 2, [null, null, 50]],
    [[1], 2, [null]],
    [[], 2, []],
  ])('rsi(%j, %i)', (values, length, expected) => {
    expect(rsi(values, length)).toEqual(expected);
  });
});

describe('studyLines', () => {
  const closes = [10, 11, 13, 12, 15, 14];
  it.each<[Parameters<typeof studyLines>[0], Series[]]>([
    [{ type: 'MA', inputs: [3] }, [sma(closes, 3)]],
    [{ type: 'EMA', inputs: [2] }, [ema(closes, 2)]],
    [{ type: 'BOLL', inputs: [3, 2] }, [bollinger(closes, 3, 2).upper, bollinger(closes, 3, 2).middle, bollinger(closes, 3, 2).lower]],
    [{ type: 'MACD', inputs: [2, 3, 2] }, [macd(closes, 2, 3, 2).macd, macd(closes, 2, 3, 2).signal, macd(closes, 2, 3, 2).histogram]],
    [{ type: 'RSI', inputs: [2] }, [rsi(closes, 2)]],
  ])('%j', (indicator, lines) => {
    expect(studyLines(indicator, closes)).toEqual(lines);
  });
});
