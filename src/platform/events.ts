/** The documented events on `window` (CONTRACT §3). */
export interface SiteChromeEventMap {
  'sitechrome:ready': { site: string; lang: string };
  'sitechrome:change': { key: 'lang' | 'fiat' | 'theme' | 'riseColor' | 'refTime'; value: string };
}

/** Listens on the host window; returns the function that stops listening. */
export function listenWindow<K extends keyof WindowEventMap>(type: K, listener: (event: WindowEventMap[K]) => void): () => void {
  window.addEventListener(type, listener);
  return () => window.removeEventListener(type, listener);
}

export function emit<K extends keyof SiteChromeEventMap>(name: K, detail: SiteChromeEventMap[K]): void {
  try {
    window.dispatchEvent(new CustomEvent(name, { detail }));
  } catch (error) {
    // A host listener that throws must not break the chrome.
    console.error(error);
  }
}
