import type { TotalFunds, UserTier } from '../api/calls/account';
import type { DownloadLinks } from '../api/calls/static';
import { DEFAULT_FUNDS, DEFAULT_TIER } from '../api/defaults-account';
import { loadCalls, loadSignedInCalls } from '../api/lazy';
import { fetchedStore } from './fetched';
import { userStore } from './user-store';

/** VIP tier and trading volume (get_user_tier; its `data` may be a JSON string, the decoder parses it). */
export const $tier = userStore<UserTier>(DEFAULT_TIER, async (ctx) => (await loadSignedInCalls()).getUserTier(ctx));

/** Total assets in USD and BTC. */
export const $funds = userStore<TotalFunds>(DEFAULT_FUNDS, async (ctx) => (await loadSignedInCalls()).getTotalFunds(ctx));

/** The app links of `/js/tool/page_download_links.json` (asked when the QR panel first opens). */
export const $downloadLinks = fetchedStore<DownloadLinks>({}, async (ctx) => (await loadCalls()).getDownloadLinks(ctx), (c) => c.apiBase);
