import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { ApiContext } from '../../api/client';
import { getFutures, getPilot, getPreMarket, getPreMint, getSpots, getTradeTabs, type PreMarketItem } from '../../api/calls/markets';
import { idbGet, idbSet } from '../../platform/idb';
import { within } from '../../platform/chunk';
import {
  LANGUAGE_SENSITIVE, readCache, REF_TIME_SENSITIVE, settleAnswer, showAtOnce, toCached,
  type CacheFor, type CacheRead, type MarketCacheKind, type MarketCacheValues, type PreLists,
} from './cache-rules';
import { $api } from '../../stores/page-setup';
import { $refTime } from '../../stores/ref-time';
import type { RefTime } from '../../config/time';
import { contractsFetched, refreshContracts, stopContractRefresh } from './markets-refresh';
import { report } from '../../platform/report';

/**
 * The market lists of the header's market panels (site-chrome.md §4 "Market list caching", §5,
 * §8; CONTRACT §4 "cache, else …", §5): one atom per list, loaded on first interest (the panel
 * asks with `wantMarkets` when an entry with an extra panel is hovered or focused).
 *
 * Stale-while-revalidate through features/markets/cache-rules.ts: the call and the IndexedDB read start
 * together; a valid cache within its lifetime shows at once, a valid answer replaces it and is
 * written back, and an answer that fails or is not valid leaves what shows (the cache, even past
 * its lifetime). With nothing to show the list is `failed` and the panel offers a retry. Nothing
 * here rejects: a calls chunk that does not load is a failed answer.
 */

export type MarketStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface MarketList<T> {
  status: MarketStatus;
  /** What shows; null until something valid arrived (and when `failed`). */
  value: T | null;
  source: 'cache' | 'server' | null;
  /**
   * What it was loaded for: site and API base; for a language-sensitive list the language, for
   * one showing a change % the reference time.
   */
  key: string;
}

/** IndexedDB keys (`gateio_db`/`gate_table`, beside `global_notice`; CONTRACT §5 "market caches under their own keys"). */
export const MARKET_CACHE_KEYS: Readonly<Record<MarketCacheKind, string>> = {
  menus: 'market_menus', spots: 'market_spots', contracts: 'market_contracts', preMarket: 'market_pre', pilot: 'market_pilot',
};

/**
 * A stuck IndexedDB (another tab holding an older version open, a hung private-mode store) must not
 * hold the list: past this the cache counts as missing (the announcement bar waits as long).
 */
export const CACHE_WAIT_MS = 1500;

const KINDS = Object.keys(MARKET_CACHE_KEYS) as MarketCacheKind[];
const idle = <T>(): MarketList<T> => ({ status: 'idle', value: null, source: null, key: '' });
const MISSING = { ok: false, reason: 'missing' } as const;

type Stores = { [K in MarketCacheKind]: WritableAtom<MarketList<MarketCacheValues[K]>> };
const stores = Object.fromEntries(KINDS.map((kind) => [kind, atom(idle())])) as unknown as Stores;

/** The list of one kind, for components (`useStore(marketList('spots'))`). */
export function marketList<K extends MarketCacheKind>(kind: K): ReadableAtom<MarketList<MarketCacheValues[K]>> {
  return stores[kind];
}

/**
 * Which page a list belongs to: a language-sensitive list (tab names, spot names) also by
 * language, and the spot list (its change %) by reference time.
 */
export function pageKey(kind: MarketCacheKind, ctx: ApiContext, refTime: RefTime): string {
  return `${ctx.siteId}|${ctx.apiBase}${LANGUAGE_SENSITIVE[kind] ? `|${ctx.lang}` : ''}${REF_TIME_SENSITIVE[kind] ? `|${refTime}` : ''}`;
}

// ---- the calls -----------------------------------------------------------------------------------------

/** The two pre lists as they answered; null for a call that failed. */
interface PreAnswer { preMarket: PreMarketItem[] | null; preMint: PreMarketItem[] | null }

/**
 * Pre-market and pre-mint are two calls with one cache (both lists, §5). A list that failed is
 * taken from the cache (CONTRACT §4: each call is "cache, else []"); the value is written back
 * only when both answered, so one failing call never empties the other half of the cache.
 */
export function mergePreLists(answer: PreAnswer, cached: PreLists | null): { value: PreLists | null; complete: boolean } {
  if (!answer.preMarket && !answer.preMint) return { value: null, complete: false };
  return {
    value: { preMarket: answer.preMarket ?? cached?.preMarket ?? [], preMint: answer.preMint ?? cached?.preMint ?? [] },
    complete: answer.preMarket !== null && answer.preMint !== null,
  };
}

type Answer<K extends MarketCacheKind> = K extends 'preMarket' ? PreAnswer : MarketCacheValues[K] | null;
/** The market calls travel with this store (api/calls/index.ts says why). */
const FETCH: { [K in MarketCacheKind]: (ctx: ApiContext, refTime: RefTime, fresh: boolean) => Promise<Answer<K>> } = {
  // The tabs call's default is `[]`, which is not a valid value: the cache, else the panel's own tabs.
  menus: (ctx, _refTime, fresh) => getTradeTabs(ctx, fresh),
  spots: getSpots,
  contracts: getFutures,
  pilot: getPilot,
  preMarket: async (ctx, _refTime, fresh) => {
    const [preMarket, preMint] = await Promise.all([getPreMarket(ctx, fresh), getPreMint(ctx, fresh)]);
    return { preMarket, preMint };
  },
};

