import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $theme } from '../stores/theme';
import { $riseColor, riseScheme, withRise } from '../stores/rise';
import { RootContext, type RootInfo } from './RootContext';
import { SiteContext, useRootSite } from './useSite';
import { themeVars } from '../theme/tokens';
import { TranslationContext, useRootTranslation } from './useT';
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
 * The top of every chrome tree, rendered inside its host's open shadow root (which has adopted the
 * static styles and the reset, see theme/sheet.ts): theme variables, the root's identity for lazy
 * parts that style into it (RootContext), the site and the translation every component reads
 * (read from the stores here, once per root), and an error boundary.
 */
export function ChromeRoot({ kind, shadowRoot, nonce, onReady, children }: Props) {
  const info = useMemo<RootInfo>(() => ({ kind, shadowRoot, nonce }), [kind, shadowRoot, nonce]);
  const theme = useStore($theme);
  const rise = useStore($riseColor);
  const vars = useMemo(() => withRise(themeVars(theme), rise), [theme, rise]);
  const site = useRootSite();
  const translation = useRootTranslation();
  const { language } = translation;
  return (
    <RootContext.Provider value={info}>
      <SiteContext.Provider value={site}>
        <TranslationContext.Provider value={translation}>
          <div className="sc-root" data-theme={theme} data-rise={riseScheme(rise)} dir={language.dir} lang={language.locale} style={vars}>
            <ErrorBoundary>{children}</ErrorBoundary>
            <Ready onReady={onReady} />
          </div>
        </TranslationContext.Provider>
      </SiteContext.Provider>
    </RootContext.Provider>
  );
}

/** Reports the first commit of a root's content, for `sitechrome:ready`. */
function Ready({ onReady }: { onReady: () => void }) {
  // A layout effect: ready means committed to the DOM, the same point the bench floor reports.
  useLayoutEffect(() => onReady(), [onReady]);
  return null;
}
