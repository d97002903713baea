/** Intl-based formatting; instances are cached because constructing them is slow. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, options);
    } catch {
      f = new Intl.NumberFormat('en', options);
    }
    numberFormats.set(key, f);
  }
  return f;
}

export function formatNumber(value: number, locale: string, fractionDigits = 2): string {
  return numberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })
    .format(Number.isFinite(value) ? value : 0);
}

/**
 * An amount in the chosen fiat with the server's symbol for it (`fiat_list`), or the ISO code
 * when the server gave none. `$0.00` for an empty or broken value.
 */
export function formatMoney(value: number, locale: string, symbol: string, code: string): string {
  const amount = formatNumber(value, locale, 2);
  return symbol ? `${symbol}${amount}` : `${amount} ${code}`;
}

export function formatPercent(value: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' })
    .format(Number.isFinite(value) ? value / 100 : 0);
}
