import { useEffect, useId, useRef } from 'react';
import { css } from '@emotion/react';
import { useT } from '../i18n/useT';

const dialogStyle = css`
  width: min(400px, calc(100vw - 32px));
  padding: 28px 24px 24px;
  border: 1px solid var(--sc-border);
  border-radius: 16px;
  background: var(--sc-surface);
  color: var(--sc-text);
  box-shadow: var(--sc-shadow);
  text-align: center;
  &::backdrop {
    background: rgba(0, 0, 0, 0.55);
  }
`;

const confirm = css`
  width: 100%;
  min-height: 44px;
  margin-top: 24px;
  border-radius: 10px;
  background: var(--sc-brand);
  color: var(--sc-brand-text);
  font-weight: 600;
  &:hover {
    filter: brightness(1.08);
  }
`;

/**
 * The EU site's answer to a link it does not serve yet (site-chrome.md §6 and §8): "Stay tuned!".
 * A native modal dialog in the footer's shadow root (top layer, Escape, inert page); the caller
 * unmounts it on close and puts focus back on the link that opened it.
 */
export default function EuNoticeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog ref={ref} css={dialogStyle} aria-labelledby={titleId} aria-describedby={bodyId} onClose={onClose}>
      <h2 id={titleId} css={{ fontSize: 20, fontWeight: 700 }}>{t('footer.eu.title')}</h2>
      <p id={bodyId} css={{ marginTop: 10, fontSize: 14, color: 'var(--sc-text-2)' }}>{t('footer.eu.body')}</p>
      <button type="button" css={confirm} onClick={() => ref.current?.close()} autoFocus>{t('footer.eu.confirm')}</button>
    </dialog>
  );
}
