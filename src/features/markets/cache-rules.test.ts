import { describe, expect, it } from 'vitest';
import type { FuturesContract, PilotToken, PreMarketItem, SpotRow, TradeTab } from '../../api/calls/markets';
import {
  checkValue, isContract, isPilotToken, isPreItem, isSpotRow, isTab, keepGoodRows, LANGUAGE_SENSITIVE, readCache, REF_TIME_SENSITIVE,
  settleAnswer, showAtOnce, toCached, type CacheRead, type MarketCacheKind, type MarketCacheValues,
} from './cache-rules';
import { MARKET_CACHE_LIFETIME_MS } from './limits-rules';
import type { RefTime } from '../../config/time';

const NOW = Date.UTC(2026, 10, 24, 6, 0, 0);
const MINUTE = 60_000;

const spot = (pair = 'BTC_USDT'): SpotRow => ({
  pair, name: 'Bitcoin', change: -1.5, rate: 67250, volume: 1e9, multiple: 10, credit: true, categories: ['Layer1'],
  prevRate: 68000, openingTime: 0, crossMultiple: 5, isSt: false, icon: '', currA: 'BTC', currB: 'USDT', trend: 'down',
});
const contract = (settle: string, name = 'BTC_USDT'): FuturesContract =>
  ({ settle, name, coinName: 'BTC', categories: [], isSt: false, icon: '', openingTime: 0 });
const pilot: PilotToken = { name: 'PEPE', address: '0x1', showPair: 'PEPE/USDT', icon: '', chainIcon: '', seoPath: 'eth/pepe-1', isHot: true, market: 'ethereum', cate: ['meme'] };
const pre: PreMarketItem = { currency: 'ZNR', market: 'ZNR_USDT', fullName: 'Zenora', tags: ['hot'] };
const tab: TradeTab = { key: 'futures', name: 'Futures', children: [{ key: 'usdt_futures', name: 'USDT-M', children: [] }] };

/** A good value of every kind. */
const GOOD: MarketCacheValues = {
  menus: [tab], spots: [spot(), spot('ETH_USDT')], contracts: { usdt: [contract('usdt')], btc: [contract('btc', 'BTC_USD')] },
  preMarket: { preMarket: [pre], preMint: [] }, pilot: [pilot],
};
const KINDS = Object.keys(GOOD) as MarketCacheKind[];
const record = (data: unknown, lang = 'en', timestamp: unknown = NOW - MINUTE, refTime: RefTime = '24h') =>
  ({ value: toCached(data, { lang, refTime }), timestamp });
/** Read in English with the default reference time, unless told. */
const AT = { lang: 'en', refTime: '24h' as RefTime, now: NOW };

describe('row checks: the fields the panels read, with their types', () => {
  it.each<[string, (x: unknown) => boolean, unknown, boolean]>([
    ['spot row', isSpotRow, spot(), true],
    ['spot row without a pair', isSpotRow, { ...spot(), pair: '' }, false],
    ['spot row with a string rate', isSpotRow, { ...spot(), rate: '1' }, false],
    ['spot row with NaN change', isSpotRow, { ...spot(), change: Number.NaN }, false],
    ['spot row with a bad trend', isSpotRow, { ...spot(), trend: 'flat' }, false],
    ['spot row as the raw array of the server', isSpotRow, ['BTC_USDT', 'Bitcoin'], false],
    ['contract', isContract, contract('usdt'), true],
    ['contract without openingTime', isContract, { ...contract('usdt'), openingTime: undefined }, false],
    ['pilot token', isPilotToken, pilot, true],
    ['pilot token with numeric is_hot', isPilotToken, { ...pilot, isHot: 1 }, false],
    ['pre-market item', isPreItem, pre, true],
    ['pre-market item without currency', isPreItem, { ...pre, currency: '' }, false],
    ['tab', isTab, tab, true],
    ['tab with a broken child', isTab, { ...tab, children: [{ key: 3 }] }, false],
    ['null', isSpotRow, null, false],
  ])('%s → %s', (_name, check, value, ok) => {
    expect(check(value)).toBe(ok);
  });

  it('a cycle of tabs (structured clone keeps them) ends at the depth bound', () => {
    const loop: { key: string; name: string; children: unknown[] } = { key: 'a', name: 'A', children: [] };
    loop.children.push(loop);
    expect(isTab(loop)).toBe(false);
  });
});

