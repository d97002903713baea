/** @jsxImportSource @emotion/react */
import { createContext, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { css, type SerializedStyles } from '@emotion/react';
import { deepActiveElement } from '../platform/focus';
import { focusBack } from '../platform/focus-return';
import { roundButton } from '../theme/styles';
import { CloseIcon } from './line-icons';

/** A drawer's content fills its height (a short menu still reaches the bottom edge). */
const fill = css`
  min-height: 100%;
`;

/** site-chrome.md §9: a drawer is 414 px wide (the whole width below); §4: removed 300 ms after closing. */
const DRAWER_WIDTH = 414;
export const DRAWER_EXIT_MS = 300;

/**
 * Where focus goes when a dialog closes: the control that asked for it, else its menu button (the
 * panel holding the control may have closed meanwhile). The dialog host provides it for each
 * dialog of the dialog store (src/dialogs); without it, the element that had focus at opening.
 */
export interface ReturnFocus { trigger: HTMLElement | null; fallback: HTMLElement | null }
export const ReturnFocusContext = createContext<ReturnFocus | null>(null);

const base = css`
  padding: 0;
  border: 0;
  background: var(--sc-surface);
  color: var(--sc-text);
  box-shadow: var(--sc-shadow);
  &::backdrop {
    background: rgba(0, 0, 0, 0.5);
  }
  /* Native controls inside (radios, search fields) follow the chrome's theme. */
  [data-theme='dark'] & {
    color-scheme: dark;
  }
`;

const modal = css`
  width: min(var(--sc-dialog-width, 480px), calc(100vw - 32px));
  max-height: calc(100dvh - 32px);
  margin: auto;
  border: 1px solid var(--sc-border);
  border-radius: 16px;
  overflow-y: auto;
`;

/** Slides in from the inline end (the left edge in RTL). */
const drawer = css`
  position: fixed;
  inset: 0 0 0 auto;
  margin: 0;
  width: min(${DRAWER_WIDTH}px, 100vw);
  max-width: 100vw;
  height: 100dvh;
  max-height: none;
  overflow-y: auto;
  overscroll-behavior: contain;
  transform: translateX(100%);
  transition: transform ${DRAWER_EXIT_MS}ms ease;
  [dir='rtl'] & {
    inset: 0 auto 0 0;
    transform: translateX(-100%);
  }
  &[data-shown='true'] {
    transform: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The one close button style of every dialog and drawer. */
const closeButton = css`
  ${roundButton};
  flex-shrink: 0;
  color: var(--sc-text-2);
  &:hover {
    background: var(--sc-hover);
    color: var(--sc-text);
  }
`;

export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" css={closeButton} aria-label={label} onClick={onClick} data-track-target="close">
      <CloseIcon />
    </button>
  );
}

interface Props {
  open: boolean;
  /** Escape, a click on the backdrop, or the browser closing the dialog asks the owner to close. */
  onClose: () => void;
  /** After the dialog has left the top layer (a drawer: after its exit slide) and focus went back. */
  onClosed?: () => void;
  variant?: 'modal' | 'drawer';
  /** The id of the visible title; `label` names a dialog that shows none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  /** Modal width on large screens (px). */
  width?: number;
  /** Extra styles (phone layouts, fixed heights). */
  styles?: SerializedStyles | false;
  /** false: an acknowledge-only modal; Escape and the backdrop leave it open (its own button closes it). */
  dismissible?: boolean;
  children: ReactNode;
}

/**
 * The one dialog primitive: a native `<dialog>` opened with `showModal()` inside the shadow root
 * (top layer, inert page, focus trapped by the browser), named by its title. Escape, a click on
 * the backdrop or a native close tell the owner through `onClose`; the owner's `open` decides, so
 * state and element never disagree. On close focus goes back by the one rule of `ReturnFocus`,
 * and then `onClosed` may move it elsewhere.
 *
 * A modal leaves the DOM at once; a drawer slides out and leaves it `DRAWER_EXIT_MS` later.
 */
export function Dialog({ open, onClose, onClosed, variant = 'modal', labelledBy, label, describedBy, role = 'dialog', width, styles, dismissible = true, children }: Props) {
  const isDrawer = variant === 'drawer';
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  // State adjusted while rendering (not in an effect): a modal leaves at once, a drawer slides out.
  if (open && !mounted) setMounted(true);
  if (!open && mounted && !isDrawer) setMounted(false);
  if (!open && shown) setShown(false);

  const returnFocus = useContext(ReturnFocusContext);
  const latest = useRef({ open, onClose, onClosed, returnFocus, dismissible });
  useLayoutEffect(() => { latest.current = { open, onClose, onClosed, returnFocus, dismissible }; });
  // Stable, so the element's effect runs once per opening; they read the latest props.
  const events = useMemo<TopLayerEvents>(() => ({
    // The browser closed it (Escape, a `method="dialog"` form): the owner's state follows.
    nativeClose: () => { if (latest.current.open) latest.current.onClose(); },
    // Chromium closes a modal on Escape without a cancelable `cancel` when the page has had no
    // user activation since: an acknowledge-only modal then opens again.
    keepOpen: () => latest.current.open && !latest.current.dismissible,
    closed: () => latest.current.onClosed?.(),
    returnTo: () => latest.current.returnFocus,
  }), []);

  useEffect(() => {
    if (!isDrawer) return undefined;
    if (open) {
      // The next frame, so the slide starts from off-screen.
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => setMounted(false), DRAWER_EXIT_MS);
    return () => clearTimeout(timer);
  }, [open, isDrawer]);

  if (!mounted) return null;
  return (
    <TopLayer
      events={events}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      aria-modal="true"
      data-shown={isDrawer ? open && shown : undefined}
      css={[base, isDrawer ? drawer : modal, styles]}
      style={width ? { ['--sc-dialog-width' as string]: `${width}px` } : undefined}
      // Escape: a modal closes natively and `close` tells the owner (the page's hover and focus
      // state recover before React removes it); a drawer slides out first.
      onCancel={isDrawer || !dismissible ? (e) => { e.preventDefault(); if (dismissible) onClose(); } : undefined}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(e) => { if (e.target === e.currentTarget && dismissible) onClose(); }}
    >
      {/* A drawer's content fills it, so only the backdrop is the dialog element itself. */}
      {isDrawer ? <div css={fill}>{children}</div> : children}
    </TopLayer>
  );
}

/** Focus is lost (nothing has it) or inside `dialog`, a micro-app's own shadow root in it too. */
function holdsFocus(dialog: HTMLDialogElement, active: Element | null): boolean {
  for (let el = active; el; ) {
    if (dialog.contains(el)) return true;
    const root = el.getRootNode();
    el = root instanceof ShadowRoot ? root.host : null;
  }
  return !active;
}

interface TopLayerEvents {
  nativeClose: () => void;
  keepOpen: () => boolean;
  closed: () => void;
  returnTo: () => ReturnFocus | null;
}

/**
 * The `<dialog>` element itself. Its layout effect's cleanup runs before React takes the element
 * out of the document, so it leaves the top layer by `close()` while still connected (the page's
 * hover and focus state then recover as after any native close) and focus goes back at once.
 */
function TopLayer({ events, ...props }: ComponentPropsWithoutRef<'dialog'> & { events: TopLayerEvents }) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const focused = deepActiveElement();
    const onClose = () => {
      if (!events.keepOpen()) return events.nativeClose();
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute('open', '');
      }
    };
    dialog.addEventListener('close', onClose);
    try {
      dialog.showModal();
    } catch {
      dialog.setAttribute('open', '');
    }
    // React's autoFocus runs while the dialog is still closed (its controls cannot take focus), and
    // opening focuses the first control (a link, the close button): the action marked
    // `data-autofocus` (an acknowledge-only modal's button) takes focus instead.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.removeEventListener('close', onClose);
      // Read before close(): after a native close (Escape) the browser has put focus back already,
      // and by the time React removes the dialog the visitor may have tabbed on; focus is moved
      // only when it is still inside the dialog or lost, never taken back from where they went.
      const ownsFocus = holdsFocus(dialog, deepActiveElement());
      if (dialog.open) dialog.close();
      const to = events.returnTo();
      // After the commit, not inside it: focusing a control of another root runs that root's
      // focus handlers (a dropdown's blur closes it), and a store update they make while this
      // root is committing makes React commit a tree twice (minified error #177).
      queueMicrotask(() => {
        if (ownsFocus) focusBack([to?.trigger ?? null, to?.fallback ?? null, focused]);
        events.closed();
      });
    };
  }, [events]);
  return <dialog ref={ref} {...props} />;
}
