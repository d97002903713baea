import { loadCalls } from '../api/lazy';
import { fetchedStore } from './fetched';

/**
 * The coin-icon version whitelist (CONTRACT §4 `/js/tool/coin_icon_whitelist.json`, §9: 18
 * symbols), fetched when a market panel first shows; `{}` (every row's own icon, else the
 * default) until then and on failure. It depends on the API base only.
 */
export const $coinIconWhitelist = fetchedStore<Record<string, number>>(
  {}, async (ctx) => (await loadCalls()).getCoinIconWhitelist(ctx), (ctx) => ctx.apiBase,
);
