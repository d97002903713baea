import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The IndexedDB classes (idb checks `instanceof IDBRequest`), then a fresh database per test.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { json, mockFetch } from '../../test/fetch-mock';
import { setTestPage } from '../../test/page-setup';
import { clearRequestCache } from '../../api/client';
import { idbGet, idbSet, resetIdbForTests } from '../../platform/idb';
import { writeLocal } from '../../platform/storage';
import { CONTRACT_REFRESH_MS } from './limits-rules';
import { CACHE_WAIT_MS, MARKET_CACHE_KEYS, marketList, mergePreLists, resetMarketsForTests, retryMarkets, wantMarkets } from './markets';
import { endPageWork } from '../../stores/page-life';
import { $refTime, REF_TIME_STORAGE_KEY } from '../../stores/ref-time';
import type { RefTime } from '../../config/time';

const spot = (pair: string, name = pair) => [pair, name, '1.5', '10', '100', 0, 0, [], '9.8', 0, 0, 0, ''];
const SPOTS = { code: 200, data: [spot('BTC_USDT', 'Bitcoin'), spot('ETH_USDT', 'Ethereum')] };
const contract = (name: string) => ({ name, coin_name: name.split('_')[0], categories: [], is_tag_st: 0, icon: '', opening_time: 0 });
const FUTURES = { code: 200, data: [{ settle: 'usdt', list: [contract('BTC_USDT')] }, { settle: 'btc', list: [contract('BTC_USD')] }] };
const pre = (currency: string) => ({ currency, market: `${currency}_USDT`, full_name: currency, tags: [] });

/** A record as the store writes it: `{ value: { lang, refTime, data }, timestamp }` (platform/idb). */
const seed = (kind: keyof typeof MARKET_CACHE_KEYS, data: unknown, lang = 'en', refTime = '24h') =>
  idbSet(MARKET_CACHE_KEYS[kind], { lang, refTime, data });
const cachedSpot = (pair: string) => ({
  pair, name: pair, change: 1, rate: 1, volume: 1, multiple: 0, credit: false, categories: [], prevRate: 1, openingTime: 0,
  crossMultiple: 0, isSt: false, icon: '', currA: pair.split('_')[0], currB: pair.split('_')[1], trend: 'up',
});
const cachedContract = (name: string, settle: string) => ({ settle, name, coinName: name.split('_')[0], categories: [], isSt: false, icon: '', openingTime: 0 });

const path = (url: string) => new URL(url, 'http://x').pathname;
/** The visitor's setting where it lives (the atom re-reads storage whenever it mounts), and in the atom. */
const chooseRefTime = (time: RefTime) => {
  writeLocal(REF_TIME_STORAGE_KEY, time);
  $refTime.set(time);
};
const spots = () => marketList('spots').get();

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetIdbForTests();
  clearRequestCache();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetMarketsForTests();
  chooseRefTime('24h');
});

