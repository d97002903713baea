import { Suspense } from 'react';
import { useAuthLinks } from './useAuthLinks';
import { useT } from '../root/useT';
import { RewardsTrigger } from './account/RewardsTrigger';
import { hs } from './styles';
import { cx } from '../theme/sheet';
import { lazyView } from '../ui/lazyView';
import { withMessages } from '../i18n/catalogs';

/** Everything a logged-in user gets (Deposit, Account, Notifications): a lazy chunk, visitors never load it. */
const LoggedInActions = lazyView(() => withMessages('account', import('./account/LoggedInActions')));

/**
 * Log In / Sign Up for visitors, the logged-in actions for a user. Nothing while the login state
 * is loading, so a logged-in user never sees the visitor buttons flash (site-chrome.md §4).
 */
export function UserActions() {
  const { t } = useT();
  const { login, shown: auth, loginHref, signupHref, viaApp } = useAuthLinks();

  return (
    <>
      {login.status === 'in' ? (
        <Suspense fallback={null}>
          <LoggedInActions info={login.info} />
        </Suspense>
      ) : null}
      {auth.login ? (
        <a href={loginHref} className={cx(hs.pillButton, hs.textPill)} data-track="log_in" {...viaApp('login')}>
          {t('header.login')}
        </a>
      ) : null}
      {auth.signup ? (
        <RewardsTrigger>
          <a href={signupHref} className={cx(hs.pillButton, hs.fillPill)} data-track="sign_up" {...viaApp('signup')}>
            {t('header.signup')}
          </a>
        </RewardsTrigger>
      ) : null}
    </>
  );
}
