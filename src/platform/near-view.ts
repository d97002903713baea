/**
 * Calls `onNear` once `el` comes within `margin` of the viewport (an IntersectionObserver), so
 * below-the-fold work waits until the visitor scrolls towards it. Where the observer is missing
 * (old engines, some test DOMs) it calls at once. Returns the cleanup.
 */
export function whenNearView(el: Element, onNear: () => void, margin = '300px'): () => void {
  if (typeof IntersectionObserver !== 'function') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    onNear();
  }, { rootMargin: margin });
  observer.observe(el);
  return () => observer.disconnect();
}
