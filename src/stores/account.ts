import type { TotalFunds, UserTier } from '../api/calls/user';
import type { DownloadLinks } from '../api/calls/static';
import { DEFAULT_FUNDS, DEFAULT_TIER } from '../api/defaults-account';
import { loadCalls } from '../api/lazy';
import { fetchedStore } from './fetched';
import { userStore } from './user-store';

/** VIP tier and trading volume (get_user_tier; its `data` may be a JSON string, the decoder parses it). */
export const $tier = userStore<UserTier>(DEFAULT_TIER, async (ctx) => (await loadCalls()).getUserTier(ctx));

/** Total assets in USD and BTC. */
export const $funds = userStore<TotalFunds>(DEFAULT_FUNDS, async (ctx) => (await loadCalls()).getTotalFunds(ctx));

/** The app links of `/js/tool/page_download_links.json` (asked when the QR panel first opens). */
export const $downloadLinks = fetchedStore<DownloadLinks>({}, async (ctx) => (await loadCalls()).getDownloadLinks(ctx), (c) => c.apiBase);
