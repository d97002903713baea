import * as v from 'valibot';
import { amount, decode, DecodeError, num, optFlag, optNum, optText, text, unwrap, lenient } from '../decode';
import { defineCall } from '../define';
import { BROKEN_ROWS_LIMIT } from '../../config/markets';
import type { RefTime } from '../../config/time';
import { report } from '../../platform/report';

/**
 * Market list calls. Each returns `null` when the server gave nothing usable, so the markets
 * store can fall back to its IndexedDB cache ("cache, else []" in CONTRACT §4). Each takes
 * `fresh`: the page shares one answer per request (api/client.ts), failures included, so the
 * store's retry and the contract list's 10-minute refresh ask past it.
 *
 * The spots, futures and pilot calls send the visitor's reference time (`24h`, `utc0`, `utc8`;
 * stored as `reftimeValue`) as `timezone`: the server reads it as the start of the change %
 * (site-chrome.md §1, §3, §7; the dev API does the same), not as an IANA zone name.
 */

/**
 * The rows of a list, each decoded on its own under the one broken-row rule (docs/reliability.md):
 * a row that does not decode is left out (and the count logged, so the server's
 * bug is still seen), and a list mostly broken fails as a whole (the store then shows its cache).
 * "Mostly" is config/markets.ts's `BROKEN_ROWS_LIMIT`, the limit the store applies to its
 * cache: both travel in the market panels' chunk, so importing it adds no chunk.
 * An empty list is `[]` here; whether that is a valid answer is each call's decision.
 */
function goodRows<T>(list: readonly unknown[], decodeRow: (row: unknown) => T | undefined, what: string): T[] {
  const rows: T[] = [];
  for (const raw of list) {
    const row = decodeRow(raw);
    if (row !== undefined) rows.push(row);
  }
  const dropped = list.length - rows.length;
  if (dropped > list.length * BROKEN_ROWS_LIMIT) throw new DecodeError(`${what}: most rows broken`);
  if (dropped > 0) report(new Error(`${what}: ${dropped} broken rows left out`), { area: 'call' });
  return rows;
}

/** One row through a schema: its output, or undefined when it does not fit. */
const row = <S extends v.GenericSchema>(schema: S) => (raw: unknown): v.InferOutput<S> | undefined => {
  const parsed = v.safeParse(schema, raw);
  return parsed.success ? parsed.output : undefined;
};


// ---- spots ------------------------------------------------------------------------------------------

export interface SpotRow {
  pair: string;
  name: string;
  change: number;
  rate: number;
  volume: number;
  multiple: number;
  credit: boolean;
  categories: string[];
  prevRate: number;
  openingTime: number;
  crossMultiple: number;
  isSt: boolean;
  icon: string;
  /** Derived: base and quote currency, and the direction of the change. */
  currA: string;
  currB: string;
  trend: 'up' | 'down';
}

/** The change may be negative; every other number of a row is an amount. */
const numOr0 = v.optional(v.nullable(v.union([num, v.literal('')])), 0);
const amountOr0 = v.optional(v.nullable(v.union([amount, v.literal('')])), 0);
const categories = v.optional(v.nullable(v.array(text)), []);


const pairText = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]+_[A-Za-z0-9]+$/));
const spotTuple = v.tuple([pairText, optText, numOr0, amountOr0, amountOr0, amountOr0]);
const spotRest = v.object(lenient({ credit: optFlag, categories, prev: amountOr0, open: amountOr0, cross: amountOr0, st: optFlag, icon: optText }));

function decodeSpot(raw: unknown): SpotRow | undefined {
  if (!Array.isArray(raw)) return undefined;
  const head = v.safeParse(spotTuple, raw.slice(0, 6));
  const rest = v.safeParse(spotRest, {
    credit: raw[6], categories: raw[7], prev: raw[8], open: raw[9], cross: raw[10], st: raw[11], icon: raw[12],
  });
  if (!head.success || !rest.success) return undefined;
  const [pair, name, change, rate, volume, multiple] = head.output;
  const [currA = pair, currB = ''] = pair.split('_');
  const r = rest.output;
  return {
    pair, name: name ?? '', change: Number(change ?? 0), rate: Number(rate ?? 0), volume: Number(volume ?? 0),
    multiple: Number(multiple ?? 0), credit: r.credit ?? false, categories: r.categories ?? [],
    prevRate: Number(r.prev ?? 0), openingTime: Number(r.open ?? 0), crossMultiple: Number(r.cross ?? 0),
    isSt: r.st ?? false, icon: r.icon ?? '', currA, currB, trend: Number(change ?? 0) < 0 ? 'down' : 'up',
  };
}

export function decodeSpots(raw: unknown): SpotRow[] {
  const out = goodRows(decode(v.array(v.unknown()), unwrap(raw, [200, 0])), decodeSpot, 'spots');
  if (out.length === 0) throw new DecodeError('no spot rows');
  return out;
}

export const getSpots = defineCall({
  path: (_ctx, timezone: RefTime, fresh: boolean = false) => ({ path: '/apiw/v2/market/spots', query: { exchange_type: 'ALL', timezone }, fresh }),
  decode: decodeSpots,
  fallback: null,
});

// ---- futures ----------------------------------------------------------------------------------------

export interface FuturesContract {
  settle: string;
  name: string;
  coinName: string;
  categories: string[];
  isSt: boolean;
  icon: string;
  /** Seconds; 0 when the contract is open. */
  openingTime: number;
}

