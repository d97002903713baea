import { listenWindow } from './events';

/** Whether the host page is scrolled away from its top. */
export function pageScrolled(): boolean {
  try {
    return window.scrollY > 0;
  } catch {
    return false;
  }
}

/**
 * Calls `onScrolled` once, the first time the host page is scrolled from its top (at once when it
 * loaded scrolled: a Back to a page read halfway). Returns a function that stops waiting.
 */
export function whenPageScrolled(onScrolled: () => void): () => void {
  if (pageScrolled()) {
    onScrolled();
    return () => undefined;
  }
  const stop = listenWindow('scroll', () => {
    if (!pageScrolled()) return;
    stop();
    onScrolled();
  }, { passive: true });
  return stop;
}
