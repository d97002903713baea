import { useStore } from '@nanostores/react';
import { css, keyframes } from '@emotion/react';
import { $loggingOut } from '../stores/user';
import { useT } from '../i18n/useT';
import { PreferencesHost } from '../settings/PreferencesHost';

const spin = keyframes`to { transform: rotate(360deg); }`;

const screen = css`
  position: fixed;
  inset: 0;
  z-index: 2147483000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  background: color-mix(in srgb, var(--sc-bg) 85%, transparent);
  color: var(--sc-text);
  font-size: 16px;
`;

/** Everything that floats above the page; later features add their bars and dialogs here. */
export function Overlay() {
  const { t } = useT();
  const loggingOut = useStore($loggingOut);
  return (
    <>
      {loggingOut ? (
        <div role="status" aria-label={t('status.loggingOut')} css={screen}>
          <span aria-hidden="true" css={{ width: 40, height: 40, borderRadius: '50%', border: '3px solid var(--sc-border)', borderTopColor: 'var(--sc-brand)', animation: `${spin} .8s linear infinite` }} />
          <span>{t('status.loggingOut')}</span>
        </div>
      ) : null}
      <PreferencesHost rank={2} />
    </>
  );
}
