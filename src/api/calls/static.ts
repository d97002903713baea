import { request, type ApiContext } from '../client';
import * as v from 'valibot';
import { decode, dict, logFallback, num } from '../decode';

/** Static config files served beside the API (CONTRACT §4). */

export function decodeIconWhitelist(raw: unknown): Record<string, number> {
  return decode(dict(num), raw);
}

export async function getCoinIconWhitelist(ctx: ApiContext): Promise<Record<string, number>> {
  try {
    return decodeIconWhitelist(await request(ctx, { path: '/js/tool/coin_icon_whitelist.json' }));
  } catch (error) {
    logFallback('coin_icon_whitelist.json', error);
    return {};
  }
}

export type DownloadLinks = Record<string, string>;

/** String entries only: the file also holds nested groups (`desktop: {mac, windows}`) that the chrome does not use. */
export function decodeDownloadLinks(raw: unknown): DownloadLinks {
  const all = decode(dict(v.unknown()), raw);
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export async function getDownloadLinks(ctx: ApiContext): Promise<DownloadLinks> {
  try {
    return decodeDownloadLinks(await request(ctx, { path: '/js/tool/page_download_links.json' }));
  } catch (error) {
    logFallback('page_download_links.json', error);
    return {};
  }
}
