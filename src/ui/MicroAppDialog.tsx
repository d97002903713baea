/** @jsxImportSource @emotion/react */
import { useId, useState, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { useT } from '../root/useT';
import type { MicroAppName, MicroAppOutcome } from '../platform/micro-app';
import { Retry } from '../root/ErrorBoundary';
import { Dialog } from './Dialog';
import { DialogHead } from './TitledDialog';
import { MicroAppFrame } from './MicroAppFrame';

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

interface Props {
  name: MicroAppName;
  /** The `microApps` URL; without it the dialog only offers `page`. */
  url: string | undefined;
  title: string;
  /** The app's props; `null` while the chrome still gathers them (the dialog says it is loading). */
  props: object | null;
  /** Where the visitor can go instead when the app cannot be loaded. */
  page: { href: string; label: string };
  onClose: () => void;
  width?: number;
  /**
   * Text typed while the app loads (the search app: a trader typing on from the header's box),
   * `null` for a Backspace; without it such keys do nothing here.
   */
  onTyped?: (text: string | null) => void;
}

/** A key that types one character (not a shortcut). */
const typesText = (e: KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

/**
 * A micro-app in a dialog of the queue (the login and the search micro-apps): named by its title,
 * `Loading…` until the app is on screen, and when it cannot be loaded (the loader has logged why)
 * the page that does the same job and a local `Retry`, which loads the module again.
 */
export function MicroAppDialog({ name, url, title, props, page, onClose, width = 440, onTyped }: Props) {
  const { t } = useT();
  const titleId = useId();
  const [outcome, setOutcome] = useState<MicroAppOutcome | 'loading'>('loading');
  const [attempt, setAttempt] = useState(0);
  const failed = outcome === 'failed' || !url;
  const loading = outcome === 'loading' && Boolean(url);
  // While the app loads, focus waits on the loading note rather than the close button, so what a
  // trader types on is kept for the app and an Enter or Space does not close the dialog.
  const onKeyDown = (e: KeyboardEvent) => {
    if (!loading || !onTyped || e.target !== e.currentTarget.firstElementChild) return;
    if (typesText(e)) onTyped(e.key);
    else if (e.key === 'Backspace') onTyped(null);
    else if (e.key !== 'Enter') return;
    e.preventDefault();
  };
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} width={width}>
      <DialogHead id={titleId} title={title} closeLabel={t('microapps.close')} onClose={onClose} />
      <div css={body} onKeyDown={onKeyDown}>
        {loading ? <p css={note} role="status" tabIndex={onTyped ? -1 : undefined} data-autofocus={onTyped ? '' : undefined}>{t('microapps.loading')}</p> : null}
        {failed ? (
          <p css={note} role="alert">
            {t('microapps.unavailable')}{' '}<a href={page.href}>{page.label}</a>{' '}
            {url ? <Retry onClick={() => { setOutcome('loading'); setAttempt((n) => n + 1); }} /> : null}
          </p>
        ) : props ? (
          <MicroAppFrame key={attempt} name={name} url={url} props={props} onSettled={setOutcome} autoFocus />
        ) : null}
      </div>
    </Dialog>
  );
}
