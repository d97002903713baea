import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { reloadPage } from '../platform/navigation';
import { classes } from '../theme/sheet';

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
    background: var(--sc-brand-fill);
    color: var(--sc-brand-text);
    font-weight: 600;
  `,
});

interface State { failed: boolean }

/** Any render error in a root shows "Something went wrong" with Refresh (compliance §4). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[SiteChrome] render failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
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
