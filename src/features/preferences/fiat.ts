import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { formatMoney } from '../../i18n/format';
import { useT } from '../../root/useT';
import { $fiat } from '../../stores/preferences';
import { $siteSettings } from '../../stores/site-settings';

export interface FiatOption {
  code: string;
  symbol: string;
}

/** The fiat list of the settings call as options, sorted by code; USD is always offered. */
export function fiatOptions(list: Record<string, { fiat: string; symbol: string }>): FiatOption[] {
  const byCode = new Map<string, FiatOption>([['USD', { code: 'USD', symbol: '$' }]]);
  for (const [key, entry] of Object.entries(list)) {
    const code = (entry.fiat || key).toUpperCase();
    byCode.set(code, { code, symbol: entry.symbol || byCode.get(code)?.symbol || '' });
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}

/** Fiat search of site-chrome.md §5: a substring of the code, any case; an empty query matches all. */
export function fiatCodeMatches(code: string, query: string): boolean {
  return code.toUpperCase().includes(query.trim().toUpperCase());
}

export function filterFiats(options: readonly FiatOption[], query: string): FiatOption[] {
  return options.filter((o) => fiatCodeMatches(o.code, query));
}

export interface FiatAmount {
  value: number;
  code: string;
  symbol: string;
}

/**
 * A USD amount in `fiat` with the rate of `curr_fiat_market_rates` (units of fiat per USD). Without
 * a usable rate the amount stays in USD, so a price is never shown in a currency it was not converted to.
 */
export function convertUsd(usd: number, fiat: string, rates: Record<string, number>, symbols: Record<string, { symbol: string }>): FiatAmount {
  const amount = Number.isFinite(usd) ? usd : 0;
  const code = fiat.toUpperCase();
  const rate = code === 'USD' ? 1 : rates[code];
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return { value: amount, code: 'USD', symbol: '$' };
  const symbol = symbols[code]?.symbol ?? '';
  return { value: amount * rate, code, symbol: code === 'USD' ? symbol || '$' : symbol };
}

/** Formats USD amounts in the visitor's fiat with its symbol, for prices and assets. */
export function useFiatFormatter(): (usd: number) => string {
  const { language } = useT();
  const fiat = useStore($fiat);
  const settings = useStore($siteSettings).value;
  return useCallback((usd: number) => {
    const a = convertUsd(usd, fiat, settings.rates, settings.fiatList);
    return formatMoney(a.value, language.locale, a.symbol, a.code);
  }, [fiat, settings, language.locale]);
}

/**
 * The equivalent of a USD amount in the visitor's fiat (`≈ €1,234.56` beside a USD figure), or
 * null when the fiat is USD or has no usable rate: the figure then stands alone.
 */
export function useFiatEquivalent(): (usd: number) => string | null {
  const { language } = useT();
  const fiat = useStore($fiat);
  const settings = useStore($siteSettings).value;
  return useCallback((usd: number) => {
    const a = convertUsd(usd, fiat, settings.rates, settings.fiatList);
    return a.code === 'USD' ? null : `≈ ${formatMoney(a.value, language.locale, a.symbol, a.code)}`;
  }, [fiat, settings, language.locale]);
}

/**
 * An amount the server already gives in the visitor's fiat (`tier_next_fiat`), as `≈ €1,234.56`
 * beside its USDT figure; null when the fiat is USD (the figure says it already) or not positive.
 */
export function useFiatFigure(): (amount: number) => string | null {
  const { language } = useT();
  const fiat = useStore($fiat).toUpperCase();
  const symbols = useStore($siteSettings).value.fiatList;
  return useCallback((amount: number) => {
    if (fiat === 'USD' || !(amount > 0)) return null;
    return `≈ ${formatMoney(amount, language.locale, symbols[fiat]?.symbol ?? '', fiat)}`;
  }, [fiat, symbols, language.locale]);
}
