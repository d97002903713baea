import { afterEach, describe, expect, it, vi } from 'vitest';
import { DecodeError } from '../decode';
import { clearRequestCache, type ApiContext } from '../client';
import { json, mockFetch } from '../../test/fetch-mock';
import { decodeFutures, decodePilot, decodePreList, decodeSpots, decodeTabs, getFutures, getPilot, getSpots } from './markets';

/**
 * The one broken-row rule (features/markets/cache-rules.ts, docs/reliability.md) in every market decoder:
 * a row that does not decode is left out and counted in the log; more than half broken fails the
 * answer, so the store keeps its cache.
 */
const spot = (pair: string) => [pair, pair, '1', '2', '3', 0, 0, [], '2', 0, 0, 0, ''];
const contract = (name: string) => ({ name, opening_time: 0 });

describe('market decoders: broken rows', () => {
  it.each([
    ['spots', () => decodeSpots({ code: 200, data: [spot('BTC_USDT'), ['bad pair'], spot('ETH_USDT')] }), 2],
    ['contracts', () => decodeFutures({ code: 200, data: [{ settle: 'btc', list: [contract('BTC_USD'), { name: {} }, contract('ETH_USD')] }] }).btc, 2],
    ['pilot tokens', () => decodePilot({ code: 200, data: [{ name: 'PEPE' }, { name: null }, { name: 'WIF' }] }), 2],
    ['pre-market items', () => decodePreList({ code: 0, data: { list: [{ currency: 'A' }, 5, { currency: 'B' }] } }), 2],
    ['settle groups', () => Object.keys(decodeFutures({ code: 200, data: [{ settle: 'btc', list: [contract('BTC_USD')] }, { list: [] }, { settle: 'usdt', list: [contract('BTC_USDT')] }] })), 2],
    ['trade tabs', () => decodeTabs({ code: 200, data: [{ key: 'spot' }, { key: {} }, { key: 'futures' }] }), 2],
    ['child tabs', () => decodeTabs({ code: 200, data: [{ key: 'spot', children: [{ key: 'usdt' }, { name: 'no key' }, { key: 'btc' }] }] })[0]!.children, 2],
  ] as const)('%s: one broken row is left out, the rest kept, the drop logged', (what, run, kept) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(run()).toHaveLength(kept);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 broken rows left out'));
  });

  it.each([
    ['spots', () => decodeSpots({ code: 200, data: [spot('BTC_USDT'), ['x'], ['y']] })],
    ['contracts', () => decodeFutures({ code: 200, data: [{ settle: 'btc', list: [contract('BTC_USD'), 1, 2] }] })],
    ['pilot tokens', () => decodePilot({ code: 200, data: [{ name: 'PEPE' }, [], []] })],
    ['pre-market items', () => decodePreList({ code: 0, data: { list: [{ currency: 'A' }, null, null] } })],
    ['settle groups', () => decodeFutures({ code: 200, data: [{ settle: 'btc', list: [contract('BTC_USD')] }, { settle: [] }, null] })],
    ['trade tabs', () => decodeTabs({ code: 200, data: [{ key: 'spot' }, [], {}] })],
  ] as const)('%s: more than half broken fails the whole answer', (_what, run) => {
    expect(run).toThrow(DecodeError);
  });

  it('half broken is still a list (the limit is "more than half")', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(decodeSpots({ code: 200, data: [spot('BTC_USDT'), ['x']] })).toHaveLength(1);
  });
});

describe('market calls: the reference time is the `timezone` (site-chrome.md §3, §7)', () => {
  const ctx: ApiContext = { apiBase: '', lang: 'en', siteId: 0 };
  afterEach(() => {
    vi.unstubAllGlobals();
    clearRequestCache();
  });

  it.each([
    ['spots', (t: '24h' | 'utc0' | 'utc8') => getSpots(ctx, t), '/apiw/v2/market/spots', 'ALL'],
    ['futures', (t: '24h' | 'utc0' | 'utc8') => getFutures(ctx, t), '/apiw/v2/market/futures', 'CONTRACT_ALL'],
    ['pilot', (t: '24h' | 'utc0' | 'utc8') => getPilot(ctx, t), '/apiw/v2/pilot/markets', 'PILOT_ALL'],
  ] as const)('%s sends the setting (utc8, utc0, 24h), not an IANA zone', async (_name, call, path, exchangeType) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = mockFetch(() => json({ code: 200, data: [] }));
    for (const t of ['utc8', 'utc0', '24h'] as const) await call(t);
    const queries = calls.map((c) => new URL(c.url, 'http://x'));
    expect(queries.map((u) => u.pathname)).toEqual([path, path, path]);
    expect(queries.map((u) => u.searchParams.get('timezone'))).toEqual(['utc8', 'utc0', '24h']);
    expect(queries.map((u) => u.searchParams.get('exchange_type'))).toEqual([exchangeType, exchangeType, exchangeType]);
  });
});
