import * as v from 'valibot';
import { amount, decode, dict } from '../decode';
import { defineCall } from '../define';

/** Static config files served beside the API (CONTRACT §4). */

export function decodeIconWhitelist(raw: unknown): Record<string, number> {
  return decode(dict(amount), raw);
}

export const getCoinIconWhitelist = defineCall({
  path: '/js/tool/coin_icon_whitelist.json', decode: decodeIconWhitelist, fallback: {} as Record<string, number>,
});

export type DownloadLinks = Record<string, string>;

/** String entries only: the file also holds nested groups (`desktop: {mac, windows}`) that the chrome does not use. */
export function decodeDownloadLinks(raw: unknown): DownloadLinks {
  const all = decode(dict(v.unknown()), raw);
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

export const getDownloadLinks = defineCall({
  path: '/js/tool/page_download_links.json', decode: decodeDownloadLinks, fallback: {} as DownloadLinks,
});
