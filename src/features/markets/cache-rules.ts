import type { FuturesContract, PilotToken, PreMarketItem, SpotRow, TradeTab } from '../../api/calls/markets';
import type { RefTime } from '../../config/time';
import { MARKET_CACHE_LIFETIME_MS } from './limits-rules';
import { BROKEN_ROWS_LIMIT } from '../../config/markets';

/**
 * The market caches (site-chrome.md §4 "Market list caching", §5, §8; CONTRACT §4 "cache, else …",
 * §5 IndexedDB) as pure decisions; the store reads and writes IndexedDB and calls these.
 *
 * - Valid (§5): a non-empty object or array of the right kind; a language-sensitive cache also
 *   needs the language it was stored with to be the current one, and a list showing a change %
 *   the reference time it was asked with (the same rule, docs/reliability.md); contracts need a non-empty
 *   BTC-settled list; pre-market needs both lists as arrays.
 * - Stale-while-revalidate: a valid cache is shown at once and the call is made anyway; the
 *   server's answer replaces it (and is written) only when the answer is valid by the same rule.
 *   When the answer is not, the cache stays (§8: "cached data is used when the server returns
 *   nothing or processing fails"); without a cache the call's default (`[]`, `{}`) shows.
 *
 * Everything read from storage is `unknown`: another version of the SDK, a bug or the user may
 * have written anything there, so every row is checked before it reaches a component.
 */

export interface PreLists { preMarket: PreMarketItem[]; preMint: PreMarketItem[] }

/** What each cache holds: the decoded answers of api/calls/markets.ts. */
export interface MarketCacheValues {
  /** The trade tabs (`common/tabs`): the panels' tabs and side menus. */
  menus: TradeTab[];
  spots: SpotRow[];
  /** By lower-case settle currency, as `decodeFutures` gives it. */
  contracts: Record<string, FuturesContract[]>;
  preMarket: PreLists;
  pilot: PilotToken[];
}
export type MarketCacheKind = keyof MarketCacheValues;

/**
 * Caches whose content is in the page's language: the tabs' names, and the spot rows' names (the
 * spot call is the one §7 sends with the language headers). The others hold tickers, addresses
 * and times only.
 */
export const LANGUAGE_SENSITIVE: Readonly<Record<MarketCacheKind, boolean>> = {
  menus: true, spots: true, contracts: false, preMarket: false, pilot: false,
};

/**
 * Caches whose content depends on the reference time (`timezone` of §7): the spot rows' change %.
 * §5 makes a cache of another language invalid, since it would show the wrong names; a spot list
 * of another reference time would show the wrong change % under the visitor's setting, so it is
 * invalid the same way (not shown; the answer for the current setting is). The contracts, pilot
 * and pre lists carry no change.
 */
export const REF_TIME_SENSITIVE: Readonly<Record<MarketCacheKind, boolean>> = {
  menus: false, spots: true, contracts: false, preMarket: false, pilot: false,
};

/** What a cached list was asked for: the page's language and the reference time. */
export interface CacheFor { lang: string; refTime: RefTime }

/** What the store writes as the record's `value` (the record's `timestamp` is added by platform/idb). */
export interface CachedValue<T> extends CacheFor { data: T }

export const toCached = <T>(data: T, at: CacheFor): CachedValue<T> => ({ lang: at.lang, refTime: at.refTime, data });

// ---- rows -------------------------------------------------------------------------------------------


export interface KeptRows<T> { rows: T[]; dropped: number }

/** The good rows of a list; null when nothing usable is left (no rows, or more than half broken). */
export function keepGoodRows<T>(list: readonly unknown[], isRow: (x: unknown) => x is T): KeptRows<T> | null {
  const rows = list.filter(isRow);
  const dropped = list.length - rows.length;
  if (rows.length === 0 || dropped > list.length * BROKEN_ROWS_LIMIT) return null;
  return { rows, dropped };
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): x is string => typeof x === 'string';
const fullStr = (x: unknown): x is string => typeof x === 'string' && x !== '';
const num = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const bool = (x: unknown): x is boolean => typeof x === 'boolean';
const strs = (x: unknown): x is string[] => Array.isArray(x) && x.every(str);
const all = (o: Obj, keys: readonly string[], test: (x: unknown) => boolean): boolean => keys.every((k) => test(o[k]));

/** The fields the panels read, with the types the decoders give them. */
export function isSpotRow(x: unknown): x is SpotRow {
  return isObj(x) && fullStr(x['pair']) && all(x, ['name', 'currA', 'currB', 'icon'], str)
    && all(x, ['change', 'rate', 'volume', 'multiple', 'prevRate', 'openingTime', 'crossMultiple'], num)
    && all(x, ['credit', 'isSt'], bool) && strs(x['categories']) && (x['trend'] === 'up' || x['trend'] === 'down');
}

export function isContract(x: unknown): x is FuturesContract {
  return isObj(x) && fullStr(x['name']) && all(x, ['settle', 'coinName', 'icon'], str) && bool(x['isSt'])
    && num(x['openingTime']) && strs(x['categories']);
}

export function isPilotToken(x: unknown): x is PilotToken {
  return isObj(x) && fullStr(x['name']) && all(x, ['address', 'showPair', 'icon', 'chainIcon', 'seoPath', 'market'], str)
    && bool(x['isHot']) && strs(x['cate']);
}

export function isPreItem(x: unknown): x is PreMarketItem {
  return isObj(x) && fullStr(x['currency']) && all(x, ['market', 'fullName'], str) && strs(x['tags']);
}

