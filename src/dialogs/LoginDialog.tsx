/** @jsxImportSource @emotion/react */
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useStore } from '@nanostores/react';
import { useT } from '../i18n/useT';
import { useHref, useSite } from '../root/useSite';
import { $theme } from '../stores/theme';
import { $signupQuery } from '../stores/signup';
import { refreshLogin } from '../stores/login-refresh';
import { signupRoute } from '../rules/signup';
import { microAppBaseProps } from '../rules/micro-app-props';
import type { MicroAppOutcome } from '../platform/micro-app';
import { Dialog } from '../ui/Dialog';
import { DialogHead } from '../ui/TitledDialog';
import { MicroAppFrame } from '../ui/MicroAppFrame';

const body = css`
  padding: 0 24px 24px;
  min-height: 120px;
`;

const note = css`
  padding: 16px 0;
  font-size: 14px;
  color: var(--sc-text-2);
  a {
    color: var(--sc-brand);
    text-decoration: underline;
  }
`;

type Mode = 'login' | 'signup';

/**
 * The login and sign-up modal (site-chrome.md §1, CONTRACT §3): a dialog of the queue named by its
 * title, holding the login micro-app (`microApps.login`). The app reports a login through
 * `onSuccess`; the login state is then asked for again, so the personal centre appears without a
 * reload. If the app cannot be loaded the dialog offers the login (or sign-up) page instead.
 */
export default function LoginDialog({ mode, onClose }: { mode: Mode; onClose: () => void }) {
  const { t } = useT();
  const { site, lang, setup } = useSite();
  const href = useHref();
  const theme = useStore($theme);
  const signupQuery = useStore($signupQuery);
  const titleId = useId();
  const [outcome, setOutcome] = useState<MicroAppOutcome | 'loading'>('loading');
  const url = setup?.microApps.login;
  // The app keeps the callbacks it was mounted with: they call the latest `onClose`.
  const close = useRef(onClose);
  useLayoutEffect(() => { close.current = onClose; });

  const props = useMemo(() => ({
    ...microAppBaseProps({ site, lang, apiBase: setup?.apiBase ?? '', theme, nonce: setup?.nonce }),
    mode,
    signupQuery,
    onSuccess: () => {
      close.current();
      void refreshLogin();
    },
    onClose: () => close.current(),
  }), [site, lang, setup, theme, mode, signupQuery]);

  const page = mode === 'signup' ? signupRoute(signupQuery) : '/login';
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} width={440}>
      <DialogHead id={titleId} title={t(mode === 'signup' ? 'microapps.signup' : 'microapps.login')} closeLabel={t('microapps.close')} onClose={onClose} />
      <div css={body}>
        {outcome === 'loading' ? <p css={note} role="status">{t('microapps.loading')}</p> : null}
        {outcome === 'failed' || !url ? (
          <p css={note} role="alert">
            {t('microapps.unavailable')}{' '}
            <a href={href(page)}>{t(mode === 'signup' ? 'microapps.signupPage' : 'microapps.loginPage')}</a>
          </p>
        ) : (
          <MicroAppFrame name="login" url={url} props={props} onSettled={setOutcome} autoFocus />
        )}
      </div>
    </Dialog>
  );
}
