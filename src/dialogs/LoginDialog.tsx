import { useLayoutEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../root/useT';
import { useHref, useSite } from '../root/useSite';
import { $signupQuery } from '../stores/signup';
import { refreshLogin } from '../stores/login-refresh';
import { signupRoute } from '../rules/signup';
import { useMicroAppBase } from '../root/useMicroAppBase';
import { MicroAppDialog } from '../ui/MicroAppDialog';
import { deviceFingerprint } from '../platform/fingerprint';

type Mode = 'login' | 'signup';

/**
 * The login and sign-up modal (site-chrome.md §1, CONTRACT §3): a dialog of the queue named by its
 * title, holding the login micro-app (`microApps.login`). The app reports a login through
 * `onSuccess`; the login state is then asked for again, so the personal centre appears without a
 * reload. If the app cannot be loaded the dialog offers the login (or sign-up) page instead.
 */
export default function LoginDialog({ mode, onClose }: { mode: Mode; onClose: () => void }) {
  const { t } = useT();
  const { setup } = useSite();
  const base = useMicroAppBase();
  const href = useHref();
  const signupQuery = useStore($signupQuery);
  const fingerprintUrl = setup?.fingerprint;
  // The app keeps the callbacks it was mounted with: they call the latest `onClose`.
  const close = useRef(onClose);
  useLayoutEffect(() => { close.current = onClose; });

  const props = useMemo(() => ({
    ...base,
    mode,
    signupQuery,
    onSuccess: () => {
      close.current();
      void refreshLogin();
    },
    onClose: () => close.current(),
    // The device fingerprint for the app's risk checks, on demand (compliance §7).
    getFingerprint: () => deviceFingerprint(fingerprintUrl),
  }), [base, mode, signupQuery, fingerprintUrl]);

  const signup = mode === 'signup';
  return (
    <MicroAppDialog name="login" url={setup?.microApps.login} title={t(signup ? 'microapps.signup' : 'microapps.login')} props={props}
      page={{ href: href(signup ? signupRoute(signupQuery) : '/login'), label: t(signup ? 'microapps.signupPage' : 'microapps.loginPage') }}
      onClose={onClose} />
  );
}