/** Tabs nest; storage can hold a cycle (structured clone keeps them), so the depth is bounded. */
const MAX_TAB_DEPTH = 4;
function isTabAt(x: unknown, depth: number): x is TradeTab {
  return depth <= MAX_TAB_DEPTH && isObj(x) && fullStr(x['key']) && str(x['name'])
    && Array.isArray(x['children']) && x['children'].every((c) => isTabAt(c, depth + 1));
}
export const isTab = (x: unknown): x is TradeTab => isTabAt(x, 0);

// ---- one value of a kind --------------------------------------------------------------------------

/** A valid value with the number of rows left out of it. */
export interface Checked<T> { value: T; dropped: number }

const list = <T>(isRow: (x: unknown) => x is T) => (data: unknown): Checked<T[]> | null => {
  if (!Array.isArray(data)) return null;
  const kept = keepGoodRows(data, isRow);
  return kept && { value: kept.rows, dropped: kept.dropped };
};

function contracts(data: unknown): Checked<Record<string, FuturesContract[]>> | null {
  if (!isObj(data)) return null;
  const value: Record<string, FuturesContract[]> = {};
  let dropped = 0;
  for (const [settle, group] of Object.entries(data)) {
    if (!Array.isArray(group)) return null;
    if (group.length === 0) continue; // an empty settle has no tab to show
    // A settle group mostly broken fails the whole value: keeping the rest would empty its tab.
    const kept = keepGoodRows(group, isContract);
    if (!kept) return null;
    value[settle] = kept.rows;
    dropped += kept.dropped;
  }
  return value['btc']?.length ? { value, dropped } : null;
}

function preLists(data: unknown): Checked<PreLists> | null {
  if (!isObj(data) || !Array.isArray(data['preMarket']) || !Array.isArray(data['preMint'])) return null;
  // Either list may be empty (nothing in pre-mint this week), not both: that is an empty value.
  const market = data['preMarket'].filter(isPreItem);
  const mint = data['preMint'].filter(isPreItem);
  const total = data['preMarket'].length + data['preMint'].length;
  const dropped = total - market.length - mint.length;
  if (market.length + mint.length === 0 || dropped > total * BROKEN_ROWS_LIMIT) return null;
  return { value: { preMarket: market, preMint: mint }, dropped };
}

const CHECK: { [K in MarketCacheKind]: (data: unknown) => Checked<MarketCacheValues[K]> | null } = {
  menus: list(isTab), spots: list(isSpotRow), contracts, preMarket: preLists, pilot: list(isPilotToken),
};

/** The value if it is a valid value of its kind (§5, without the language: see `readCache`). */
export function checkValue<K extends MarketCacheKind>(kind: K, data: unknown): Checked<MarketCacheValues[K]> | null {
  return CHECK[kind](data);
}

// ---- reading the cache and settling the answer --------------------------------------------------------

export type CacheMiss = 'missing' | 'language' | 'refTime' | 'invalid';

export type CacheRead<T> =
  | { ok: true; value: T; dropped: number; /** Older than the lifetime: not shown before the answer, still the fallback. */ expired: boolean }
  | { ok: false; reason: CacheMiss };

/**
 * A stored record (`{ value: { lang, refTime, data }, timestamp }` from platform/idb) read for
 * `lang` and `refTime` at `now` (ms). A record without a reference time (written before it was
 * stored) fits none. A timestamp in the future (a changed clock) counts as expired, like the
 * other stored times of this folder (notice-timing.ts).
 */
export function readCache<K extends MarketCacheKind>(
  kind: K, record: unknown, ctx: CacheFor & { now: number; lifetime?: number },
): CacheRead<MarketCacheValues[K]> {
  if (!isObj(record) || !isObj(record['value'])) return { ok: false, reason: 'missing' };
  const stored = record['value'];
  if (LANGUAGE_SENSITIVE[kind] && stored['lang'] !== ctx.lang) return { ok: false, reason: 'language' };
  if (REF_TIME_SENSITIVE[kind] && stored['refTime'] !== ctx.refTime) return { ok: false, reason: 'refTime' };
  const checked = checkValue(kind, stored['data']);
  if (!checked) return { ok: false, reason: 'invalid' };
  const at = record['timestamp'];
  const age = num(at) ? ctx.now - at : -1;
  const expired = age < 0 || age > (ctx.lifetime ?? MARKET_CACHE_LIFETIME_MS);
  return { ok: true, value: checked.value, dropped: checked.dropped, expired };
}

/** What to show before the server answers: a valid cache within its lifetime, else nothing yet. */
export function showAtOnce<T>(read: CacheRead<T>): T | null {
  return read.ok && !read.expired ? read.value : null;
}

export interface Settled<T> {
  /** What to show; null means the call's default (CONTRACT §4: `[]` or `{}`). */
  value: T | null;
  source: 'server' | 'cache' | 'none';
  /** Write `value` to the cache (only a valid server answer is written). */
  write: boolean;
  /** Rows left out of the value shown, for the caller to log. */
  dropped: number;
}

/**
 * After the call: the server's answer (the decoded value, or null when the call failed) replaces
 * the cache only when it is valid; otherwise the cache, even past its lifetime, stays (§8).
 */
export function settleAnswer<K extends MarketCacheKind>(
  kind: K, answer: MarketCacheValues[K] | null, cached: CacheRead<MarketCacheValues[K]>,
): Settled<MarketCacheValues[K]> {
  const checked = answer === null ? null : checkValue(kind, answer);
  if (checked) return { value: checked.value, source: 'server', write: true, dropped: checked.dropped };
  if (cached.ok) return { value: cached.value, source: 'cache', write: false, dropped: cached.dropped };
  return { value: null, source: 'none', write: false, dropped: 0 };
}
