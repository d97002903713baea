import { describe, expect, it } from 'vitest';
import { baseCoin, pairLabel, toSymbol } from './symbol-rules';

describe('symbols', () => {
  it.each<[unknown, string | null]>([
    ['BTC_USDT', 'BTC_USDT'], ['eth_usdt', 'ETH_USDT'], [' SOL_USDC ', 'SOL_USDC'], ['1INCH_USDT', '1INCH_USDT'],
    ['BTCUSDT', null], ['BTC/USDT', null], ['BTC_', null], ['_USDT', null], ['BTC_USDT_X', null], ['../x_y', null], ['', null], [42, null], [null, null],
  ])('toSymbol(%j) = %j', (raw, expected) => {
    expect(toSymbol(raw)).toBe(expected);
  });

  it('reads BASE/QUOTE', () => {
    expect(pairLabel('BTC_USDT')).toBe('BTC/USDT');
  });
});

describe('baseCoin', () => {
  it.each<[string, string | null]>([['BTC_USDT', 'BTC'], ['1INCH_BTC', '1INCH'], ['not a pair', null], ['', null]])('%j → %j', (symbol, expected) => {
    expect(baseCoin(symbol)).toBe(expected);
  });
});
