import { registerServiceWorker } from '../platform/sw';
import { scheduleCdnCheck } from '../platform/cdn-check';
import { $pageSetup } from '../stores/page-setup';

/**
 * Page-wide work started by the first mounted instance and stopped with the last one: the service
 * worker registration (once per page), the CDN health check timer and, on pages with a chat-room
 * micro-app, the chat room's page-load rules (its remembered flag, short links, the 768 px watch).
 */
let users = 0;
let cancelCdnCheck: (() => void) | null = null;
let stopChatRoom: (() => void) | null = null;
let chatGeneration = 0;

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
      if ($pageSetup.get()?.microApps.chatroom) {
        const mine = ++chatGeneration;
        void import('../stores/chat-room-actions').then(({ startChatRoom }) => {
          // Not when the last instance went while the chunk was loading.
          if (mine === chatGeneration) stopChatRoom = startChatRoom();
        }, (error: unknown) => console.warn('[SiteChrome] could not load', error));
      }
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users === 0) {
        cancelCdnCheck?.();
        cancelCdnCheck = null;
        chatGeneration += 1;
        stopChatRoom?.();
        stopChatRoom = null;
      }
    };
  },
};
