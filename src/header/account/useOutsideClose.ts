import { useEffect, type RefObject } from 'react';
import { listenWindow } from '../../platform/events';

/**
 * Calls `close` on a pointer press outside `ref` while `active`. `composedPath()` sees through the
 * shadow root, where `event.target` would be the host element.
 */
export function useOutsideClose(ref: RefObject<HTMLElement | null>, active: boolean, close: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const onDown = (e: PointerEvent) => {
      const el = ref.current;
      if (el && !e.composedPath().includes(el)) close();
    };
    return listenWindow('pointerdown', onDown);
  }, [ref, active, close]);
}