const failedAnswer = <K extends MarketCacheKind>(kind: K): Answer<K> =>
  (kind === 'preMarket' ? { preMarket: null, preMint: null } : null) as Answer<K>;

async function fetchAnswer<K extends MarketCacheKind>(kind: K, ctx: ApiContext, refTime: RefTime, fresh: boolean): Promise<Answer<K>> {
  try {
    return await FETCH[kind](ctx, refTime, fresh);
  } catch (error) {
    // The calls give their default on any failure; this is a bug of ours, still not a rejection.
    report(error, { area: 'call', what: 'the market calls failed' });
    return failedAnswer(kind);
  }
}

async function readStored<K extends MarketCacheKind>(kind: K, at: CacheFor): Promise<CacheRead<MarketCacheValues[K]>> {
  const record = await within(idbGet<unknown>(MARKET_CACHE_KEYS[kind]), CACHE_WAIT_MS);
  return readCache(kind, record, { ...at, now: Date.now() });
}

// ---- loading -------------------------------------------------------------------------------------------

const generation: Record<MarketCacheKind, number> = { menus: 0, spots: 0, contracts: 0, preMarket: 0, pilot: 0 };

function logDropped(kind: MarketCacheKind, dropped: number): void {
  // market-cache.ts keeps a good list without its broken rows; the server's bug is still said.
  if (dropped > 0) report(new Error(`${dropped} broken ${kind} rows left out of the list`), { area: 'call' });
}

/**
 * Loads one list for `ctx` and the visitor's reference time. `fresh` asks past the page's shared
 * answer (a retry, a refresh). What shows is never replaced by nothing: a refresh or retry that
 * fails leaves it.
 */
async function loadMarkets<K extends MarketCacheKind>(kind: K, ctx: ApiContext, fresh = false): Promise<void> {
  const store = stores[kind];
  const mine = ++generation[kind];
  const at: CacheFor = { lang: ctx.lang, refTime: $refTime.get() };
  const key = pageKey(kind, ctx, at.refTime);
  const shown = store.get().key === key ? store.get() : null;
  const live = () => mine === generation[kind];
  if (kind === 'contracts') contractsFetched(Date.now());
  if (!shown?.value) store.set({ status: 'loading', value: null, source: null, key });

  const cached = readStored(kind, at);
  // The cache shows as soon as it is read, unless the answer got there first.
  void cached.then((read) => {
    const early = showAtOnce(read);
    if (early && live() && !store.get().value) {
      logDropped(kind, read.ok ? read.dropped : 0);
      store.set({ status: 'ready', value: early, source: 'cache', key });
    }
  }).catch((error: unknown) => {
    // The answer below still settles the list; a throw while showing the cache is only logged.
    report(error, { area: 'storage', what: 'could not show the cached markets' });
  });

  const raw = await fetchAnswer(kind, ctx, at.refTime, fresh);
  // A valid, complete answer settles at once; otherwise the cache decides (waiting for its read).
  const settleWith = (read: CacheRead<MarketCacheValues[K]>) => {
    let answer = raw as MarketCacheValues[K] | null;
    let complete = true;
    if (kind === 'preMarket') {
      const merged = mergePreLists(raw as PreAnswer, read.ok ? (read.value as PreLists) : null);
      answer = merged.value as MarketCacheValues[K] | null;
      complete = merged.complete;
    }
    return { ...settleAnswer(kind, answer, read), complete };
  };
  let settled = settleWith(MISSING);
  if (settled.source !== 'server' || !settled.complete) settled = settleWith(await cached);
  if (!live()) return;
  const current = store.get();
  if (settled.value) {
    logDropped(kind, settled.dropped);
    // A cache shown while the call ran stays when the call failed; the answer replaces anything.
    if (settled.source === 'server' || current.key !== key || !current.value) {
      store.set({ status: 'ready', value: settled.value, source: settled.source === 'server' ? 'server' : 'cache', key });
    }
    if (settled.write && settled.complete) void idbSet(MARKET_CACHE_KEYS[kind], toCached(settled.value, at));
  } else if (!(current.key === key && current.value)) {
    store.set({ status: 'failed', value: null, source: null, key });
  }
}

/**
 * First interest in a list (hover or focus of an entry with an extra panel), and every later one:
 * loads it unless it is loaded or loading for this page (a new language reloads the
 * language-sensitive lists, a new reference time the spot list: the panel asks again when it
 * changes). The contract list then refreshes every 10 minutes.
 */
export function wantMarkets(kind: MarketCacheKind): void {
  const ctx = $api.get();
  if (!ctx) return;
  const state = stores[kind].get();
  if (state.status === 'idle' || state.key !== pageKey(kind, ctx, $refTime.get())) void loadMarkets(kind, ctx);
  if (kind === 'contracts') refreshContracts(() => {
    const now = $api.get();
    return now ? loadMarkets('contracts', now, true) : Promise.resolve();
  });
}

/** The panel's Retry: asks the server again (past the page's shared, failed answer). */
export function retryMarkets(kind: MarketCacheKind): void {
  const ctx = $api.get();
  if (ctx) void loadMarkets(kind, ctx, true);
}

/** Tests only. */
export function resetMarketsForTests(): void {
  stopContractRefresh();
  for (const kind of KINDS) {
    generation[kind] += 1;
    stores[kind].set(idle());
  }
}
