import { distUrl } from './asset-urls';

/**
 * The two files of `dist/` the lazy parts load (asset-urls.ts says from where). A module apart
 * from asset-urls.ts, which the first paint carries for the catalogs: these two are lazy.
 * The bundler build swaps this module for asset-files.bundled.ts.
 */

/** The CDN check's file (public/cdn-check.txt); null where there is no SDK origin to check. */
export function cdnProbeUrl(): string | null {
  return distUrl('cdn-check.txt');
}

/** public/images/coin-default.svg: a coin without an icon of its own. */
export function defaultCoinIconUrl(): string {
  return distUrl('images/coin-default.svg');
}