describe('keepGoodRows: a broken row is dropped and counted, a mostly broken list fails', () => {
  it.each<[string, unknown[], { rows: number; dropped: number } | null]>([
    ['all good', [spot(), spot()], { rows: 2, dropped: 0 }],
    ['one broken of three', [spot(), null, spot()], { rows: 2, dropped: 1 }],
    ['half broken is still a list', [spot(), 'x'], { rows: 1, dropped: 1 }],
    ['more than half broken fails', [spot(), 'x', 'y'], null],
    ['all broken', ['x'], null],
    ['empty', [], null],
  ])('%s', (_name, rows, expected) => {
    const kept = keepGoodRows(rows, isSpotRow);
    expect(kept && { rows: kept.rows.length, dropped: kept.dropped }).toEqual(expected);
  });
});

describe('checkValue: a non-empty value of the right kind (§5)', () => {
  it.each(KINDS)('a good %s value passes whole', (kind) => {
    expect(checkValue(kind, GOOD[kind])).toEqual({ value: GOOD[kind], dropped: 0 });
  });

  it.each<[string, MarketCacheKind, unknown]>([
    ['empty spots', 'spots', []],
    ['spots as an object', 'spots', { 0: spot() }],
    ['empty menus', 'menus', []],
    ['empty pilot', 'pilot', []],
    ['contracts without BTC', 'contracts', { usdt: [contract('usdt')] }],
    ['contracts with an empty BTC list', 'contracts', { usdt: [contract('usdt')], btc: [] }],
    ['contracts with BTC broken', 'contracts', { usdt: [contract('usdt')], btc: ['x'] }],
    ['contracts with a settle that is not a list', 'contracts', { usdt: 'x', btc: [contract('btc')] }],
    ['contracts with the USDT group mostly broken', 'contracts', { usdt: ['x', 'y', contract('usdt')], btc: [contract('btc')] }],
    ['contracts as an array', 'contracts', [contract('btc')]],
    ['pre-market without preMint', 'preMarket', { preMarket: [pre] }],
    ['pre-market with preMint null', 'preMarket', { preMarket: [pre], preMint: null }],
    ['pre-market with both lists empty', 'preMarket', { preMarket: [], preMint: [] }],
    ['null', 'spots', null],
    ['a string', 'menus', 'tabs'],
  ])('%s is invalid', (_name, kind, data) => {
    expect(checkValue(kind, data)).toBeNull();
  });

  it.each<[string, MarketCacheKind, unknown, number]>([
    ['a spot list with one broken row', 'spots', [spot(), { pair: 'X' }, spot()], 1],
    ['contracts with a broken BTC row among good ones', 'contracts', { btc: [contract('btc'), 7, contract('btc')] }, 1],
    ['pre-market with only pre-mint items', 'preMarket', { preMarket: [], preMint: [pre] }, 0],
    ['pre-market with a broken pre-mint item', 'preMarket', { preMarket: [pre, pre], preMint: [{}] }, 1],
  ])('%s is valid, %s row(s) dropped', (_name, kind, data, dropped) => {
    expect(checkValue(kind, data)?.dropped).toBe(dropped);
  });

  it('an empty settle is left out, not an error', () => {
    expect(checkValue('contracts', { usdt: [], btc: [contract('btc')] })?.value).toEqual({ btc: [contract('btc')] });
  });
});

