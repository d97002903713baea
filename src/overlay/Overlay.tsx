import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $depositOpen } from '../stores/deposit';
import { css, keyframes } from '@emotion/react';
import { $loggingOut } from '../stores/user';
import { useT } from '../i18n/useT';
import { PreferencesHost } from '../settings/PreferencesHost';
import { withMessages } from '../i18n/catalogs';

/** The deposit chooser loads when first opened (header button or `chrome.open('deposit')`). */
const DepositDialog = lazy(() => withMessages('account', import('../header/account/DepositDialog')));

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
  const depositOpen = useStore($depositOpen);
  return (
    <>
      {depositOpen ? <Suspense fallback={null}><DepositDialog /></Suspense> : null}
      {loggingOut ? <LoggingOut label={t('status.loggingOut')} /> : null}
      <PreferencesHost rank={2} />
    </>
  );
}

/** The full-screen `Logging out` status of site-chrome.md §4. */
function LoggingOut({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} css={screen}>
      <span aria-hidden="true" css={{ width: 40, height: 40, borderRadius: '50%', border: '3px solid var(--sc-border)', borderTopColor: 'var(--sc-brand)', animation: `${spin} .8s linear infinite` }} />
      <span>{label}</span>
    </div>
  );
}
