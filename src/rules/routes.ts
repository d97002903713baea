/** Route helpers of the menu data (site-chrome.md §2). */

/** C2C order markets (site-chrome.md §2): the current fiat when it has one, else by language. */
export function c2cOrderFiat(fiat: string, lang: string): 'CNY' | 'KRW' | 'VND' {
  if (fiat === 'CNY' || fiat === 'KRW' || fiat === 'VND') return fiat;
  return lang === 'vn' ? 'VND' : 'CNY';
}

/** Fills `{pair}`, `{fiat}` and `{c2c}` in a route. */
export function fillRoute(route: string, values: { pair: string; fiat: string; c2c?: string }): string {
  return route
    .replaceAll('{pair}', values.pair)
    .replaceAll('{fiat}', encodeURIComponent(values.fiat))
    .replaceAll('{c2c}', values.c2c ?? 'CNY');
}

/** One path segment, encoded; null for none. */
export function pathSegment(raw: string): string | null {
  if (raw.trim() === '' || raw === '.' || raw === '..') return null;
  try {
    return encodeURIComponent(raw);
  } catch {
    return null; // a lone surrogate cannot be encoded (URIError)
  }
}
