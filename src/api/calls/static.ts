import { request, type ApiContext } from '../client';
import { decode, dict, logFallback, num, text } from '../decode';

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

export function decodeDownloadLinks(raw: unknown): DownloadLinks {
  return decode(dict(text), raw);
}

export async function getDownloadLinks(ctx: ApiContext): Promise<DownloadLinks> {
  try {
    return decodeDownloadLinks(await request(ctx, { path: '/js/tool/page_download_links.json' }));
  } catch (error) {
    logFallback('page_download_links.json', error);
    return {};
  }
}
