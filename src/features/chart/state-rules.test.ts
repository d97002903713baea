import { describe, expect, it } from 'vitest';
import { decodeState, defaultState, encodeState, MAX_INDICATORS_STORED, type ChartState } from './state-rules';

const saved: ChartState = { resolution: '15', indicators: [{ type: 'MA', inputs: [20] }, { type: 'MACD', inputs: [12, 26, 9] }] };

describe('stored chart state', () => {
  it('round-trips through JSON', () => {
    expect(decodeState(JSON.parse(JSON.stringify(encodeState(saved))), '60')).toEqual(saved);
  });

  it.each<[string, unknown]>([
    ['nothing stored', undefined],
    ['null', null],
    ['a string', 'garbage'],
    ['a list', [1, 2]],
    ['another version', { v: 2, resolution: '15', indicators: [] }],
    ['no version', { resolution: '15', indicators: [] }],
  ])('%s: the defaults', (_, raw) => {
    expect(decodeState(raw, '60')).toEqual(defaultState('60'));
  });

  it.each<[string, unknown, ChartState]>([
    ['a bad resolution: the fallback', { v: 1, resolution: '7', indicators: [] }, { resolution: '240', indicators: [] }],
    ['indicators not a list: none', { v: 1, resolution: '15', indicators: { type: 'MA' } }, { resolution: '15', indicators: [] }],
    ['a bad indicator is left out, the good ones stay', { v: 1, resolution: '1D', indicators: [
      { type: 'MA', inputs: [0] }, { type: 'XYZ', inputs: [1] }, null, 'MA', { type: 'MA' }, { type: 'RSI', inputs: ['14'] },
      { type: 'MACD', inputs: [12, 26, 51] }, { type: 'MA', inputs: [20, 30] }, { type: 'EMA', inputs: [1.5] }, { type: 'EMA', inputs: [9] },
    ] }, { resolution: '1D', indicators: [{ type: 'RSI', inputs: [14] }, { type: 'EMA', inputs: [9] }] }],
    ['a repeat is left out', { v: 1, resolution: '5', indicators: [{ type: 'MA', inputs: [5] }, { type: 'MA', inputs: [5] }] },
      { resolution: '5', indicators: [{ type: 'MA', inputs: [5] }] }],
  ])('%s', (_, raw, expected) => {
    expect(decodeState(raw, '240')).toEqual(expected);
  });

  it('keeps at most MAX_INDICATORS_STORED', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ type: 'MA', inputs: [i + 1] }));
    expect(decodeState({ v: 1, resolution: '60', indicators: many }, '60').indicators).toHaveLength(MAX_INDICATORS_STORED);
  });

  it('reads own fields only (a polluted prototype adds nothing)', () => {
    const raw = Object.create({ v: 1, resolution: '15', indicators: [{ type: 'MA', inputs: [3] }] }) as object;
    expect(decodeState(raw, '60')).toEqual(defaultState('60'));
  });
});
