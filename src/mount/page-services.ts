import { registerServiceWorker } from '../platform/sw';
import { scheduleCdnCheck } from '../platform/cdn-check';

/**
 * Page-wide work started by the first mounted instance and stopped with the last one: the service
 * worker registration (once per page) and the CDN health check timer.
 */
let users = 0;
let cancelCdnCheck: (() => void) | null = null;

/** A file beside the SDK's own chunks, so the check measures the CDN the SDK came from. */
function probeUrl(): string {
  return new URL('../site-chrome.umd.js', import.meta.url).href;
}

export const pageServices = {
  acquire(): () => void {
    users += 1;
    if (users === 1) {
      registerServiceWorker();
      cancelCdnCheck = scheduleCdnCheck(probeUrl(), async () => (await import('../platform/cdn-reporter')).report);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users === 0) {
        cancelCdnCheck?.();
        cancelCdnCheck = null;
      }
    };
  },
};
