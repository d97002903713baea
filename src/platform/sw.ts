import { hostGet } from './host-document';
import { onPage } from './location';
import { hasTrustedTypes, trustedTypesPolicy } from './trusted-types';
import { report } from './report';

/** Service worker of site-chrome.md §1: `/sw.js`, scope `/`; failures are only logged (§8). */
export const SW_URL = '/sw.js';

let registered = false;

export function registerServiceWorker(): void {
  if (registered) return;
  registered = true;
  try {
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
    // workbox-window loads after the page has loaded: nothing on the first paint waits for it.
    // On the page's origin (`register()` reads a relative URL against the document's base, which a
    // host `<base href>` moves); a TrustedScriptURL where the browser has Trusted Types. A host
    // whose CSP refuses the policy gets no worker (reported by trusted-types.ts).
    const policy = trustedTypesPolicy();
    if (!policy && hasTrustedTypes()) return;
    const url = onPage(SW_URL);
    const start = () => {
      import('workbox-window')
        .then(({ Workbox }) => new Workbox(policy ? policy.createScriptURL(url) : url, { scope: onPage('/') }).register())
        .catch((error: unknown) => report(error, { area: 'service-worker', what: 'service worker registration failed' }));
    };
    if (hostGet('readyState') === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  } catch (error) {
    report(error, { area: 'service-worker', what: 'service worker registration failed' });
  }
}
