import { describe, expect, it } from 'vitest';
import { orderBars } from './bar-order';

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
