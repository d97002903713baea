import type { MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $login } from '../stores/user';
import { $signupQuery } from '../stores/signup';
import { useHref, useSite } from '../root/useSite';
import { showsAuthButtons } from '../rules/access';
import { authorizeLoginUrl, signupRoute } from '../rules/signup';
import { openDialog } from '../stores/dialogs';

/**
 * Log In and Sign Up as the header and the phone drawer both show them (site-chrome.md §1, §4, §6):
 * which show (none while the login state is unknown, so a user never sees them flash), where
 * they lead (Sign Up keeps the landing page's stored referral query; the testnet's Log In goes to
 * its separate authorize-login URL, §2), and, with the login micro-app (`microApps.login`), the
 * props that open its dialog in place instead. `after` runs once the dialog is asked for (the
 * drawer closes).
 */
export function useAuthLinks() {
  const { site, lang, setup } = useSite();
  const href = useHref();
  const login = useStore($login);
  const signupQuery = useStore($signupQuery);
  // The testnet logs in on the main site: its Log In is that page, never the micro-app here.
  const authorize = authorizeLoginUrl(site.key, lang);
  const viaApp = (mode: 'login' | 'signup', after?: () => void) => setup?.microApps.login && !(authorize && mode === 'login') ? {
    'aria-haspopup': 'dialog' as const,
    onClick: (e: MouseEvent<HTMLAnchorElement>) => {
      e.preventDefault();
      openDialog('login', { mode }, { trigger: e.currentTarget });
      after?.();
    },
  } : null;
  return {
    login,
    shown: showsAuthButtons(login.status, site),
    loginHref: authorize ?? href('/login'),
    signupHref: href(signupRoute(signupQuery)),
    viaApp,
  };
}
