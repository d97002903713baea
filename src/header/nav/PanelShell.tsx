/** @jsxImportSource @emotion/react */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { css } from '@emotion/react';
import type { VisibilityInput } from '../../rules/menu-visibility';
import { PanelBody } from './MenuPanel';
import { listenWindow } from '../../platform/events';
import { viewportWidth } from '../../platform/media-query';

/** Keeps a panel this far from the viewport's edges. */
const EDGE = 8;
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

interface Props {
  id: string;
  input: VisibilityInput;
  align: 'start' | 'end';
  anchor: RefObject<HTMLElement | null>;
  /** Focus the first item once rendered (the menu was opened with ArrowDown). */
  focusFirst: boolean;
  onFocused: () => void;
  /** Escape inside the panel: close and give focus back to the menu button. */
  onEscape: () => void;
}

/**
 * What an open desktop panel does beyond showing its items, kept out of the first paint: it
 * places itself under its button inside the viewport (the panel is fixed-positioned so the
 * scrollable nav does not clip it) and moves focus with the arrow keys.
 */
export function PanelShell({ id, input, align, anchor, focusFirst, onFocused, onEscape }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  // Off-screen until measured, so the first frame does not flash at the corner.
  const [position, setPosition] = useState({ top: -9999, left: -9999 });
  useLayoutEffect(() => {
    const el = panel.current;
    if (!el) return;
    // The top layer: above the host page's own stacking contexts and the chrome's later roots
    // (the footer on a short page), whatever their z-index.
    if (typeof el.showPopover === 'function' && !el.matches(':popover-open')) el.showPopover();
    const place = () => {
      const button = anchor.current?.getBoundingClientRect();
      if (!button) return;
      const width = el.offsetWidth;
      const viewport = viewportWidth();
      // Right-to-left pages mirror the alignment: 'start' is the button's right edge there.
      const rtl = anchor.current ? getComputedStyle(anchor.current).direction === 'rtl' : false;
      const toRight = (align === 'end') !== rtl;
      const wanted = toRight ? button.right - width : button.left;
      setPosition({ top: button.bottom - 4, left: Math.max(EDGE, Math.min(wanted, viewport - width - EDGE)) });
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(el);
    const stopResize = listenWindow('resize', place);
    return () => {
      observer.disconnect();
      stopResize();
    };
  }, [anchor, align]);

  useEffect(() => {
    if (!focusFirst) return;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    onFocused();
  }, [focusFirst, onFocused]);

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onEscape();
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && (e.target as HTMLElement).tagName !== 'INPUT') {
      e.preventDefault();
      const items = [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.offsetParent !== null);
      if (items.length === 0) return;
      const index = items.findIndex((el) => el === e.target);
      items[(index + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
    }
  };

  return (
    <div ref={panel} popover="manual" css={box} style={position} onKeyDown={onKey}>
      <PanelBody id={id} input={input} />
    </div>
  );
}
