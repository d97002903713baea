/** @jsxImportSource @emotion/react */
import { useEffect, useRef, useState } from 'react';
import { css, keyframes } from '@emotion/react';
import { copyText } from '../../platform/clipboard';
import { useT } from '../../root/useT';
import { CopyIcon } from './icons';
import { CheckIcon } from '../../ui/line-icons';

/** site-chrome.md §9: copy feedback lasts 500 ms; then the toast fades out. */
export const COPY_FEEDBACK_MS = 500;
const FADE_MS = 300;

const fade = keyframes`from { opacity: 1; } to { opacity: 0; }`;

const line = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: 4px;
  font-size: 12px;
  color: var(--sc-text-2);
`;

const copyButton = css`
  display: inline-flex;
  padding: 4px;
  border-radius: 4px;
  color: var(--sc-text-2);
  &:hover {
    color: var(--sc-text);
    background: var(--sc-hover);
  }
`;

const copiedButton = css`
  ${copyButton};
  color: var(--sc-up);
`;

const toastSlot = css`
  position: absolute;
  inset-inline-start: 0;
  top: calc(100% + 4px);
  z-index: 2;
  pointer-events: none;
`;

const toast = css`
  display: inline-block;
  padding: 6px 10px;
  border-radius: 6px;
  background: var(--sc-text);
  color: var(--sc-bg);
  font-size: 12px;
  font-weight: 500;
  white-space: nowrap;
  box-shadow: var(--sc-shadow);
`;

const fadingToast = css`
  ${toast};
  animation: ${fade} ${FADE_MS}ms ease forwards;
`;

/** The UID with its `Copy UID` button and the `Copied successfully` toast (a status live region). */
export function CopyUid({ uid }: { uid: string }) {
  const { t } = useT();
  const [phase, setPhase] = useState<'idle' | 'shown' | 'fading'>('idle');
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const copy = async () => {
    if (!(await copyText(uid))) return;
    timers.current.forEach(clearTimeout);
    setPhase('shown');
    timers.current = [
      setTimeout(() => setPhase('fading'), COPY_FEEDBACK_MS),
      setTimeout(() => setPhase('idle'), COPY_FEEDBACK_MS + FADE_MS),
    ];
  };

  return (
    <div css={line}>
      <span>{t('account.uid', { uid })}</span>
      <button type="button" aria-label={t('account.copyUid')} onClick={() => void copy()} data-track="account_menu" data-track-target="copy_uid"
        css={phase === 'idle' ? copyButton : copiedButton}>
        {phase === 'idle' ? <CopyIcon /> : <CheckIcon />}
      </button>
      {/* The live region exists before the message, so screen readers announce it. */}
      <div role="status" css={toastSlot}>
        {phase === 'idle' ? null : (
          <span css={phase === 'fading' ? fadingToast : toast}>
            {t('account.copied')}
          </span>
        )}
      </div>
    </div>
  );
}