describe('readCache: validity, language, reference time and lifetime', () => {
  it.each<[string, MarketCacheKind, unknown, CacheRead<unknown>]>([
    ['nothing stored', 'spots', undefined, { ok: false, reason: 'missing' }],
    ['a record without value', 'spots', { timestamp: NOW }, { ok: false, reason: 'missing' }],
    ['a value of the old shape (the bare list)', 'spots', { value: [spot()], timestamp: NOW }, { ok: false, reason: 'missing' }],
    ['spots stored in Chinese, read in English', 'spots', record(GOOD.spots, 'zh'), { ok: false, reason: 'language' }],
    ['menus stored in Chinese, read in English', 'menus', record(GOOD.menus, 'zh'), { ok: false, reason: 'language' }],
    ['contracts do not depend on the language', 'contracts', record(GOOD.contracts, 'zh'), { ok: true, value: GOOD.contracts, dropped: 0, expired: false }],
    ['pilot does not depend on the language', 'pilot', record(GOOD.pilot, 'zh'), { ok: true, value: GOOD.pilot, dropped: 0, expired: false }],
    ['pre-market does not depend on the language', 'preMarket', record(GOOD.preMarket, 'zh'), { ok: true, value: GOOD.preMarket, dropped: 0, expired: false }],
    ['spots asked for utc8, read for 24h (another change %)', 'spots', record(GOOD.spots, 'en', NOW - MINUTE, 'utc8'), { ok: false, reason: 'refTime' }],
    ['spots stored before the reference time was', 'spots', { value: { lang: 'en', data: GOOD.spots }, timestamp: NOW }, { ok: false, reason: 'refTime' }],
    ['contracts carry no change: any reference time', 'contracts', record(GOOD.contracts, 'en', NOW - MINUTE, 'utc0'), { ok: true, value: GOOD.contracts, dropped: 0, expired: false }],
    ['pilot neither', 'pilot', record(GOOD.pilot, 'en', NOW - MINUTE, 'utc8'), { ok: true, value: GOOD.pilot, dropped: 0, expired: false }],
    ['an empty stored list', 'spots', record([]), { ok: false, reason: 'invalid' }],
    ['a minute old', 'spots', record(GOOD.spots), { ok: true, value: GOOD.spots, dropped: 0, expired: false }],
    ['exactly the lifetime old', 'spots', record(GOOD.spots, 'en', NOW - MARKET_CACHE_LIFETIME_MS), { ok: true, value: GOOD.spots, dropped: 0, expired: false }],
    ['older than the lifetime', 'spots', record(GOOD.spots, 'en', NOW - MARKET_CACHE_LIFETIME_MS - 1), { ok: true, value: GOOD.spots, dropped: 0, expired: true }],
    ['stamped in the future', 'spots', record(GOOD.spots, 'en', NOW + MINUTE), { ok: true, value: GOOD.spots, dropped: 0, expired: true }],
    ['without a timestamp', 'spots', record(GOOD.spots, 'en', 'yesterday'), { ok: true, value: GOOD.spots, dropped: 0, expired: true }],
  ])('%s', (_name, kind, stored, expected) => {
    expect(readCache(kind, stored, AT)).toEqual(expected);
  });

  it('the language-sensitive caches are the tabs and the spot rows', () => {
    expect(KINDS.filter((k) => LANGUAGE_SENSITIVE[k])).toEqual(['menus', 'spots']);
  });

  it('the reference-time-sensitive cache is the spot rows (the only change %)', () => {
    expect(KINDS.filter((k) => REF_TIME_SENSITIVE[k])).toEqual(['spots']);
  });

  it('a broken cached row is dropped and counted', () => {
    const read = readCache('spots', record([spot(), { pair: 1 }, spot('ETH_USDT')]), AT);
    expect(read).toMatchObject({ ok: true, dropped: 1 });
  });
});

describe('stale-while-revalidate', () => {
  const fresh = readCache('spots', record(GOOD.spots), AT);
  const old = readCache('spots', record(GOOD.spots, 'en', NOW - MARKET_CACHE_LIFETIME_MS - MINUTE), AT);
  const none = readCache('spots', undefined, AT);
  const answer = [spot('SOL_USDT')];

  it.each<[string, CacheRead<SpotRow[]>, SpotRow[] | null]>([
    ['a fresh cache shows at once', fresh, GOOD.spots],
    ['an expired cache waits for the answer', old, null],
    ['no cache: nothing yet', none, null],
  ])('%s', (_name, read, shown) => {
    expect(showAtOnce(read)).toEqual(shown);
  });

  it.each<[string, SpotRow[] | null, CacheRead<SpotRow[]>, { value: SpotRow[] | null; source: string; write: boolean }]>([
    ['a valid answer replaces the cache and is written', answer, fresh, { value: answer, source: 'server', write: true }],
    ['a valid answer with no cache', answer, none, { value: answer, source: 'server', write: true }],
    ['a failed call keeps the cache', null, fresh, { value: GOOD.spots, source: 'cache', write: false }],
    ['an empty answer keeps the cache', [], fresh, { value: GOOD.spots, source: 'cache', write: false }],
    ['a failed call keeps even an expired cache (§8)', null, old, { value: GOOD.spots, source: 'cache', write: false }],
    ['a failed call with no cache: the default', null, none, { value: null, source: 'none', write: false }],
  ])('%s', (_name, server, read, expected) => {
    expect(settleAnswer('spots', server, read)).toMatchObject(expected);
  });

  it('contracts without a BTC list do not replace a good cache', () => {
    const read = readCache('contracts', record(GOOD.contracts), AT);
    expect(settleAnswer('contracts', { usdt: [contract('usdt')] }, read)).toMatchObject({ source: 'cache', write: false });
  });

  it('a pre-market answer needs both lists', () => {
    const bad = { preMarket: [pre] } as unknown as MarketCacheValues['preMarket'];
    expect(settleAnswer('preMarket', bad, { ok: false, reason: 'missing' })).toMatchObject({ source: 'none' });
  });

  it('an answer with a broken row is shown without it, and the count is given', () => {
    const withBroken = [spot(), { broken: true }, spot('ETH_USDT')] as unknown as SpotRow[];
    expect(settleAnswer('spots', withBroken, none)).toMatchObject({ value: [spot(), spot('ETH_USDT')], source: 'server', write: true, dropped: 1 });
  });
});
