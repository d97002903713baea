import { hostQuery } from './host-document';
/**
 * Measurements of the page around the chrome, for the page bars (bars/BarHost.tsx): where the
 * chrome's header root ends, and size changes of an element. Host globals stay here.
 */

/** The bottom edge of the first header root, in viewport coordinates; null when the page has none. */
export function headerBottom(): number | null {
  try {
    const host = hostQuery('[data-site-chrome-root="header"]');
    return host ? host.getBoundingClientRect().bottom : null;
  } catch {
    return null;
  }
}

/**
 * Calls `onChange` when the header root or the window changes size (a header that grows moves
 * its bottom edge). Where ResizeObserver is missing, window resizes only. Returns the stop.
 */
export function watchHeaderBox(onChange: () => void): () => void {
  let observer: ResizeObserver | undefined;
  try {
    const host = hostQuery('[data-site-chrome-root="header"]');
    if (host && typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(() => onChange());
      observer.observe(host);
    }
    window.addEventListener('resize', onChange);
  } catch {
    return () => undefined;
  }
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', onChange);
  };
}

/** Calls `onChange` when `element` changes size (and once at the start); returns the stop. */
export function watchSize(element: Element, onChange: () => void): () => void {
  if (typeof ResizeObserver !== 'function') {
    onChange();
    return () => undefined;
  }
  const observer = new ResizeObserver(() => onChange());
  observer.observe(element);
  return () => observer.disconnect();
}