const contractSchema = v.object(lenient({
  name: text, coin_name: optText, categories, is_tag_st: optFlag, icon: optText, opening_time: optNum(0),
}));
const settleGroup = v.object(lenient({ settle: text, list: v.optional(v.nullable(v.array(v.unknown())), []) }));

/**
 * Contracts by settle currency (`usdt`, `btc`); valid only with a non-empty BTC-settled list
 * (site-chrome.md §5). A settle group is a row too: a broken one is left out like a broken
 * contract, under the same rule; a group whose contracts are mostly broken fails the answer.
 */
export function decodeFutures(raw: unknown): Record<string, FuturesContract[]> {
  const groups = goodRows(decode(v.array(v.unknown()), unwrap(raw, [200, 0])), row(settleGroup), 'settle groups');
  const out: Record<string, FuturesContract[]> = {};
  for (const g of groups) {
    const settle = g.settle.toLowerCase();
    out[settle] = goodRows(g.list ?? [], row(contractSchema), `${settle} contracts`).map((c) => ({
      settle, name: c.name, coinName: c.coin_name ?? '', categories: c.categories ?? [], isSt: c.is_tag_st ?? false,
      icon: c.icon ?? '', openingTime: c.opening_time ?? 0,
    }));
  }
  if (!out['btc']?.length) throw new DecodeError('no BTC-settled contracts');
  return out;
}

export const getFutures = defineCall({
  path: (_ctx, timezone: RefTime, fresh: boolean = false) => ({
    path: '/apiw/v2/market/futures', query: { exchange_type: 'CONTRACT_ALL', timezone, is_testnet: 0 }, fresh,
  }),
  decode: decodeFutures,
  fallback: null,
});

// ---- pilot ------------------------------------------------------------------------------------------

export interface PilotToken {
  name: string; address: string; showPair: string; icon: string; chainIcon: string; seoPath: string;
  isHot: boolean; market: string; cate: string[];
}

const pilotSchema = v.object(lenient({
  name: text, address: optText, show_pair: optText, icon: optText, chain_icon: optText, seo_path: optText,
  is_hot: optFlag, market: optText, cate: categories,
}));

export function decodePilot(raw: unknown): PilotToken[] {
  const tokens = goodRows(decode(v.array(v.unknown()), unwrap(raw, [200, 0])), row(pilotSchema), 'pilot tokens');
  if (tokens.length === 0) throw new DecodeError('no pilot tokens');
  return tokens.map((p) => ({
    name: p.name, address: p.address ?? '', showPair: p.show_pair ?? '', icon: p.icon ?? '', chainIcon: p.chain_icon ?? '',
    seoPath: p.seo_path ?? '', isHot: p.is_hot ?? false, market: p.market ?? '', cate: p.cate ?? [],
  }));
}

export const getPilot = defineCall({
  path: (_ctx, timezone: RefTime, fresh: boolean = false) => ({ path: '/apiw/v2/pilot/markets', query: { exchange_type: 'PILOT_ALL', timezone }, fresh }),
  decode: decodePilot,
  fallback: null,
});

// ---- pre-market and pre-mint ---------------------------------------------------------------------------

export interface PreMarketItem { currency: string; market: string; fullName: string; tags: string[] }

const preItem = v.object(lenient({ currency: text, market: optText, full_name: optText, tags: categories }));

export function decodePreList(raw: unknown): PreMarketItem[] {
  const { list } = decode(v.object({ list: v.array(v.unknown()) }), unwrap(raw, [0, 200]));
  return goodRows(list, row(preItem), 'pre-market items').map((p) => ({
    currency: p.currency, market: p.market ?? '', fullName: p.full_name ?? '', tags: p.tags ?? [],
  }));
}

const preCall = (kind: 'pre-market' | 'pre-mint') => defineCall({
  path: (_ctx, fresh: boolean = false) => ({ path: `/apiw/v2/${kind}/service/currencies/simple-info`, query: { limit: 100, page: 1 }, fresh }),
  decode: decodePreList,
  fallback: null,
});

export const getPreMarket = preCall('pre-market');
export const getPreMint = preCall('pre-mint');

// ---- trade tabs ------------------------------------------------------------------------------------------

export interface TradeTab { key: string; name: string; children: TradeTab[] }

const tabHead = v.object(lenient({ key: text, name: optText, children: v.optional(v.nullable(v.array(v.unknown())), []) }));

/**
 * One tab and its children, each child a row under the same rule: a broken child is left out; a
 * tab whose children are mostly broken is itself broken (left out of its parent's list).
 */
function decodeTab(raw: unknown): TradeTab | undefined {
  const head = v.safeParse(tabHead, raw);
  if (!head.success) return undefined;
  const { key, name, children } = head.output;
  try {
    return { key, name: name ?? '', children: goodRows(children ?? [], decodeTab, `${key} tabs`) };
  } catch {
    return undefined;
  }
}

export function decodeTabs(raw: unknown): TradeTab[] {
  return goodRows(decode(v.array(v.unknown()), unwrap(raw, [200, 0])), decodeTab, 'trade tabs');
}

export const getTradeTabs = defineCall({
  path: (_ctx, fresh: boolean = false) => ({ path: '/apiw/v2/common/tabs', query: { area: 'web_trade' }, fresh }),
  decode: decodeTabs,
  fallback: [] as TradeTab[],
});
