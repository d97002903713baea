import { useStore } from '@nanostores/react';
import { $login } from '../stores/user';
import { useT } from '../i18n/useT';
import { useHref, useSite } from '../ui/useChrome';
import { pillButton } from './styles';
import { AccountMenu } from './AccountMenu';

/**
 * Log In / Sign Up for visitors, the Account menu for a logged-in user. Nothing while the login
 * state is loading, so a logged-in user never sees the visitor buttons flash (site-chrome.md §4).
 */
export function UserActions() {
  const { t } = useT();
  const { site } = useSite();
  const href = useHref();
  const login = useStore($login);

  if (login.status === 'loading') return <span aria-hidden="true" css={{ width: 160 }} />;
  if (login.status === 'in') return <AccountMenu info={login.info} />;
  return (
    <>
      {site.hidden.has('login') ? null : (
        <a href={href('/login')} css={[pillButton, { color: 'var(--sc-text)', '&:hover': { color: 'var(--sc-brand)' } }]}>
          {t('header.login')}
        </a>
      )}
      {site.hidden.has('signup') || site.hidden.has('register') ? null : (
        <a href={href('/signup')} css={[pillButton, { background: 'var(--sc-brand-fill)', color: 'var(--sc-brand-text)', '&:hover': { filter: 'brightness(1.1)' } }]}>
          {t('header.signup')}
        </a>
      )}
    </>
  );
}
