import { localizePath, type LanguageCode } from '../../config/languages';
import { pathSegment } from '../../rules/routes';

/**
 * Where a market row leads and which icon it shows (site-chrome.md §2 routes, §3 rows, §7;
 * CONTRACT §4 static files). Every value that goes into a path comes from the server, so each
 * becomes exactly one encoded path segment: a slash, `?`, `#`, a backslash, a space or any
 * non-ASCII character is percent-encoded, and a segment that is empty or a dot segment (`.`,
 * `..`, which URL parsers resolve even when encoded as `%2E`) gives no link at all (null), as a
 * row without a link is better than a link somewhere else. Paths are root-relative under the
 * language prefix (`localizePath`); the caller puts them on the page's origin (`onPageOrigin`),
 * as `useHref` does for the menu routes.
 */

export interface LinkPlace { lang: LanguageCode; defaultLang: LanguageCode }


function route(place: LinkPlace, head: string, parts: readonly string[]): string | null {
  const segments: string[] = [];
  for (const part of parts) {
    const segment = pathSegment(part);
    if (segment === null) return null;
    segments.push(segment);
  }
  return localizePath(`${head}/${segments.join('/')}`, place.lang, place.defaultLang);
}

/** Spot: `/trade/{pair}` (§2, `/trade/BTC_USDT`). */
export const spotHref = (pair: string, place: LinkPlace): string | null => route(place, '/trade', [pair]);

/**
 * Futures: `/futures/{SETTLE}/{contract}` (§2, `/futures/USDT/BTC_USDT`). The decoder keeps the
 * settle in lower case (the answer's `usdt`, `btc`); the route spells it in capitals.
 */
export const futuresHref = (settle: string, contract: string, place: LinkPlace): string | null =>
  route(place, '/futures', [settle.toUpperCase(), contract]);

/**
 * Pilot: `/pilot/{seo_path}` (§2). The seo_path is `{chain}/{slug}`, so its slashes separate
 * segments; each is checked and encoded on its own, and an empty one (`sol//x`, a leading `/`)
 * gives no link rather than a `//` that could leave the site.
 */
export const pilotHref = (seoPath: string, place: LinkPlace): string | null => route(place, '/pilot', seoPath.split('/'));

/** Pre-market: `/pre-market/{CURRENCY}` (§2). */
export const preMarketHref = (currency: string, place: LinkPlace): string | null =>
  route(place, '/pre-market', [currency.toUpperCase()]);

/**
 * A pre-market row (§2: `/trade/{BASE}_USDT` for pre-market listings, `/pre-market/{CURRENCY}`
 * otherwise). Of the item's fields (§3: currency, market, full_name, tags) `market` is the one
 * that says it trades: the server names a market once the currency trades on spot, and leaves it
 * empty while the currency is still only pre-market. A trading item leads to its base's USDT pair,
 * spelt from `currency` as §2 spells it (not from `market`, which only says that it trades); any
 * other keeps its pre-market page.
 */
export const isTradingPreMarket = (item: { market: string }): boolean => item.market.trim() !== '';

export function preMarketItemHref(item: { currency: string; market: string }, place: LinkPlace): string | null {
  if (!isTradingPreMarket(item)) return preMarketHref(item.currency, place);
  // A blank currency must not become the pair `_USDT`: no link, as for any other blank value.
  return item.currency.trim() === '' ? null : spotHref(`${item.currency.toUpperCase()}_USDT`, place);
}

/**
 * Pre-mint items: §2 has no page per pre-mint currency, only `/premint`, so every item leads
 * there.
 */
export const preMintHref = (place: LinkPlace): string => localizePath('/premint', place.lang, place.defaultLang);

