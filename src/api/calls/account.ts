import * as v from 'valibot';
import { DEFAULT_FUNDS, DEFAULT_TIER } from '../defaults-account';
import { amount, decode, DecodeError, level, optNum, optText, percent, unwrap, lenient } from '../decode';
import { defineCall } from '../define';

/**
 * The calls only a logged-in user makes (tier, funds, cross margin, logout): they load in the
 * signed-in calls chunk (calls-signed-in.ts), not with the user info every visitor asks.
 *
 * Not here: `GET /apiw/v2/unified/account_mode` (site-chrome.md §3, §7, CONTRACT §4; default
 * `classic`). Nothing of the chrome reads the unified account mode: no route, text or visibility
 * rule of either spec depends on it (the Funds and Orders menus list the same pages in every mode,
 * the Derivatives menu's Unified Account entry is a product page for everyone), so its `classic`
 * default never changes what shows. Asking for it would cost every logged-in page a request, and
 * the signed-in chunk a decoder, for an answer nothing uses; it was removed in 0.7.0.
 */

// ---- GET /api/web/v1/usercenter/get_user_tier ----------------------------------------------------

export interface UserTier {
  level: number;
  allTradeUsdt: number;
  nextProgress: number;
  nextUsdt: number;
  nextFiat: string;
  nextGtMin: number;
  nextGtOnly: number;
  nextAssetOnlyUsd: number;
}


const tierSchema = v.object(lenient({
  tier_level: optNum(0, level),
  tier_all_trade_usdt: optNum(0),
  tier_next_progress: optNum(0, percent),
  tier_next_usdt: optNum(0),
  tier_next_fiat: optText,
  tier_next_gt_min: optNum(0),
  tier_next_gt_only: optNum(0),
  tier_next_asset_only_usd: optNum(0),
}));

export function decodeUserTier(raw: unknown): UserTier {
  let data = unwrap(raw);
  // This call's `data` may arrive as a JSON string (CONTRACT §4).
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      throw new DecodeError('data is a string but not JSON');
    }
  }
  const d = decode(tierSchema, data);
  return {
    level: d.tier_level ?? 0, allTradeUsdt: d.tier_all_trade_usdt ?? 0,
    nextProgress: d.tier_next_progress ?? 0, nextUsdt: d.tier_next_usdt ?? 0,
    nextFiat: d.tier_next_fiat ?? '', nextGtMin: d.tier_next_gt_min ?? 0, nextGtOnly: d.tier_next_gt_only ?? 0,
    nextAssetOnlyUsd: d.tier_next_asset_only_usd ?? 0,
  };
}

export const getUserTier = defineCall({
  path: '/api/web/v1/usercenter/get_user_tier', decode: decodeUserTier, fallback: DEFAULT_TIER,
});

// ---- GET /apiw/v2/account/total_funds -----------------------------------------------------------

export interface TotalFunds {
  totalBtc: number;
  totalUsd: number;
}

// Built once: `lenient` reads each field's default up front.
const fundsSchema = v.object(lenient({ total_btc: optNum(0), total_usd: optNum(0) }));

export function decodeTotalFunds(raw: unknown): TotalFunds {
  const d = decode(fundsSchema, unwrap(raw));
  return { totalBtc: d.total_btc ?? 0, totalUsd: d.total_usd ?? 0 };
}

export const getTotalFunds = defineCall({
  path: '/apiw/v2/account/total_funds', decode: decodeTotalFunds, fallback: DEFAULT_FUNDS,
});

// ---- GET /apiweb/v1/spot/cross_margin/info ----------------------------------------------------------

export interface CrossMarginInfo {
  userTier: number;
  userSpotBalance: number;
  crossMarginUid: number;
}

// Built once: `lenient` reads each field's default up front.
const crossMarginSchema = v.object(lenient({ userTier: optNum(0, level), userSpotBalance: optNum(0), crossMarginUid: amount }));

/** `null` = hidden (the documented default). */
export function decodeCrossMargin(raw: unknown): CrossMarginInfo | null {
  const d = decode(crossMarginSchema, unwrap(raw));
  return { userTier: d.userTier ?? 0, userSpotBalance: d.userSpotBalance ?? 0, crossMarginUid: d.crossMarginUid };
}

export const getCrossMarginInfo = defineCall({
  path: '/apiweb/v1/spot/cross_margin/info', decode: decodeCrossMargin, fallback: null,
});

// ---- logout -------------------------------------------------------------------------------------------

/** Logout calls answer nothing we use: any answer is success; failures are only logged (site-chrome.md §4). */
const answered = (): boolean => true;

export const logoutAll = defineCall({
  path: () => ({ path: '/api/web/v1/usercenter/logoutAll', fresh: true }), decode: answered, fallback: false,
});
export const logoutThisDevice = defineCall({
  path: () => ({ path: '/api/web/v1/usercenter/logout', method: 'POST' }), decode: answered, fallback: false,
});
export const refreshSessionAfterLogout = defineCall({
  path: () => ({ path: '/logout', method: 'POST' }), decode: answered, fallback: false,
});
