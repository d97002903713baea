import { registerServiceWorker } from '../platform/sw';
import { scheduleCdnCheck } from '../platform/cdn-check';
import { watchAnnouncement } from '../stores/announcement';

/**
 * Page-wide work started by the first mounted instance and stopped with the last one: the service
 * worker registration (once per page), the CDN health check timer and the announcement bar's watch.
 */
let users = 0;
let cancelCdnCheck: (() => void) | null = null;
let stopAnnouncement: (() => void) | null = null;

/**
 * public/cdn-check.txt, beside the loader: a few bytes from where the SDK's own chunks came, so the
 * check measures that CDN without downloading the loader again (it is fetched with `no-store`).
 */
function probeUrl(): string {
  return new URL(/* @vite-ignore */ '../cdn-check.txt', import.meta.url).href;
}

export const pageServices = {
  /** `serviceWorker: false` (`data-sw="0"`): this instance does not register the worker. */
  acquire(serviceWorker: boolean): () => void {
    users += 1;
    if (serviceWorker) registerServiceWorker();
    if (users === 1) {
      cancelCdnCheck = scheduleCdnCheck(probeUrl(), async () => (await import('../platform/cdn-reporter')).report);
      // The bulletin call and the decision to show the bar: the bar's own chunk loads only then.
      stopAnnouncement = watchAnnouncement();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users === 0) {
        cancelCdnCheck?.();
        cancelCdnCheck = null;
        stopAnnouncement?.();
        stopAnnouncement = null;
      }
    };
  },
};
