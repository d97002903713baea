import { useEffect, useRef, type MouseEvent } from 'react';
import { $openMenu, closeMenu, openMenu, toggleMenu } from '../stores/ui';

/** How long a header dropdown stays open after the pointer leaves it (crossing a gap is fine). */
export const HOVER_CLOSE_MS = 150;

/**
 * The pointer half of every header dropdown (nav menus, Account, Download app; site-chrome.md §4):
 * it opens on hover and closes a moment after the pointer leaves. A pointer's first click after
 * the hover that opened it keeps it open (a touch emulates the hover first, so a tap could never
 * open it otherwise); the next click closes it. Keyboard clicks (Enter/Space, `detail` 0) toggle.
 * `enabled: false` (a drawer on small screens) leaves only the toggling click.
 */
export function useHoverMenu(id: string, { enabled = true, onOpen }: { enabled?: boolean; onOpen?: () => void } = {}) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onMouseEnter = () => {
    if (!enabled) return;
    clearTimeout(timer.current);
    if ($openMenu.get() !== id) openedByHover.current = true;
    onOpen?.();
    openMenu(id);
  };
  const onMouseLeave = () => {
    if (!enabled) return;
    clearTimeout(timer.current);
    openedByHover.current = false;
    timer.current = setTimeout(() => closeMenu(id), HOVER_CLOSE_MS);
  };
  const onClick = (e: MouseEvent) => {
    if (enabled && e.detail > 0 && openedByHover.current && $openMenu.get() === id) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    toggleMenu(id);
  };
  return { onMouseEnter, onMouseLeave, onClick };
}
