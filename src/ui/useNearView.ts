import { useEffect, useRef, useState } from 'react';
import { whenNearView } from '../platform/near-view';

/** Calls `run` once its condition about `el` holds; returns the stop (platform/near-view, idle-or-visible). */
export type ElementWatch = (el: Element, run: () => void) => () => void;

/**
 * Whether the element of the returned ref has come near the viewport (and stays true after); or,
 * with another `watch`, whether that one has fired (a video waits for idleness or view).
 */
export function useNearView<T extends Element>(watch: ElementWatch = whenNearView): [boolean, React.RefObject<T | null>] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !ref.current) return undefined;
    return watch(ref.current, () => setNear(true));
  }, [near, watch]);
  return [near, ref];
}
