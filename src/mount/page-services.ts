import { registerServiceWorker } from '../platform/sw';
import { scheduleCdnCheck } from '../platform/cdn-check';
import { watchNotices } from '../stores/notice-trigger';

/**
 * Page-wide work started by the first mounted instance and stopped with the last one: the service
 * worker registration (once per page) and the CDN health check timer.
 */
let users = 0;
let cancelCdnCheck: (() => void) | null = null;
let stopNotices: (() => void) | null = null;

/**
 * public/cdn-check.txt, beside the loader: a few bytes from where the SDK's own chunks came, so the
 * check measures that CDN without downloading the loader again (it is fetched with `no-store`).
 */
function probeUrl(): string {
  return new URL(/* @vite-ignore */ '../cdn-check.txt', import.meta.url).href;
}

export const pageServices = {
  /**
   * `serviceWorker: false` (`data-sw="0"`): this instance does not register the worker.
   * `overlays`: the instance has the overlay root, so the KYC and regional notices may be asked
   * for (the trigger waits here, in a chunk every page loads after its first paint, so the first
   * paint does not carry it).
   */
  acquire(serviceWorker: boolean, overlays = false): () => void {
    users += 1;
    if (serviceWorker) registerServiceWorker();
    if (overlays && !stopNotices) stopNotices = watchNotices();
    if (users === 1) {
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
        stopNotices?.();
        stopNotices = null;
      }
    };
  },
};
