import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { $openMenu, closeMenu, openMenu, toggleMenu, type MenuGroup } from './openMenu';
import { listenWindow } from '../platform/events';

/** How long a header dropdown stays open after the pointer leaves it (crossing a gap is fine). */
export const HOVER_CLOSE_MS = 150;

interface Options {
  /** The button: Escape inside the dropdown gives it focus back. */
  button: RefObject<HTMLElement | null>;
  /** Button and panel together: a press outside it closes the dropdown. */
  wrap: RefObject<HTMLElement | null>;
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
 *   Escape inside closes it and puts focus back on the button; Escape elsewhere (not in a dialog)
 *   closes it too; focus leaving it (but not into a dialog opened from it) closes it.
 * - a press outside closes it (touch screens open menus without hovering away). `composedPath()`
 *   sees through shadow roots, where `event.target` would be a host element.
 */
export function useHoverMenu(id: string, { button, wrap, modal = false, onOpen, group = $openMenu, openOn = 'hover', leave = openOn === 'hover' }: Options) {
  const open = useStore(group) === id;
  const [focusFirst, setFocusFirst] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);
  /** The pointer of the last interaction: a touch has no hover to leave (see onMouseLeave). */
  const pointer = useRef('mouse');
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open || modal) return undefined;
    const onEvent = (e: Event) => {
      const path = e.composedPath();
      const close = e instanceof KeyboardEvent
        ? e.key === 'Escape' && !path.some((n) => n instanceof HTMLDialogElement)
        : !!wrap.current && !path.includes(wrap.current);
      if (close) closeMenu(id, group);
    };
    const stops = [listenWindow('pointerdown', onEvent), listenWindow('keydown', onEvent)];
    return () => stops.forEach((stop) => stop());
  }, [open, modal, id, wrap, group]);

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
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !open || modal) return;
      // Only this dropdown closes: a picker inside it (Pay with) stops its own Escape first.
      e.preventDefault();
      e.stopPropagation();
      closeMenu(id, group);
      button.current?.focus();
    },
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
