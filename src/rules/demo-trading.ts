/**
 * Demo trading (site-chrome.md §2 "demo trading shows a live-trading link"). The spec does not say
 * how a page is known to be demo trading; the chrome reads it from the path, as it reads the other
 * page kinds (stores/user.ts): a page under `/testnet/` (after the language prefix) is demo trading.
 * That is where the exchange's demo (testnet) futures and options live: compliance §2's
 * path-to-menu-code table lists "testnet futures and options routes" (rules/menu-codes.ts:
 * `/testnet/futures/…`, `/testnet/options/…`). On the first paint: keep it this small; where the
 * link leads is live-trading.ts, loaded with the link.
 */
export const DEMO_TRADING_PREFIX = '/testnet';

/** Whether `path` (language prefix already stripped) is a demo-trading page. */
export function isDemoTradingPath(path: string): boolean {
  return path === DEMO_TRADING_PREFIX || path.startsWith(`${DEMO_TRADING_PREFIX}/`);
}
