import { useEffect, useId, useRef, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { mq } from '../theme/tokens';
import { useT } from '../i18n/useT';

/** The element that really has focus, looking through open shadow roots (the trigger lives in one). */
function deepActiveElement(): HTMLElement | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

const dialogCss = css`
  padding: 0;
  border: 1px solid var(--sc-border);
  border-radius: 16px;
  background: var(--sc-surface);
  color: var(--sc-text);
  box-shadow: var(--sc-shadow);
  width: min(var(--sc-dialog-width), calc(100vw - 32px));
  max-height: min(720px, calc(100vh - 48px));
  overflow: hidden;
  &[open] {
    display: flex;
    flex-direction: column;
  }
  &::backdrop {
    background: rgba(7, 8, 8, 0.55);
  }
  /* Native controls inside (radios, the search field) follow the chrome's theme. */
  [data-theme='dark'] & {
    color-scheme: dark;
  }
`;

const phoneFull = css`
  ${mq.small} {
    width: 100vw;
    max-width: 100vw;
    height: 100dvh !important;
    max-height: 100dvh;
    margin: 0;
    border: 0;
    border-radius: 0;
  }
`;

const headCss = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 20px 24px 12px;
  h2 {
    flex: 1;
    margin: 0;
    font-size: 20px;
    font-weight: 600;
    line-height: 28px;
  }
  ${mq.small} {
    padding: 16px;
  }
`;

const closeCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  color: var(--sc-text-2);
  &:hover {
    background: var(--sc-hover);
    color: var(--sc-text);
  }
`;

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** CSS width on large screens. */
  width?: number;
  /** A fixed height on large screens, so switching tabs does not make the dialog jump. */
  height?: number;
  /** Phones get the whole screen (the settings and language modals). */
  fullScreenOnPhone?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A native `<dialog>` opened with `showModal()`: top layer, inert page, Escape and focus trap by the
 * browser. Named by its heading; focus goes back to whatever had it when the dialog opened.
 */
export function Dialog({ open, title, onClose, children, width = 480, height, fullScreenOnPhone = false, role = 'dialog' }: Props) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const latestOnClose = useRef(onClose);
  useEffect(() => { latestOnClose.current = onClose; }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnTo = deepActiveElement();
    // The browser may close the dialog itself (a second Escape without user activation skips
    // `cancel`); the state follows so the next open works.
    const onNativeClose = () => latestOnClose.current();
    dialog.addEventListener('close', onNativeClose);
    if (!dialog.open) {
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute('open', '');
      }
    }
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      // Escape: the state decides, so the dialog and the store never disagree.
      onCancel={(e) => { e.preventDefault(); onClose(); }}
      css={[dialogCss, fullScreenOnPhone && phoneFull]}
      style={{ ['--sc-dialog-width' as string]: `${width}px`, ...(height ? { height: `min(${height}px, calc(100vh - 48px))` } : {}) }}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}
    >
      <div css={headCss}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" css={closeCss} aria-label={t('settings.close')} onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6 6 18" /></svg>
        </button>
      </div>
      {children}
    </dialog>
  );
}
