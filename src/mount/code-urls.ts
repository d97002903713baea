import { fail, SAFE_URL, type ResolvedOptions } from './options';
import { CHAT_ROOM } from '../features/chat-room/gate';

/** The origin of the SDK's own scripts, where its micro-apps may also live. */
const SDK_ORIGIN = new URL(import.meta.url).origin;

/**
 * Micro-apps and the fingerprint script run as code in the page and the collector receives its events: each URL must be
 * https or a same-origin path, on the page's origin, the SDK's own or one of the site's (`anti`).
 * A chunk of its own: only pages that pass such URLs load it, before anything renders.
 */
export function checkCodeUrls({ site, microApps, analytics, fingerprint }: Pick<ResolvedOptions, 'site' | 'microApps' | 'analytics' | 'fingerprint'>): void {
  const urls = Object.entries(microApps).map(([name, url]) => [`microApps.${name}`, url]);
  if (analytics.collector) urls.push(['analytics.collector', analytics.collector]);
  if (fingerprint) urls.push(['fingerprint', fingerprint]);
  for (const [option, url] of urls as [string, string][]) {
    const origin = SAFE_URL.test(url) && new URL(url, location.href).origin;
    if (origin !== location.origin && !(/^https:/i.test(url) && (origin === SDK_ORIGIN || site.anti.includes(origin as string)))) {
      fail(option, url, 'use https or a same-origin path, on the page\'s, the SDK\'s or the site\'s origins');
    }
  }
  // The chat room's page-load rules ride on this chunk: it loads only for pages with micro-apps,
  // so a plain visitor's page downloads nothing more for them.
  if (microApps.chatroom) CHAT_ROOM.run();
}