describe('the markets store: first interest, stale-while-revalidate', () => {
  it('loads nothing until asked, then shows the answer and writes it back with its language', async () => {
    setTestPage();
    const calls = mockFetch(() => json(SPOTS));
    expect(spots().status).toBe('idle');
    expect(calls).toHaveLength(0);
    wantMarkets('spots');
    wantMarkets('spots');
    expect(spots().status).toBe('loading');
    await vi.waitFor(() => expect(spots()).toMatchObject({ status: 'ready', source: 'server' }));
    expect(spots().value?.map((r) => r.pair)).toEqual(['BTC_USDT', 'ETH_USDT']);
    expect(calls.map((c) => path(c.url))).toEqual(['/apiw/v2/market/spots']);
    await vi.waitFor(async () => expect((await idbGet('market_spots'))?.value).toMatchObject({ lang: 'en', data: [{ pair: 'BTC_USDT' }, { pair: 'ETH_USDT' }] }));
  });

  it('shows a valid cache at once, and keeps it when the call hangs until its time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    setTestPage();
    await seed('spots', [cachedSpot('SOL_USDT')]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(() => 'hang');
    wantMarkets('spots');
    await vi.waitFor(() => expect(spots()).toMatchObject({ status: 'ready', source: 'cache', value: [{ pair: 'SOL_USDT' }] }));
    // The 4 s call time-out passes: the cached rows stay and nothing is written over them.
    await vi.advanceTimersByTimeAsync(4200);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/market\/spots fell back .*timed out/), expect.any(Error));
    expect(spots()).toMatchObject({ status: 'ready', source: 'cache', value: [{ pair: 'SOL_USDT' }] });
    expect((await idbGet('market_spots'))?.value).toMatchObject({ data: [{ pair: 'SOL_USDT' }] });
    warn.mockRestore();
  });

  it('replaces the cache with a valid answer, and keeps it when the answer is not valid', async () => {
    setTestPage();
    await seed('spots', [cachedSpot('SOL_USDT')]);
    mockFetch(() => json(SPOTS));
    wantMarkets('spots');
    await vi.waitFor(() => expect(spots()).toMatchObject({ source: 'server', value: [{ pair: 'BTC_USDT' }, { pair: 'ETH_USDT' }] }));

    resetMarketsForTests();
    clearRequestCache();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(() => json({ code: 200, data: 'garbage' }));
    wantMarkets('spots');
    await vi.waitFor(() => expect(spots()).toMatchObject({ status: 'ready', source: 'cache', value: [{ pair: 'BTC_USDT' }, { pair: 'ETH_USDT' }] }));
    await new Promise((r) => setTimeout(r, 50));
    expect(spots().source).toBe('cache');
    warn.mockRestore();
  });

  it('a language-sensitive cache of another language is not shown; a language-free one is', async () => {
    setTestPage({ lang: 'zh' });
    await seed('spots', [cachedSpot('SOL_USDT')], 'en');
    await seed('contracts', { usdt: [cachedContract('BTC_USDT', 'usdt')], btc: [cachedContract('BTC_USD', 'btc')] }, 'en');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(() => json({}, 500));
    wantMarkets('spots');
    wantMarkets('contracts');
    await vi.waitFor(() => expect(marketList('contracts').get()).toMatchObject({ status: 'ready', source: 'cache' }));
    await vi.waitFor(() => expect(spots()).toMatchObject({ status: 'failed', value: null }));
    warn.mockRestore();
  });

  it('a new language reloads the language-sensitive list only', async () => {
    setTestPage();
    const calls = mockFetch((url) => json(path(url).includes('spots') ? SPOTS : FUTURES));
    wantMarkets('spots');
    wantMarkets('contracts');
    await vi.waitFor(() => expect(spots().status).toBe('ready'));
    await vi.waitFor(() => expect(marketList('contracts').get().status).toBe('ready'));
    setTestPage({ lang: 'ja' });
    wantMarkets('spots');
    wantMarkets('contracts');
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.map((c) => [path(c.url), new Headers(c.init.headers).get('X-App-Lang')])).toEqual([
      ['/apiw/v2/market/spots', 'en'], ['/apiw/v2/market/futures', 'en'], ['/apiw/v2/market/spots', 'ja'],
    ]);
  });

  it('the reference time: sent as `timezone`, keys the spot list and its cache; a new one reloads the spots only', async () => {
    setTestPage();
    chooseRefTime('utc8');
    await seed('spots', [cachedSpot('SOL_USDT')], 'en', '24h');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let up = false;
    const calls = mockFetch((url) => (!up ? json({}, 500) : json(path(url).includes('spots') ? SPOTS : FUTURES)));
    wantMarkets('spots');
    // The 24h cache would show 24h changes under a utc8 setting: not shown, the list failed.
    await vi.waitFor(() => expect(spots()).toMatchObject({ status: 'failed', value: null }));
    up = true;
    retryMarkets('spots');
    wantMarkets('contracts');
    await vi.waitFor(() => expect(spots()).toMatchObject({ status: 'ready', source: 'server' }));
    await vi.waitFor(() => expect(marketList('contracts').get().status).toBe('ready'));
    await vi.waitFor(async () => expect((await idbGet('market_spots'))?.value).toMatchObject({ lang: 'en', refTime: 'utc8' }));
    chooseRefTime('utc0');
    wantMarkets('spots');
    wantMarkets('contracts');
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls.map((c) => [path(c.url), new URL(c.url, 'http://x').searchParams.get('timezone')])).toEqual([
      ['/apiw/v2/market/spots', 'utc8'], ['/apiw/v2/market/spots', 'utc8'], ['/apiw/v2/market/futures', 'utc8'], ['/apiw/v2/market/spots', 'utc0'],
    ]);
    warn.mockRestore();
  });

  it('a failing call with nothing cached ends in `failed`, and Retry asks the server again', async () => {
    setTestPage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let up = false;
    const calls = mockFetch(() => (up ? json(SPOTS) : json({}, 500)));
    wantMarkets('spots');
    await vi.waitFor(() => expect(spots()).toMatchObject({ status: 'failed', value: null }));
    // Asking again is not a retry: the page shares the failed answer.
    wantMarkets('spots');
    up = true;
    retryMarkets('spots');
    await vi.waitFor(() => expect(spots()).toMatchObject({ status: 'ready', source: 'server' }));
    expect(calls).toHaveLength(2);
    warn.mockRestore();
  });

  it('a hung IndexedDB neither holds the answer nor keeps a failed list loading for ever', async () => {
    setTestPage();
    vi.stubGlobal('indexedDB', { open: () => ({}) }); // a request that never succeeds nor fails
    resetIdbForTests();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(() => json(SPOTS));
    wantMarkets('spots');
    await vi.waitFor(() => expect(spots().status).toBe('ready'), { timeout: CACHE_WAIT_MS / 2 });

    resetMarketsForTests();
    clearRequestCache();
    mockFetch(() => json({}, 500));
    wantMarkets('spots');
    await vi.waitFor(() => expect(spots().status).toBe('failed'), { timeout: CACHE_WAIT_MS + 1000 });
    warn.mockRestore();
  });

  it('drops broken rows and keeps the rest; mostly broken answers count as failed', async () => {
    setTestPage();
    await seed('spots', [cachedSpot('SOL_USDT')]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The decoder drops rows it cannot read; the store's check drops what the decoder let through.
    mockFetch(() => json({ code: 200, data: [spot('BTC_USDT'), ['bad pair'], spot('ETH_USDT')] }));
    wantMarkets('spots');
    await vi.waitFor(() => expect(spots()).toMatchObject({ source: 'server', value: [{ pair: 'BTC_USDT' }, { pair: 'ETH_USDT' }] }));
    resetMarketsForTests();
    clearRequestCache();
    mockFetch(() => json({ code: 200, data: [spot('BTC_USDT'), ['x'], ['y'], ['z']] }));
    await seed('spots', [cachedSpot('SOL_USDT')]);
    wantMarkets('spots');
    await vi.waitFor(() => expect(spots()).toMatchObject({ source: 'cache', value: [{ pair: 'SOL_USDT' }] }));
    warn.mockRestore();
  });
});

