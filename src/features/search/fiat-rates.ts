import { getFiatRates } from '../../api/calls/fiat-rates';
import { fetchedStore } from '../../stores/fetched';

/**
 * `/api/web/v1/site/currFiatMarketRates` (site-chrome.md §7, CONTRACT §4): fiat → rate, `{}` on
 * failure. Fetched when the search micro-app first opens: its `fiatRates` prop is its only reader.
 */
export const $fiatRates = fetchedStore<Record<string, number>>({}, (ctx) => getFiatRates(ctx));
