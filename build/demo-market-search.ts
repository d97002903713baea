/**
 * The demo's market kit (dist/demo/market-search.js, built by build.mjs step 3): the SDK's own
 * ranking, row link and coin-icon rules for the demo's search micro-app
 * (demo-pages/micro-apps/search.js), so it ranks, links and shows icons exactly as the market
 * panels do instead of keeping copies. Not part of the SDK: its chunks export the public API only.
 */
export { indexMarkets, searchMarkets } from '../src/features/markets/search-rules';
export { spotHref } from '../src/features/markets/links-rules';
export { coinIconUrl, DEFAULT_COIN_ICON_FILE } from '../src/rules/coin-icon';
