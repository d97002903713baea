import { Suspense, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $login } from '../stores/user';
import { $signupQuery } from '../stores/signup';
import { useT } from '../root/useT';
import { useHref, useSite } from '../root/useSite';
import { showsAuthButtons } from '../rules/access';
import { signupRoute } from '../rules/signup';
import { DownloadButton } from './account/DownloadButton';
import { RewardsTrigger } from './account/RewardsTrigger';
import { hs } from './styles';
import { cx } from '../theme/sheet';
import { lazyView } from '../ui/lazyView';
import { withMessages } from '../i18n/catalogs';
import { openDialog } from '../stores/dialogs';

/** Everything a logged-in user gets (Deposit, Account, Notifications): a lazy chunk, visitors never load it. */
const LoggedInActions = lazyView(() => withMessages('account', import('./account/LoggedInActions')));

/**
 * Log In / Sign Up for visitors, the logged-in actions for a user, and the download button for
 * both. Nothing while the login state is loading, so a logged-in user never sees the visitor
 * buttons flash (site-chrome.md §4).
 */
export function UserActions() {
  const { t } = useT();
  const { site, setup } = useSite();
  const href = useHref();
  const login = useStore($login);
  const signupQuery = useStore($signupQuery);
  const auth = showsAuthButtons(login.status, site);
  // With a login micro-app (microApps.login) both open its dialog in place; else they navigate.
  const viaApp = (mode: 'login' | 'signup') => setup?.microApps.login ? {
    'aria-haspopup': 'dialog' as const,
    onClick: (e: MouseEvent<HTMLAnchorElement>) => {
      e.preventDefault();
      openDialog('login', { mode }, { trigger: e.currentTarget });
    },
  } : null;

  return (
    <>
      {login.status === 'loading' ? <span aria-hidden="true" style={{ width: 160 }} /> : null}
      {login.status === 'in' ? (
        <Suspense fallback={<span aria-hidden="true" style={{ width: 120 }} />}>
          <LoggedInActions info={login.info} />
        </Suspense>
      ) : null}
      {auth.login ? (
        <a href={href('/login')} className={cx(hs.pillButton, hs.textPill)} data-track="log_in" {...viaApp('login')}>
          {t('header.login')}
        </a>
      ) : null}
      {auth.signup ? (
        <RewardsTrigger>
          <a href={href(signupRoute(signupQuery))} className={cx(hs.pillButton, hs.fillPill)} data-track="sign_up" {...viaApp('signup')}>
            {t('header.signup')}
          </a>
        </RewardsTrigger>
      ) : null}
      {login.status === 'loading' ? null : <DownloadButton />}
    </>
  );
}
