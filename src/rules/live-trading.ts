import { DEMO_TRADING_PREFIX } from './demo-trading';

/** The live market a demo page has no counterpart for: USDT-M perpetual BTC (site-chrome.md §2's futures path). */
export const LIVE_TRADING_DEFAULT = '/futures/USDT/BTC_USDT';

/**
 * Where a demo-trading page's live-trading link leads (site-chrome.md §2): the same market live
 * (`/testnet/futures/USDT/ETH_USDT` → `/futures/USDT/ETH_USDT`, `/testnet/options/…` →
 * `/options/…`: the two demo kinds of compliance §2), else the default futures market. Only those
 * two route families are carried over, and the path is the page's own (the browser's encoded
 * pathname), so the link cannot lead anywhere but a trade page of the site.
 */
export function liveTradingRoute(demoPath: string): string {
  if (!demoPath.startsWith(`${DEMO_TRADING_PREFIX}/`)) return LIVE_TRADING_DEFAULT;
  const live = demoPath.slice(DEMO_TRADING_PREFIX.length);
  return /^\/(futures|options)\/[^/\\]/.test(live) ? live : LIVE_TRADING_DEFAULT;
}
