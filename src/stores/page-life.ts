/**
 * Page-wide work that a lazy feature starts long after the first paint and that must end with the
 * chrome: the contract list's 10-minute refresh (site-chrome.md §4) runs "while the page is open",
 * and `chrome.unmount()` of the last instance ends it. The page services (mount/page-services.ts,
 * started and stopped with the instances) call `endPageWork()`; a feature registers its stop here
 * instead of importing the mount layer, which stores may not.
 *
 * A chunk of its own (about 0.2 kB), loaded with the page services after the first paint.
 */
const stops = new Set<() => void>();

/** Runs `stop` when the last instance unmounts; returns the unregistration (the work ended first). */
export function untilUnmount(stop: () => void): () => void {
  stops.add(stop);
  return () => void stops.delete(stop);
}

/** The last instance has unmounted: every registered stop runs once. */
export function endPageWork(): void {
  const now = [...stops];
  stops.clear();
  for (const stop of now) stop();
}
