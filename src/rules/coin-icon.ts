import { pathSegment } from './routes';

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
 * A coin's icon, the market panels' and the chart legend's (CONTRACT §4: `/images/coin_icon/64/{coin}.png?v={version}`, relative to
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
