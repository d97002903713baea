import { localizePath, type LanguageCode } from '../../config/languages';

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

/** One path segment, encoded; null for none. */
export function pathSegment(raw: string): string | null {
  if (raw.trim() === '' || raw === '.' || raw === '..') return null;
  try {
    return encodeURIComponent(raw);
  } catch {
    return null; // a lone surrogate cannot be encoded (URIError)
  }
}

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

// ---- coin icons --------------------------------------------------------------------------------------

/**
 * The default coin icon: public/images/coin-default.svg, served beside the loader (docs/architecture.md,
 * public/). The caller resolves it against the SDK's own URL, as mount/page-services.ts does for
 * the CDN probe, and passes the result in; it also shows it when an icon fails to load.
 */
export const DEFAULT_COIN_ICON_FILE = 'images/coin-default.svg';

export interface IconPlace {
  /** The `apiBase` option (already checked by mount/options.ts): `''`, a path or an http(s) origin. */
  apiBase: string;
  /** `/js/tool/coin_icon_whitelist.json`: lower-case coin → icon version. */
  whitelist: Readonly<Record<string, number>>;
  /** The default icon's URL. */
  defaultIcon: string;
  /**
   * compliance §9, the always-update flag: the icon's version is the current hour (`now`, ms), so
   * the browser keeps an icon an hour at most and a changed icon reaches every visitor within it.
   * Without it, the whitelist's version (a changed icon waits for the whitelist to change).
   */
  alwaysUpdate?: { now: number };
}

/** compliance §9: with the always-update flag, coin icons are cached an hour. */
export const ICON_REFRESH_MS = 3_600_000;

/**
 * `''`, a path with one leading slash, or http(s): what `apiBase` may be; anything else is not used.
 * No `?` or `#` (mount/options.ts lets them through): the icon path after one would be a query,
 * and the request would go to the base path itself. No backslash or white space anywhere (as
 * mount/options.ts's SAFE_URL): the URL parser reads a backslash as a slash, so `/ \` would put
 * the icon under `//`, outside the base path.
 */
const API_BASE = /^(?![^?#]*[?#])(?![^]*[\\\s])(?:$|\/(?![/\\])|https?:\/\/[^/\\@?#\s]+(?:\/|$))/i;

/**
 * A row's own icon may only be a coin-icon file of CONTRACT §4: `/images/coin_icon/{size}/{file}.png`,
 * optionally with `?v={version}`. Any other path on the API's origin would be a credentialed GET
 * of the user's choosing when the row is drawn (`/api/web/v1/usercenter/logoutAll` logs out every
 * device), so only this shape is let through: one size folder of digits, one file name of
 * letters, digits, `_`, `-` or `.` ending in `.png` (so never a dot segment), and a version of
 * the same characters. No `%`, so nothing encoded can turn into a separator.
 */
const ICON_PATH = /^\/images\/coin_icon\/\d{1,4}\/[A-Za-z0-9_.-]{1,64}\.png(?:\?v=[A-Za-z0-9_.-]{1,32})?$/;

/** Whether a server-given icon path is a coin-icon file (see ICON_PATH). */
export const isCoinIconPath = (icon: string): boolean => ICON_PATH.test(icon);

/**
 * A coin's icon (CONTRACT §4: `/images/coin_icon/64/{coin}.png?v={version}`, relative to
 * `apiBase`): the versioned file for a coin of the whitelist; else the row's own `icon` when it
 * is a coin-icon path (`isCoinIconPath`: the server sends the same path without a version; read
 * relative to `apiBase` as well); else the default icon. Nothing here can point off the API's origin: an
 * absolute or protocol-relative `icon` is not used.
 *
 * The whitelist is a list of icon *versions* (§7, §9: 18 symbols), not of coins that have icons:
 * with only the whitelist 3,000 rows would show the default icon. Without an `icon` argument the
 * function gives exactly "whitelisted file, else default".
 */
export function coinIconUrl(coin: string, place: IconPlace, icon = ''): string {
  const apiBase = place.apiBase.replace(/\/+$/, '');
  if (!API_BASE.test(apiBase)) return place.defaultIcon;
  const key = coin.trim().toLowerCase();
  const version = Object.hasOwn(place.whitelist, key) ? place.whitelist[key] : undefined;
  const file = pathSegment(key);
  const hour = place.alwaysUpdate ? Math.floor(place.alwaysUpdate.now / ICON_REFRESH_MS) : null;
  if (file !== null && typeof version === 'number' && Number.isFinite(version)) {
    return `${apiBase}/images/coin_icon/64/${file}.png?v=${encodeURIComponent(String(hour ?? version))}`;
  }
  if (isCoinIconPath(icon)) return `${apiBase}${hour === null ? icon : `${icon.replace(/\?v=.*$/, '')}?v=${hour}`}`;
  return place.defaultIcon;
}
