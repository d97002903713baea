import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import { reloadPage } from '../platform/navigation';

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
    <div role="alert" css={{
      display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12, padding: '12px 16px',
      background: 'var(--sc-surface-2)', color: 'var(--sc-text)', minHeight: 64,
    }}>
      <span>{t('error.title')}</span>
      <button type="button" onClick={reloadPage} css={{
        padding: '6px 14px', borderRadius: 6, background: 'var(--sc-brand-fill)', color: 'var(--sc-brand-text)', fontWeight: 600,
      }}>{t('error.refresh')}</button>
    </div>
  );
}
