import { describe, expect, it } from 'vitest';
import { barsOnScreen, orderBars, type BarId } from './bar-order';

describe('orderBars', () => {
  it.each([
    [[], []],
    [['announcement'], ['announcement']],
    [['kyc-tips', 'business-banner'], ['business-banner', 'kyc-tips']],
    [['announcement', 'ip-limit-tips', 'announcement'], ['ip-limit-tips', 'announcement']],
  ] as const)('%j → %j', (shown, expected) => {
    expect(orderBars(shown)).toEqual(expected);
  });
});

describe('barsOnScreen: a bar never appears above one on screen', () => {
  const all: BarId[] = ['business-banner', 'ip-limit-tips', 'announcement', 'kyc-tips'];
  it.each([
    // bars, views still loading, compliance answer known, how many on screen
    [all, [], true, 4],
    [all, ['business-banner'], true, 0],
    [all, ['announcement'], true, 2],
    [all, ['kyc-tips'], true, 3],
    [all, ['ip-limit-tips', 'kyc-tips'], true, 1],
    [['announcement', 'kyc-tips'], [], false, 0],
    [['announcement', 'kyc-tips'], [], true, 2],
    [[], [], true, 0],
    // A view loading for a bar no longer asked for holds nothing back.
    [['announcement'], ['business-banner'], true, 1],
  ] satisfies [BarId[], BarId[], boolean, number][])('%j, loading %j, compliance known %s → %i', (bars, loading, known, count) => {
    expect(barsOnScreen(bars, new Set(loading), known)).toBe(count);
  });
});
