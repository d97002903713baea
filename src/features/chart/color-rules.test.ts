import { describe, expect, it } from 'vitest';
import { priceDecimals, withAlpha } from './color-rules';

describe('withAlpha', () => {
  it.each<[string, number, string]>([
    ['#20b26c', 0.5, 'rgba(32, 178, 108, 0.5)'],
    ['#EF454A', 1, 'rgba(239, 69, 74, 1)'],
    ['#fff', 0.2, 'rgba(255, 255, 255, 0.2)'],
    ['#000000', 2, 'rgba(0, 0, 0, 1)'],
    ['red', 0.5, 'red'],
    ['#12345', 0.5, '#12345'],
  ])('%s at %d', (color, alpha, expected) => {
    expect(withAlpha(color, alpha)).toBe(expected);
  });
});

describe('priceDecimals', () => {
  it.each<[number, number]>([
    [61234.56, 2], [3000.5, 2], [100, 2], [12.5, 3], [1.2345, 4], [0.29314, 5], [0.0000175, 9], [1e-12, 10], [0, 2], [-5, 2], [Number.NaN, 2],
  ])('%d → %i', (price, decimals) => {
    expect(priceDecimals(price)).toBe(decimals);
  });
});
