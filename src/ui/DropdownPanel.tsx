/** @jsxImportSource @emotion/react */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { listenWindow } from '../platform/events';
import { closeMenu, type MenuGroup } from './openMenu';
import { panelKeys } from './useHoverMenu';
import { isRightToLeft, viewportWidth } from '../platform/media-query';
import { css } from '@emotion/react';

/** Keeps a panel this far from the viewport's edges. */
const EDGE = 8;
/** The panel overlaps its button by this much, so the pointer never crosses a gap. */
const OVERLAP = 4;
const FOCUSABLE = 'a[href], button:not([disabled]), input';

const box = css`
  position: fixed;
  inset: auto;
  margin: 0;
  max-width: calc(100vw - ${EDGE * 2}px);
  max-height: calc(100vh - 80px);
  overflow: auto;
  padding: 12px;
  background: var(--sc-surface);
  color: var(--sc-text);
  border: 1px solid var(--sc-border);
  border-radius: 12px;
  box-shadow: var(--sc-shadow);
`;

/** A panel whose content draws its own padding (the personal centre). */
const flushBox = css`
  ${box};
  padding: 0;
`;

interface Props {
  /** The dropdown's name in its group (useHoverMenu): what the panel closes. */
  id: string;
  group: MenuGroup | undefined;
  /** Button and panel together: a press outside it closes the dropdown. */
  wrap: RefObject<HTMLElement | null>;
  /** The button: Escape inside the dropdown gives it focus back. */
  anchor: RefObject<HTMLElement | null>;
  placement: 'start' | 'end';
  label?: string;
  flush?: boolean;
  /** In the page's flow under the button, drawn by its content: no top layer, no placing. */
  inline?: boolean;
  /** Focus the first item once rendered (the dropdown was opened with ArrowDown). */
  focusFirst: boolean;
  onFocused: () => void;
  children: ReactNode;
}

/**
 * An open dropdown's panel, kept out of the first paint. `inline`: a plain block in the page's
 * flow that moves focus with the arrow keys. Otherwise it sits in the top layer (a manual
 * popover: above the host page's stacking contexts and the chrome's later roots, whatever their
 * z-index), fixed under its button inside the viewport (so a scrolling nav cannot clip it), and
 * moves focus between its items with the arrow keys. It stays a DOM child of the dropdown, so
 * hover, focus and Escape still bubble there.
 */
export default function DropdownPanel({ id, group, wrap, anchor, placement, label, flush, inline, focusFirst, onFocused, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);

  // What only an open dropdown does, out of the first paint: Escape inside it closes it and gives
  // its button focus back; Escape elsewhere (not in a dialog) and a press outside close it
  // (touch screens open menus without hovering away). `composedPath()` sees through shadow
  // roots, where `event.target` would be a host element. A passive effect, not a layout one: when
  // the content re-suspends (a Retry reloading it), React hides the panel and runs its layout
  // effects' cleanups, and the open menu would stop hearing Escape and presses outside.
  useEffect(() => {
    const dropdown = wrap.current;
    if (dropdown) panelKeys.set(dropdown, (e) => {
      if (e.key !== 'Escape') return;
      // Only this dropdown closes: a picker inside it (Pay with) stops its own Escape first.
      e.preventDefault();
      e.stopPropagation();
      closeMenu(id, group);
      anchor.current?.focus();
    });
    const onEvent = (e: Event) => {
      const path = e.composedPath();
      const close = e instanceof KeyboardEvent
        ? e.key === 'Escape' && !path.some((n) => n instanceof HTMLDialogElement)
        : !!dropdown && !path.includes(dropdown);
      if (close) closeMenu(id, group);
    };
    const stops = [listenWindow('pointerdown', onEvent), listenWindow('keydown', onEvent)];
    return () => {
      if (dropdown) panelKeys.delete(dropdown);
      stops.forEach((stop) => stop());
    };
  }, [id, group, wrap, anchor]);

  // Off-screen until measured, so the first frame does not flash at the corner.
  const [position, setPosition] = useState({ top: -9999, left: -9999 });
  useLayoutEffect(() => {
    const el = panel.current;
    if (!el || inline) return;
    if (typeof el.showPopover === 'function' && !el.matches(':popover-open')) el.showPopover();
    const place = () => {
      const button = anchor.current;
      if (!button) return;
      const rect = button.getBoundingClientRect();
      const width = el.offsetWidth;
      // Right-to-left pages mirror the placement: 'start' is the button's right edge there.
      const toRight = (placement === 'end') !== isRightToLeft(button);
      const wanted = toRight ? rect.right - width : rect.left;
      const top = rect.bottom - OVERLAP;
      const left = Math.max(EDGE, Math.min(wanted, viewportWidth() - width - EDGE));
      setPosition((prev) => (prev.top === top && prev.left === left ? prev : { top, left }));
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(el);
    const stopResize = listenWindow('resize', place);
    // The page may scroll the button away: the panel follows it (the nav's own scroll closes it).
    const stopScroll = listenWindow('scroll', place, { passive: true });
    return () => {
      observer.disconnect();
      stopResize();
      stopScroll();
    };
  }, [anchor, placement, inline]);

  useEffect(() => {
    if (!focusFirst) return;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    onFocused();
  }, [focusFirst, onFocused]);

  const onKey = (e: KeyboardEvent) => {
    // A panel inside this one (the Pay-with picker) has moved focus already.
    if ((e.key !== 'ArrowDown' && e.key !== 'ArrowUp') || e.defaultPrevented || (e.target as HTMLElement).tagName === 'INPUT') return;
    e.preventDefault();
    const items = [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.offsetParent !== null);
    if (items.length === 0) return;
    const index = items.findIndex((el) => el === e.target);
    items[(index + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
  };

  return inline ? (
    <div ref={panel} role={label ? 'region' : undefined} aria-label={label} onKeyDown={onKey}>{children}</div>
  ) : (
    <div ref={panel} popover="manual" role={label ? 'region' : undefined} aria-label={label}
      css={flush ? flushBox : box} style={position} onKeyDown={onKey}>
      {children}
    </div>
  );
}
