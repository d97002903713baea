import { Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $depositOpen } from '../stores/deposit';
import { $loggingOut } from '../stores/user';
import { useT } from '../i18n/useT';
import { PreferencesHost } from '../settings/PreferencesHost';
import { withMessages } from '../i18n/catalogs';
import { lazyPart, lazyView } from '../ui/lazyView';

/** The deposit chooser loads when first opened (header button or `chrome.open('deposit')`). */
const DepositDialog = lazyView(() => withMessages('account', import('../header/account/DepositDialog')));

/** Only a logout shows it (from the lazy personal centre), so it is not in the first paint either. */
const LoggingOut = lazyPart(() => import('./LoggingOut'));

/** Everything that floats above the page; later features add their bars and dialogs here. */
export function Overlay() {
  const { t } = useT();
  const loggingOut = useStore($loggingOut);
  const depositOpen = useStore($depositOpen);
  return (
    <>
      {depositOpen ? <Suspense fallback={null}><DepositDialog /></Suspense> : null}
      {loggingOut ? <Suspense fallback={null}><LoggingOut label={t('status.loggingOut')} /></Suspense> : null}
      <PreferencesHost rank={2} />
    </>
  );
}
