import { Component, type ReactNode } from 'react';
import { useT } from './useT';
import { reloadPage } from '../platform/location';
import { classes } from '../theme/sheet';
import { primaryFill } from '../theme/styles';

const s = classes('error', {
  alert: `
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 12px;
    padding: 12px 16px;
    background: var(--sc-surface-2);
    color: var(--sc-text);
    min-height: 64px;
  `,
  refresh: `
    padding: 6px 14px;
    border-radius: 6px;
    font-weight: 600;
    ${primaryFill}
  `,
});

interface State { failed: boolean }
interface Props { children: ReactNode; local?: boolean }

/**
 * Any render error in a root shows "Something went wrong" with Refresh (compliance §4); the
 * `local` boundary of a lazy part (`lazyPart`) shows a Retry that renders the part again. The
 * root reports what its boundaries catch (mount/shadow-root.tsx, `onCaughtError`).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.local ? <Retry onClick={() => this.setState({ failed: false })} /> : <ErrorFallback />;
  }
}

export function ErrorFallback() {
  const { t } = useT();
  return (
    <div role="alert" className={s.alert}>
      <span>{t('error.title')}</span>
      <button type="button" onClick={reloadPage} className={s.refresh}>{t('error.refresh')}</button>
    </div>
  );
}

/** A lazy part that failed to load or render offers this in its place (CONTRACT §6 `Retry`). */
export function Retry({ onClick }: { onClick: () => void }) {
  return <button type="button" onClick={onClick} className={s.refresh}>{useT().t('error.retry')}</button>;
}
