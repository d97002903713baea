import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $openMenu, closeMenu, openMenu, toggleMenu, type MenuGroup } from './openMenu';

/**
 * What an open panel (DropdownPanel, lazy) does with a key pressed anywhere in its dropdown
 * (Escape), by the dropdown's element: set while the panel is rendered.
 */
export const panelKeys = new WeakMap<Element, (e: KeyboardEvent) => void>();

/** How long a header dropdown stays open after the pointer leaves it (crossing a gap is fine). */
export const HOVER_CLOSE_MS = 150;

interface Options {
  /**
   * The panel is a modal dialog of its own (the Account drawer on small screens): it handles
   * Escape, outside presses and focus itself, so only the toggling click is left here.
   */
  modal?: boolean;
  /** The first sign of interest (hover, focus): start loading the panel. */
  onOpen?: () => void;
  /** Its one-open-at-a-time group (openMenu.ts): the header's menus' by default. */
  group?: MenuGroup;
  /**
   * `click`: only a click (or ArrowDown) opens it, and the pointer leaving closes it only when
   * `leave` says so (the Pay-with picker does; the phone footer's selectors, in the page's flow, do not).
   */
  openOn?: 'hover' | 'click';
  leave?: boolean;
}

/**
 * Whether an event's related target (where focus or the pointer went) is in an open dialog that
 * the dropdown itself is not in. It comes retargeted to this root's tree: a dialog in another root
 * (the dialog host may be the overlay root) arrives as that root's host element.
 */
function intoDialog(next: EventTarget | null, from: Element): boolean {
  if (!(next instanceof Element)) return false;
  // A closed dialog is not rendered: neither focus nor the pointer can be in one.
  const dialog = next.closest('dialog') ?? next.shadowRoot?.querySelector('dialog[open]');
  return !!dialog && !dialog.contains(from);
}

/**
 * The behaviour of every header dropdown (nav menus, Account, Download app; site-chrome.md §4),
 * one at a time through `$openMenu`:
 * - pointer: opens on hover, closes a moment after the pointer leaves. A pointer's first click
 *   after the hover that opened it keeps it open (a touch emulates the hover first, so a tap
 *   could never open it otherwise); the next click closes it. Keyboard clicks (`detail` 0) toggle.
 *   A touch has no hover: what a tap opened does not close when its emulated mouse leaves.
 * - keyboard: ArrowDown on the button opens it and asks the panel to focus its first item;
 *   focus leaving it (but not into a dialog opened from it) closes it.
 * - what only an open dropdown does (Escape, a press outside) is the panel's, DropdownPanel, kept
 *   out of the first paint.
 */
export function useHoverMenu(id: string, { modal = false, onOpen, group = $openMenu, openOn = 'hover', leave = openOn === 'hover' }: Options) {
  const open = useStore(group) === id;
  const [focusFirst, setFocusFirst] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);
  /** The pointer of the last interaction: a touch has no hover to leave (see onMouseLeave). */
  const pointer = useRef('mouse');
  useEffect(() => () => clearTimeout(timer.current), []);

  const wrapProps = {
    onPointerOver: (e: PointerEvent) => {
      pointer.current = e.pointerType;
    },
    onMouseEnter: () => {
      clearTimeout(timer.current);
      if (modal || openOn === 'click') return;
      if (group.get() !== id) openedByHover.current = true;
      onOpen?.();
      openMenu(id, group);
    },
    onMouseLeave: (e: MouseEvent) => {
      if (modal || !leave || !open) return;
      clearTimeout(timer.current);
      // A modal opened from the panel (EU "Stay tuned!") covers the page, so its backdrop takes
      // the pointer without the pointer moving: the menu stays for focus to come back into it
      // (issue 26). It closes as usual on a press outside, Escape, or the pointer leaving later.
      if (intoDialog(e.nativeEvent.relatedTarget, e.currentTarget as Element)) return;
      // A tap's emulated mouse leaves again right after its click (Chromium sends the mouseout
      // within a few ms): the menu a tap opened stays until a press outside, Escape or a second tap.
      if (pointer.current === 'touch') return;
      openedByHover.current = false;
      timer.current = setTimeout(() => closeMenu(id, group), HOVER_CLOSE_MS);
    },
    onFocus: onOpen,
    // Escape is the open panel's (DropdownPanel): it closes the dropdown from anywhere inside it.
    onKeyDown: (e: KeyboardEvent) => panelKeys.get(e.currentTarget)?.(e),
    onBlur: (e: FocusEvent) => {
      const next = e.relatedTarget as Element | null;
      // Focus moving into a dialog opened from the panel (EU "Stay tuned!") keeps the menu. The
      // related target comes retargeted to this root's tree, so `contains` answers across shadow roots.
      if (open && !modal && next && !e.currentTarget.contains(next) && !intoDialog(next, e.currentTarget)) closeMenu(id, group);
    },
  };
  const buttonProps = {
    onClick: (e: MouseEvent) => {
      if (!modal && e.detail > 0 && openedByHover.current && group.get() === id) {
        openedByHover.current = false;
        return;
      }
      openedByHover.current = false;
      toggleMenu(id, group);
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'ArrowDown' || modal) return;
      e.preventDefault();
      onOpen?.();
      openMenu(id, group);
      setFocusFirst(true);
    },
  };
  return { open, focusFirst, focused: () => setFocusFirst(false), wrapProps, buttonProps };
}
