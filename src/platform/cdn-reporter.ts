import type { CdnReporter } from './cdn-check';
import { onPage } from './location';

/**
 * A URL as it may leave the page: origin and path only. Queries and fragments carry tokens,
 * referral codes and search terms, which an error report has no use for.
 */
export function withoutQuery(url: string, base?: string): string {
  try {
    const u = new URL(url, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? `${u.origin}${u.pathname}` : '';
  } catch {
    return '';
  }
}

/**
 * The error reporter, loaded only after a failed CDN check. It sends one beacon to the page's own
 * origin (`/sitechrome/report`, see docs/architecture.md) and never throws or shows anything.
 */
export const report: CdnReporter = (detail) => {
  try {
    const page = location.href;
    const body = JSON.stringify({
      type: 'cdn_access_error', ...detail, url: withoutQuery(detail.url, page), page: withoutQuery(page), time: Date.now(),
    });
    // On the page's own origin, not against a host `<base href>` elsewhere (issue 20).
    navigator.sendBeacon?.(onPage('/sitechrome/report'), new Blob([body], { type: 'application/json' }));
  } catch {
    // silent by design (site-chrome.md §8)
  }
};
