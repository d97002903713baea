
/**
 * Media queries for components, through `useSyncExternalStore`: the only place that touches
 * `window.matchMedia`. Where it is missing (old engines, some test DOMs) nothing ever matches.
 */
export function mediaMatches(query: string): boolean {
  try {
    return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  } catch {
    return false;
  }
}

export function subscribeMedia(query: string, onChange: () => void): () => void {
  try {
    if (typeof window.matchMedia !== 'function') return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  } catch {
    return () => {};
  }
}

/** The layout viewport's width in CSS pixels; 0 where there is no window. */
export function viewportWidth(): number {
  try {
    return window.innerWidth;
  } catch {
    return 0;
  }
}

/**
 * Whether `el` is laid out right to left (its computed `direction`, from its root's `dir`), for the
 * panels and arrows that mirror; here beside the viewport's other readings they take.
 */
export function isRightToLeft(el: Element): boolean {
  return getComputedStyle(el).direction === 'rtl';
}