describe('pre-market and pre-mint: one cache for two calls', () => {
  it.each([
    ['both answered', { preMarket: [pre('A')], preMint: [pre('B')] }, null, ['A'], ['B'], true],
    ['pre-mint failed: its half from the cache, nothing written', { preMarket: [pre('A')], preMint: null }, { preMarket: [], preMint: [pre('C')] }, ['A'], ['C'], false],
    ['pre-mint failed, no cache: empty half', { preMarket: [pre('A')], preMint: null }, null, ['A'], [], false],
  ] as const)('%s', (_name, answer, cached, market, mint, complete) => {
    const merged = mergePreLists(answer as never, cached as never);
    expect(merged.value?.preMarket.map((p) => p.currency)).toEqual(market);
    expect(merged.value?.preMint.map((p) => p.currency)).toEqual(mint);
    expect(merged.complete).toBe(complete);
  });

  it('both failed: no value', () => {
    expect(mergePreLists({ preMarket: null, preMint: null }, null)).toEqual({ value: null, complete: false });
  });

  it('the store asks both calls and shows both lists', async () => {
    setTestPage();
    const calls = mockFetch((url) => json({ code: 0, data: { list: [pre(path(url).includes('pre-mint') ? 'MINT' : 'PRE')] } }));
    wantMarkets('preMarket');
    await vi.waitFor(() => expect(marketList('preMarket').get().status).toBe('ready'));
    expect(marketList('preMarket').get().value).toMatchObject({ preMarket: [{ currency: 'PRE' }], preMint: [{ currency: 'MINT' }] });
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('limit'))).toEqual(['100', '100']);
  });
});

describe('the contract list refresh', () => {
  it('asks again every 10 minutes from the first interest, and stops when the last instance unmounts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    setTestPage();
    const calls = mockFetch(() => json(FUTURES));
    const futures = () => calls.filter((c) => path(c.url) === '/apiw/v2/market/futures').length;
    wantMarkets('contracts');
    await vi.waitFor(() => expect(marketList('contracts').get().status).toBe('ready'));
    expect(futures()).toBe(1);
    await vi.advanceTimersByTimeAsync(CONTRACT_REFRESH_MS - 1000);
    expect(futures()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(futures()).toBe(2);
    // Interest in the panel again does not start a second schedule.
    wantMarkets('contracts');
    await vi.advanceTimersByTimeAsync(CONTRACT_REFRESH_MS);
    expect(futures()).toBe(3);
    endPageWork();
    await vi.advanceTimersByTimeAsync(CONTRACT_REFRESH_MS * 3);
    expect(futures()).toBe(3);
    // A later mount's first interest starts it again, from the last fetch.
    wantMarkets('contracts');
    await vi.advanceTimersByTimeAsync(0);
    expect(futures()).toBe(4);
    await vi.advanceTimersByTimeAsync(CONTRACT_REFRESH_MS);
    expect(futures()).toBe(5);
  });

  it('a failing refresh leaves the rows and the schedule', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    setTestPage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let up = true;
    const calls = mockFetch(() => (up ? json(FUTURES) : json({}, 502)));
    wantMarkets('contracts');
    await vi.waitFor(() => expect(marketList('contracts').get().status).toBe('ready'));
    up = false;
    await vi.advanceTimersByTimeAsync(CONTRACT_REFRESH_MS + CACHE_WAIT_MS);
    expect(calls).toHaveLength(2);
    expect(marketList('contracts').get()).toMatchObject({ status: 'ready', value: { usdt: [{ name: 'BTC_USDT' }] } });
    up = true;
    await vi.advanceTimersByTimeAsync(CONTRACT_REFRESH_MS);
    expect(calls).toHaveLength(3);
    warn.mockRestore();
  });
});
