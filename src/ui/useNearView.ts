import { useEffect, useRef, useState } from 'react';
import { whenNearView } from '../platform/near-view';

/** Whether the element of the returned ref has come near the viewport (and stays true after). */
export function useNearView<T extends Element>(): [boolean, React.RefObject<T | null>] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !ref.current) return undefined;
    return whenNearView(ref.current, () => setNear(true));
  }, [near]);
  return [near, ref];
}
