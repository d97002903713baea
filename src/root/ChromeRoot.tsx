import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { useStore } from '@nanostores/react';
import { $theme } from '../stores/theme';
import { $riseColor, riseScheme, withRise } from '../stores/rise';
import { resetStyles } from '../theme/reset';
import { themeVars } from '../theme/tokens';
import { useT } from '../i18n/useT';
import { ErrorBoundary } from './ErrorBoundary';

export type RootKind = 'header' | 'footer' | 'overlay' | 'widget';

interface Props {
  kind: RootKind;
  shadowRoot: ShadowRoot;
  nonce: string | undefined;
  onReady: () => void;
  children: ReactNode;
}

/**
 * The top of every chrome tree, rendered inside its host's open shadow root: its own Emotion cache
 * inserted into that root (so no style reaches `document.head`), the reset, theme variables and an
 * error boundary.
 */
export function ChromeRoot({ kind, shadowRoot, nonce, onReady, children }: Props) {
  const cache = useMemo(
    () => createCache({ key: `sc-${kind}`, container: shadowRoot, ...(nonce ? { nonce } : {}) }),
    [kind, shadowRoot, nonce],
  );
  const theme = useStore($theme);
  const rise = useStore($riseColor);
  const vars = useMemo(() => withRise(themeVars(theme), rise), [theme, rise]);
  const { language } = useT();
  return (
    <CacheProvider value={cache}>
      <Global styles={resetStyles} />
      <div className="sc-root" data-theme={theme} data-rise={riseScheme(rise)} dir={language.dir} lang={language.locale} style={vars}>
        <ErrorBoundary>{children}</ErrorBoundary>
        <Ready onReady={onReady} />
      </div>
    </CacheProvider>
  );
}

/** Reports the first commit of a root's content, for `sitechrome:ready`. */
function Ready({ onReady }: { onReady: () => void }) {
  // A layout effect: ready means committed to the DOM, the same point the bench floor reports.
  useLayoutEffect(() => onReady(), [onReady]);
  return null;
}
