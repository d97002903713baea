import { useEffect, useRef, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { CloseIcon } from './icons';

/** site-chrome.md §9: drawer width 414 px; §4: it slides in and is removed 300 ms after closing. */
export const DRAWER_WIDTH = 414;
export const DRAWER_EXIT_MS = 300;

const sheet = css`
  position: fixed;
  inset: 0 0 0 auto;
  margin: 0;
  padding: 0;
  width: min(${DRAWER_WIDTH}px, 100vw);
  max-width: 100vw;
  height: 100dvh;
  max-height: none;
  border: 0;
  background: var(--sc-surface);
  color: var(--sc-text);
  box-shadow: var(--sc-shadow);
  overflow-y: auto;
  transform: translateX(100%);
  transition: transform ${DRAWER_EXIT_MS}ms ease;
  [dir='rtl'] & {
    inset: 0 auto 0 0;
    transform: translateX(-100%);
  }
  &[data-shown='true'] {
    transform: none;
  }
  &::backdrop {
    background: rgba(0, 0, 0, 0.45);
  }
`;

interface Props {
  open: boolean;
  /** The dialog's accessible name. */
  label: string;
  closeLabel: string;
  onClose: () => void;
  /** After the exit slide, once the dialog has left the top layer (focus can return to the page). */
  onClosed?: () => void;
  children: ReactNode;
}

/**
 * A side drawer as a native modal `<dialog>` inside the shadow root: top layer, the page inert
 * behind it (so focus stays inside), Escape closes. The element stays mounted for the exit slide.
 */
export function Drawer({ open, label, closeLabel, onClose, onClosed, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);

  if (open && !mounted) setMounted(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (open) {
      if (!dialog.open) dialog.showModal();
      // The next frame, so the slide starts from off-screen.
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => {
      if (dialog.open) dialog.close();
      setShown(false);
      setMounted(false);
      onClosed?.();
    }, DRAWER_EXIT_MS);
    return () => clearTimeout(timer);
  }, [open, mounted, onClosed]);

  if (!mounted) return null;
  return (
    <dialog ref={ref} aria-label={label} css={sheet} data-shown={open && shown}
      onCancel={(e) => { e.preventDefault(); onClose(); }}
      onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div css={{ display: 'flex', justifyContent: 'flex-end', padding: '8px 8px 0' }}>
        <button type="button" aria-label={closeLabel} onClick={onClose}
          css={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 40, height: 40, borderRadius: '50%', color: 'var(--sc-text)', '&:hover': { background: 'var(--sc-hover)' } }}>
          <CloseIcon />
        </button>
      </div>
      {children}
    </dialog>
  );
}
