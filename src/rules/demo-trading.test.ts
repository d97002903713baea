import { describe, expect, it } from 'vitest';
import { isDemoTradingPath } from './demo-trading';
import { LIVE_TRADING_DEFAULT, liveTradingRoute } from './live-trading';

describe('demo trading: the pages under /testnet/ (site-chrome.md §2, compliance §2 testnet routes)', () => {
  it.each<[string, boolean]>([
    ['/testnet/futures/USDT/BTC_USDT', true],
    ['/testnet/options/BTC_USDT', true],
    ['/testnet', true],
    ['/testnet/', true],
    ['/futures/USDT/BTC_USDT', false],
    ['/', false],
    ['/testnetwork', false],
    ['/trade/testnet', false],
    ['/TESTNET/futures', false],
  ])('%s → %s', (path, demo) => {
    expect(isDemoTradingPath(path)).toBe(demo);
  });
});

describe('the live-trading link: the same market live, else the default futures market', () => {
  it.each<[string, string]>([
    ['/testnet/futures/USDT/BTC_USDT', '/futures/USDT/BTC_USDT'],
    ['/testnet/futures/BTC/BTC_USD', '/futures/BTC/BTC_USD'],
    ['/testnet/options/BTC_USDT', '/options/BTC_USDT'],
    ['/testnet', LIVE_TRADING_DEFAULT],
    ['/testnet/', LIVE_TRADING_DEFAULT],
    ['/testnet/futures', LIVE_TRADING_DEFAULT],
    ['/testnet/copytrading', LIVE_TRADING_DEFAULT],
    // Never a path that could be read as another origin.
    ['/testnet/futures//evil.example', LIVE_TRADING_DEFAULT],
    ['/testnet/futures/\\evil.example', LIVE_TRADING_DEFAULT],
    ['/futures/USDT/BTC_USDT', LIVE_TRADING_DEFAULT],
  ])('%s → %s', (path, live) => {
    expect(liveTradingRoute(path)).toBe(live);
  });
});
