import { mediaMatches } from './media-query';

/**
 * Back to the top of the host page (the floating footer menu): smoothly, unless the visitor asks
 * for reduced motion. Here because it moves the host's window.
 */
export function scrollToTop(): void {
  try {
    window.scrollTo({ top: 0, behavior: mediaMatches('(prefers-reduced-motion: reduce)') ? 'auto' : 'smooth' });
  } catch {
    // A window that cannot scroll (a test DOM, a sandboxed frame) stays where it is.
  }
}
