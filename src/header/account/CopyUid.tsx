/** @jsxImportSource @emotion/react */
import { useEffect, useRef, useState } from 'react';
import { keyframes } from '@emotion/react';
import { copyText } from '../../platform/clipboard';
import { useT } from '../../i18n/useT';
import { CopyIcon } from './icons';
import { CheckIcon } from '../../ui/line-icons';

/** site-chrome.md §9: copy feedback lasts 500 ms; then the toast fades out. */
export const COPY_FEEDBACK_MS = 500;
const FADE_MS = 300;

const fade = keyframes`from { opacity: 1; } to { opacity: 0; }`;

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
    <div css={{ position: 'relative', display: 'flex', alignItems: 'center', gap: 4, fontSize: 12, color: 'var(--sc-text-2)' }}>
      <span>{t('account.uid', { uid })}</span>
      <button type="button" aria-label={t('account.copyUid')} onClick={() => void copy()}
        css={{ display: 'inline-flex', padding: 4, borderRadius: 4, color: phase === 'idle' ? 'var(--sc-text-2)' : 'var(--sc-up)', '&:hover': { color: 'var(--sc-text)', background: 'var(--sc-hover)' } }}>
        {phase === 'idle' ? <CopyIcon /> : <CheckIcon />}
      </button>
      {/* The live region exists before the message, so screen readers announce it. */}
      <div role="status" css={{ position: 'absolute', insetInlineStart: 0, top: 'calc(100% + 4px)', zIndex: 2, pointerEvents: 'none' }}>
        {phase === 'idle' ? null : (
          <span css={[{ display: 'inline-block', padding: '6px 10px', borderRadius: 6, background: 'var(--sc-text)', color: 'var(--sc-bg)', fontSize: 12, fontWeight: 500, whiteSpace: 'nowrap', boxShadow: 'var(--sc-shadow)' },
            phase === 'fading' ? { animation: `${fade} ${FADE_MS}ms ease forwards` } : null]}>
            {t('account.copied')}
          </span>
        )}
      </div>
    </div>
  );
}
