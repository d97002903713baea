import { amount, decode, dict, unwrap } from '../decode';
import { defineCall } from '../define';

/**
 * GET /api/web/v1/site/currFiatMarketRates (site-chrome.md §7, CONTRACT §4): fiat → rate, `{}` on
 * failure. Its only reader is the search micro-app's `fiatRates` prop, so it loads with the search
 * dialog (features/search/fiat-rates.ts imports it) instead of in the calls chunk every page loads.
 */
export function decodeRates(raw: unknown): Record<string, number> {
  return decode(dict(amount), unwrap(raw));
}

export const getFiatRates = defineCall({
  path: '/api/web/v1/site/currFiatMarketRates', decode: decodeRates, fallback: {} as Record<string, number>,
});
