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

/** The pair's base coin (`BTC_USDT` → `BTC`), for its icon (rules/coin-icon.ts); null when it is no pair. */
export function baseCoin(symbol: string): string | null {
  return PAIR.exec(symbol)?.[1] ?? null;
}
