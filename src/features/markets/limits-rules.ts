/**
 * The market panels' numbers (site-chrome.md §4, §9), in one place: the rules of this folder and
 * the panels' components read them from here. Numbers the project already owns elsewhere are not
 * repeated: the request time-out is `DEFAULT_TIMEOUT_MS` (api/client.ts) and the pre-market page
 * limit is the query of `getPreMarket` (api/calls/markets.ts).
 */

const MINUTE_MS = 60_000;

/** Virtual list of a market panel (§9 "Virtual lists"): its height, one row and the rows kept beyond the view. */
export const MARKET_LIST_HEIGHT = 530;
export const MARKET_ROW_HEIGHT = 58;
export const MARKET_LIST_OVERSCAN = 9;

/** The view-all link shows once the list has scrolled this far (§4, §9). */
export const VIEW_ALL_SCROLL_PX = 450;
/** The caller debounces scroll events by this much before asking `showViewAll` (§4, §9). */
export const VIEW_ALL_DEBOUNCE_MS = 200;

/** The contract list is fetched again this often while a page is open (§4; §9 gives 600000 ms). */
export const CONTRACT_REFRESH_MS = 10 * MINUTE_MS;

/**
 * How long a cached market list may be shown before the server answers (§9 "Market cache default
 * lifetime 240", units not shown). Read as minutes: as seconds (4 min) the cache would expire
 * before the 10-minute contract refresh rewrites it and would rarely help a returning visitor,
 * which is what the cache is for. Past it the entry is still the fallback when the server fails
 * (§8), so it only decides what flashes before the answer (market-cache.ts).
 */
export const MARKET_CACHE_LIFETIME_MS = 240 * MINUTE_MS;
