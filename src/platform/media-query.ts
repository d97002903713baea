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
