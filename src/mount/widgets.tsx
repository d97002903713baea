import { atom, type ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { renderShadowRoot } from './shadow-root';
import { ErrorFallback } from '../root/ErrorBoundary';
import { $pageSetup, setPageSetup } from '../stores/page-setup';
import { loadCatalog, withMessages } from '../i18n/catalogs';
import { SITES } from '../config/sites';
import { contextFrom, fail, own, resolveOptions } from './options';
import { loadChunk } from '../platform/chunk';
import type { AnyWidget, PropFail } from '../root/widget';
import { describeValue } from './errors';
import { SiteChromeError } from '../platform/errors';
import { paintedSoon } from '../stores/painted';

import type { WidgetProps } from './widget-props';

/** The page widgets' names (their props: `WidgetProps`). */
export type WidgetName = keyof WidgetProps;
export const WIDGETS: readonly WidgetName[] = ['not-found', 'error-page', 'side-menu', 'growth-tabs', 'chart'];

/**
 * The widgets, each its own lazy chunk with its messages (a feature folder's `widget.tsx`);
 * `error-page` is the root error boundary's own view, already in the first paint, and has no props.
 */
const WIDGET_LOADERS: Record<WidgetName, () => Promise<AnyWidget>> = {
  'error-page': async () => ({ keys: [], props: () => ({}), View: ErrorFallback }),
  'not-found': () => withMessages('notfound', import('../features/not-found/widget')).then((m) => m.widget),
  'side-menu': () => withMessages('sidemenu', import('../features/side-menu/widget')).then((m) => m.widget),
  'growth-tabs': () => withMessages('growth', import('../features/growth-tabs/widget')).then((m) => m.widget),
  chart: () => withMessages('chart', import('../features/chart/widget')).then((m) => m.widget),
};

/** The handle as built here, props unchecked by type (index.ts types it per widget: WidgetHandle<N>). */
interface AnyWidgetHandle {
  update(props?: unknown): Promise<void>;
  unmount(): void;
}

/** A widget prop's INVALID_OPTION, named `props.<prop>` as mount options are named. */
const propFail: PropFail = (prop, value, expected) => fail(`props.${prop}`, value, expected);

/** Props as an object of its own keys (no prototype) that the widget knows, or INVALID_OPTION. */
const decode = (def: AnyWidget, raw: unknown): unknown => def.props(own('props', raw ?? {}, def.keys), propFail);

/** The widget's view, re-rendered when `update()` sets new props. */
function WidgetView({ def, props }: { def: AnyWidget; props: ReadableAtom<unknown> }) {
  const View = def.View;
  return <View {...(useStore(props) as object)} />;
}

export async function mountWidgetInto(name: unknown, element: unknown, rawProps?: unknown): Promise<AnyWidgetHandle> {
  if (!WIDGETS.includes(name as WidgetName)) {
    throw new SiteChromeError('UNKNOWN_WIDGET', `mountWidget() has the unknown widget ${describeValue(name)}: use one of ${WIDGETS.join(', ')}`);
  }
  if (!element || typeof element !== 'object' || (element as Node).nodeType !== 1) {
    throw new SiteChromeError('INVALID_TARGET', `mountWidget() needs an element, not ${describeValue(element)}`);
  }
  let def: AnyWidget;
  try {
    def = await loadChunk(WIDGET_LOADERS[name as WidgetName]);
  } catch (error) {
    throw new SiteChromeError('CHUNK_FAILED', `the "${String(name)}" widget's code could not be loaded`, { area: 'chunk', cause: error });
  }
  const $props = atom(decode(def, rawProps));
  if (!$pageSetup.get()) {
    // Defaults from the one place they live, with no inherited field (a polluted Object.prototype).
    setPageSetup(contextFrom(resolveOptions({ lang: SITES.main.defaultLang, header: false, footer: false, overlays: false })));
  }
  const ctx = $pageSetup.get();
  if (ctx) await loadCatalog(ctx.lang);
  const root = renderShadowRoot(element as Element, 'widget', ctx?.nonce, <WidgetView def={def} props={$props} />);
  await root.ready;
  // A page with widgets and no mount() paints too: what waits for it (stored preferences) runs.
  paintedSoon();
  let gone = false;
  return {
    async update(next) {
      if (gone) throw new SiteChromeError('UNMOUNTED', `update() was called after the "${String(name)}" widget's unmount()`);
      $props.set(decode(def, next));
    },
    unmount() {
      gone = true;
      root.unmount();
    },
  };
}
