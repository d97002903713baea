import { describe, expect, it } from 'vitest';
import { coinIconFor, pairLabel, toSymbol } from './symbol-rules';

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

describe('coinIconFor', () => {
  const whitelist = { btc: 1717171717, eth: 3 };
  const DEFAULT = 'https://cdn.example/images/coin-default.svg';
  it.each<[string, string, string]>([
    ['BTC_USDT', 'https://www.example.com', 'https://www.example.com/images/coin_icon/64/btc.png?v=1717171717'],
    ['ETH_BTC', 'http://127.0.0.1:5183/proxy', 'http://127.0.0.1:5183/proxy/images/coin_icon/64/eth.png?v=3'],
    ['DOGE_USDT', 'https://www.example.com', DEFAULT],
    ['BTC_USDT', '', DEFAULT],
    ['BTC_USDT', 'javascript:alert(1)', DEFAULT],
    ['BTC_USDT', 'https://example.com?x=', DEFAULT],
    ['BTC_USDT', '//evil.example', DEFAULT],
    ['not a pair', 'https://www.example.com', DEFAULT],
  ])('%s under %j', (symbol, apiBase, expected) => {
    expect(coinIconFor(symbol, apiBase, whitelist, DEFAULT)).toBe(expected);
  });

  it('an inherited whitelist entry does not count', () => {
    expect(coinIconFor('BTC_USDT', 'https://x.example', Object.create({ btc: 1 }) as Record<string, number>, DEFAULT)).toBe(DEFAULT);
  });
});
