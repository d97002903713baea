import type { ReactElement } from 'react';
import { renderShadowRoot } from './shadow-root';
import { ErrorFallback } from '../root/ErrorBoundary';
import { $pageSetup, setPageSetup } from '../stores/page-setup';
import { loadCatalog } from '../i18n/catalogs';
import { SITES } from '../config/sites';
import { contextFrom, resolveOptions } from './options';
import { describeValue } from './errors';
import { SiteChromeError } from '../platform/errors';
import { paintedSoon } from '../stores/painted';

export type WidgetName = 'not-found' | 'error-page' | 'side-menu' | 'growth-tabs' | 'chart';
export const WIDGETS: readonly WidgetName[] = ['not-found', 'error-page', 'side-menu', 'growth-tabs', 'chart'];

/** The widgets built so far; the others answer with a clear error until they arrive. */
const AVAILABLE: Partial<Record<WidgetName, () => ReactElement>> = {
  'error-page': () => <ErrorFallback />,
};

export interface WidgetHandle { unmount(): void }

export async function mountWidgetInto(name: unknown, element: unknown, _props?: unknown): Promise<WidgetHandle> {
  if (!WIDGETS.includes(name as WidgetName)) {
    throw new SiteChromeError('UNKNOWN_WIDGET', `mountWidget() has the unknown widget ${describeValue(name)}: use one of ${WIDGETS.join(', ')}`);
  }
  const render = AVAILABLE[name as WidgetName];
  if (!render) throw new SiteChromeError('NOT_AVAILABLE', `the "${String(name)}" widget is not available in this version`);
  if (!element || typeof element !== 'object' || (element as Node).nodeType !== 1) {
    throw new SiteChromeError('INVALID_TARGET', `mountWidget() needs an element, not ${describeValue(element)}`);
  }
  if (!$pageSetup.get()) {
    // Defaults from the one place they live, with no inherited field (a polluted Object.prototype).
    setPageSetup(contextFrom(resolveOptions({ lang: SITES.main.defaultLang, header: false, footer: false, overlays: false })));
  }
  const ctx = $pageSetup.get();
  if (ctx) await loadCatalog(ctx.lang);
  const root = renderShadowRoot(element as Element, 'widget', ctx?.nonce, render());
  await root.ready;
  // A page with widgets and no mount() paints too: what waits for it (stored preferences) runs.
  paintedSoon();
  return { unmount: () => root.unmount() };
}
