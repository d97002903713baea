import type { CdnReporter } from './cdn-check';

/**
 * The error reporter, loaded only after a failed CDN check. It sends one beacon to the page's own
 * origin (`/sitechrome/report`, see README) and never throws or shows anything.
 */
export const report: CdnReporter = (detail) => {
  try {
    const body = JSON.stringify({ type: 'cdn_access_error', ...detail, page: location.href, time: Date.now() });
    navigator.sendBeacon?.('/sitechrome/report', new Blob([body], { type: 'application/json' }));
  } catch {
    // silent by design (site-chrome.md §8)
  }
};
