import { describe, expect, it } from 'vitest';
import { addBlock, colourTurns, INDICATOR_INPUTS, indicatorName, MAX_INDICATORS, parseInput, toIndicator, type Indicator } from './input-rules';

const length = INDICATOR_INPUTS.MA[0]!;
const signal = INDICATOR_INPUTS.MACD[2]!;

describe('inputs: whole numbers from 1 to 2000, the MACD signal 1 to 50', () => {
  it.each<[unknown, number | null]>([
    ['1', 1], ['2000', 2000], [' 20 ', 20], ['007', 7], [20, 20],
    ['0', null], ['2001', null], ['-5', null], ['1.5', null], ['1e3', null], ['', null], ['  ', null], ['abc', null],
    ['20px', null], ['٢٠', null], [1.5, null], [Number.NaN, null], [null, null], [undefined, null], ['99999999999999999999', null],
  ])('length %j → %j', (raw, expected) => {
    expect(parseInput(raw, length)).toBe(expected);
  });

  it.each<[unknown, number | null]>([['1', 1], ['50', 50], ['51', null], ['0', null], ['9', 9]])('signal %j → %j', (raw, expected) => {
    expect(parseInput(raw, signal)).toBe(expected);
  });

  it('every input starts valid', () => {
    for (const specs of Object.values(INDICATOR_INPUTS)) for (const spec of specs) expect(parseInput(spec.initial, spec)).toBe(spec.initial);
  });
});

describe('indicators', () => {
  it.each<[Parameters<typeof toIndicator>, Indicator | null]>([
    [['MA', ['20']], { type: 'MA', inputs: [20] }],
    [['BOLL', ['20', '2']], { type: 'BOLL', inputs: [20, 2] }],
    [['MACD', ['12', '26', '9']], { type: 'MACD', inputs: [12, 26, 9] }],
    [['MACD', ['12', '26', '60']], null],
    [['RSI', ['']], null],
    [['BOLL', ['20']], null],
  ])('toIndicator(%j)', (args, expected) => {
    expect(toIndicator(...args)).toEqual(expected);
  });

  it('names them by type and inputs', () => {
    expect(indicatorName({ type: 'MACD', inputs: [12, 26, 9] })).toBe('MACD(12, 26, 9)');
    expect(indicatorName({ type: 'RSI', inputs: [14] })).toBe('RSI(14)');
  });

  it('blocks a bad, a repeated or one indicator too many', () => {
    const ma20: Indicator = { type: 'MA', inputs: [20] };
    expect(addBlock([], ma20)).toBeNull();
    expect(addBlock([], null)).toBe('invalid');
    expect(addBlock([ma20], { type: 'MA', inputs: [20] })).toBe('duplicate');
    expect(addBlock([ma20], { type: 'EMA', inputs: [20] })).toBeNull();
    const full = Array.from({ length: MAX_INDICATORS }, (_, i): Indicator => ({ type: 'MA', inputs: [i + 1] }));
    expect(addBlock(full, { type: 'RSI', inputs: [14] })).toBe('full');
  });
});

describe('colourTurns', () => {
  it('gives each indicator its first palette turn: MACD takes two', () => {
    expect(colourTurns([{ type: 'MA', inputs: [5] }, { type: 'MACD', inputs: [12, 26, 9] }, { type: 'BOLL', inputs: [20, 2] }, { type: 'RSI', inputs: [14] }]))
      .toEqual([0, 1, 3, 4]);
    expect(colourTurns([])).toEqual([]);
  });
});
