
/** The documented events on `window` (CONTRACT §3): name → `detail`. */
export interface SiteChromeEventMap {
  'sitechrome:ready': { site: string; lang: string };
  'sitechrome:change': { key: 'lang' | 'fiat' | 'theme' | 'riseColor' | 'refTime' | 'login'; value: string };
  /** (v1.1) One tracked click. */
  'sitechrome:analytics': { name: string; area: string; target: string; site: string; lang: string };
}

declare global {
  /** `window.addEventListener('sitechrome:ready', (e) => e.detail.lang)` is typed. */
  interface WindowEventMap {
    'sitechrome:ready': CustomEvent<SiteChromeEventMap['sitechrome:ready']>;
    'sitechrome:change': CustomEvent<SiteChromeEventMap['sitechrome:change']>;
    'sitechrome:analytics': CustomEvent<SiteChromeEventMap['sitechrome:analytics']>;
  }
}

/** Listens on the host window; returns the function that stops listening. */
export function listenWindow<K extends keyof WindowEventMap>(type: K, listener: (event: WindowEventMap[K]) => void, options?: AddEventListenerOptions): () => void {
  window.addEventListener(type, listener, options);
  return () => window.removeEventListener(type, listener, options);
}

/**
 * A host listener that throws does not reach us: the browser reports it as the host's own
 * uncaught error and calls the other listeners (DOM "inner invoke"), so there is nothing to catch.
 */
export function emit<K extends keyof SiteChromeEventMap>(name: K, detail: SiteChromeEventMap[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
