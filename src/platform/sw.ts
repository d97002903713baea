import { hostGet } from './host-document';

/** Service worker of site-chrome.md §1: `/sw.js`, scope `/`; failures are only logged (§8). */
export const SW_URL = '/sw.js';

let registered = false;

export function registerServiceWorker(): void {
  if (registered) return;
  registered = true;
  try {
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    // workbox-window loads after the page has loaded: nothing on the first paint waits for it.
    const start = () => {
      import('workbox-window')
        .then(({ Workbox }) => new Workbox(SW_URL, { scope: '/' }).register())
        .catch((error: unknown) => console.warn('[SiteChrome] service worker registration failed', error));
    };
    if (hostGet('readyState') === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  } catch (error) {
    console.warn('[SiteChrome] service worker registration failed', error);
  }
}
