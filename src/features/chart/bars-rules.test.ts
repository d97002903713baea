import { describe, expect, it } from 'vitest';
import { applyTick, barAt, cleanBar, cleanBars, tickEffect, type Bar } from './bars-rules';

const bar = (time: number, close = 10, extra: Partial<Bar> = {}): Bar => ({ time, open: 10, high: Math.max(12, close), low: Math.min(9, close), close, volume: 5, ...extra });

describe('cleanBar', () => {
  it.each<[string, unknown, Bar | null]>([
    ['a good bar', bar(100), bar(100)],
    ['numeric strings', { time: '100', open: '10', high: '12', low: '9', close: '11', volume: '3.5' }, { time: 100, open: 10, high: 12, low: 9, close: 11, volume: 3.5 }],
    ['no volume: 0', { time: 100, open: 10, high: 12, low: 9, close: 11 }, { time: 100, open: 10, high: 12, low: 9, close: 11, volume: 0 }],
    ['null', null, null],
    ['an array', [100, 10, 12, 9, 11, 1], null],
    ['a fractional time', bar(100.5), null],
    ['time 0', bar(0), null],
    ['a time in milliseconds', bar(1_717_171_717_000), null],
    ['a missing close', { time: 100, open: 10, high: 12, low: 9 }, null],
    ['NaN', { ...bar(100), open: Number.NaN }, null],
    ['Infinity', { ...bar(100), high: Number.POSITIVE_INFINITY }, null],
    ['an empty string', { ...bar(100), close: '' }, null],
    ['high below the close', bar(100, 13, { high: 12 }), null],
    ['low above the open', bar(100, 11, { low: 10.5 }), null],
    ['a zero low', bar(100, 10, { low: 0 }), null],
    ['a negative volume', bar(100, 10, { volume: -1 }), null],
  ])('%s', (_, raw, expected) => {
    expect(cleanBar(raw)).toEqual(expected);
  });

  it('reads own fields only', () => {
    const inherited = Object.create({ time: 100, open: 10, high: 12, low: 9, close: 11 }) as object;
    expect(cleanBar(inherited)).toBeNull();
  });
});

describe('cleanBars', () => {
  it('drops bad bars, sorts by time and keeps the last of a repeated time', () => {
    const answer = [bar(300), { time: 'x' }, bar(100), bar(200, 11), null, bar(200, 12), bar(100)];
    expect(cleanBars(answer)).toEqual([bar(100), bar(200, 12), bar(300)]);
  });

  it.each([[undefined], [null], [{ bars: [] }], ['[]'], [42]])('an answer that is not a list (%j) is no bars', (raw) => {
    expect(cleanBars(raw)).toEqual([]);
  });
});

describe('ticks', () => {
  const bars = [bar(100), bar(200)];
  it.each<[string, Bar | null, 'update' | 'append' | 'ignore', readonly Bar[]]>([
    ['the last bar again updates it', bar(200, 11), 'update', [bar(100), bar(200, 11)]],
    ['a newer bar is appended', bar(300), 'append', [bar(100), bar(200), bar(300)]],
    ['an older bar is ignored', bar(100, 11), 'ignore', bars],
    ['a bad tick (null) is ignored', null, 'ignore', bars],
  ])('%s', (_, tick, effect, after) => {
    expect(tickEffect(bars, tick)).toBe(effect);
    expect(applyTick(bars, tick)).toEqual(after);
  });

  it('the first tick on no bars is appended', () => {
    expect(applyTick([], bar(100))).toEqual([bar(100)]);
  });
});

describe('barAt', () => {
  const bars = [bar(100), bar(200), bar(300), bar(400)];
  it.each<[number, Bar | null]>([[100, bar(100)], [300, bar(300)], [400, bar(400)], [250, null], [50, null], [500, null]])('%i', (time, expected) => {
    expect(barAt(bars, time)).toEqual(expected);
  });
  it('no bars, no bar', () => expect(barAt([], 100)).toBeNull());
});
