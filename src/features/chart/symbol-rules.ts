/** The default pair (compliance-and-dialogs.md §9). */
export const DEFAULT_SYMBOL = 'BTC_USDT';

const PAIR = /^([A-Z0-9]{1,20})_([A-Z0-9]{1,20})$/;

/** A pair as a prop may give it (`btc_usdt`, `BTC_USDT`), upper-cased; null when it is not `BASE_QUOTE`. */
export function toSymbol(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const symbol = value.trim().toUpperCase();
  return PAIR.test(symbol) ? symbol : null;
}

/** The pair as people read it: `BTC/USDT`. */
export function pairLabel(symbol: string): string {
  const m = PAIR.exec(symbol);
  return m ? `${m[1]}/${m[2]}` : symbol;
}

/**
 * The base coin's icon (CONTRACT §4: `/images/coin_icon/64/{coin}.png?v={version}` under `apiBase`,
 * an absolute base without a trailing slash) for a coin of the whitelist, else the default icon:
 * the same file the market panels show for that coin. The coin is letters and digits (toSymbol),
 * so it is one path segment as it is.
 */
export function coinIconFor(symbol: string, apiBase: string, whitelist: Readonly<Record<string, number>>, defaultIcon: string): string {
  const coin = PAIR.exec(symbol)?.[1]?.toLowerCase();
  if (!coin || !/^https?:\/\/[^/?#\s\\]+(?:\/[^?#\s\\]*)?$/i.test(apiBase)) return defaultIcon;
  const version = Object.hasOwn(whitelist, coin) ? whitelist[coin] : undefined;
  if (typeof version !== 'number' || !Number.isFinite(version)) return defaultIcon;
  return `${apiBase}/images/coin_icon/64/${coin}.png?v=${encodeURIComponent(String(version))}`;
}
