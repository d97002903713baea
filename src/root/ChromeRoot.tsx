import { useEffect, useMemo, type ReactNode } from 'react';
import root, { useShadowRoot } from 'react-shadow';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { useStore } from '@nanostores/react';
import { $theme } from '../stores/theme';
import { $riseColor, riseScheme, withRise } from '../stores/rise';
import { resetStyles } from '../theme/reset';
import { themeVars } from '../theme/tokens';
import { useT } from '../i18n/useT';
import { ErrorBoundary } from './ErrorBoundary';

/** react-shadow's proxy creates the host component on first access. */
const ShadowHost = root.div as NonNullable<typeof root.div>;

export type RootKind = 'header' | 'footer' | 'overlay' | 'widget';

interface Props {
  kind: RootKind;
  nonce: string | undefined;
  onReady: () => void;
  children: ReactNode;
}

/**
 * One host element with an open shadow root (react-shadow), its own Emotion cache inserted into
 * that root (so no style reaches `document.head`), the reset, theme variables and an error boundary.
 */
export function ChromeRoot({ kind, nonce, onReady, children }: Props) {
  return (
    <ShadowHost data-site-chrome-root={kind}>
      <ShadowScope kind={kind} nonce={nonce} onReady={onReady}>{children}</ShadowScope>
    </ShadowHost>
  );
}

function ShadowScope({ kind, nonce, onReady, children }: Props) {
  const shadowRoot = useShadowRoot();
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
  useEffect(() => onReady(), [onReady]);
  return null;
}
