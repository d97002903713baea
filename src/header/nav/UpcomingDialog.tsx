import { useEffect, useId, useRef } from 'react';
import { css } from '@emotion/react';
import { useT } from '../../i18n/useT';

const dialog = css`
  width: min(360px, calc(100vw - 32px));
  padding: 24px;
  border: 0;
  border-radius: 16px;
  background: var(--sc-surface);
  color: var(--sc-text);
  box-shadow: var(--sc-shadow);
  text-align: center;
  &::backdrop {
    background: rgba(0, 0, 0, 0.45);
  }
  h2 {
    margin-bottom: 8px;
    font-size: 18px;
    font-weight: 700;
  }
  p {
    margin-bottom: 20px;
    color: var(--sc-text-2);
  }
  button {
    width: 100%;
    height: 40px;
    border-radius: 8px;
    background: var(--sc-brand);
    color: var(--sc-brand-text);
    font-weight: 600;
  }
`;

/**
 * The EU site's "Stay tuned!" dialog for special links (site-chrome.md §6): a modal `<dialog>`
 * named by its title; Confirm or Escape closes it and the caller puts focus back.
 */
export function UpcomingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  return (
    <dialog ref={ref} css={dialog} aria-labelledby={titleId} aria-describedby={textId} onClose={onClose}>
      <h2 id={titleId}>{t('nav.upcoming.title')}</h2>
      <p id={textId}>{t('nav.upcoming.text')}</p>
      <button type="button" autoFocus onClick={() => ref.current?.close()}>{t('nav.upcoming.confirm')}</button>
    </dialog>
  );
}
