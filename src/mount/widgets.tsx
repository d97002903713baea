import type { ReactElement } from 'react';
import { atom, type ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { renderShadowRoot } from './shadow-root';
import { ErrorFallback } from '../root/ErrorBoundary';
import { $pageSetup, setPageSetup } from '../stores/page-setup';
import { loadCatalog } from '../i18n/catalogs';
import { SITES } from '../config/sites';
import { contextFrom, own, resolveOptions } from './options';
import { describeValue } from './errors';
import { SiteChromeError } from '../platform/errors';
import { paintedSoon } from '../stores/painted';

export type WidgetName = 'not-found' | 'error-page' | 'side-menu' | 'growth-tabs' | 'chart';
export const WIDGETS: readonly WidgetName[] = ['not-found', 'error-page', 'side-menu', 'growth-tabs', 'chart'];

/**
 * A widget: the props it knows (anything else rejects INVALID_OPTION, as mount options do) and
 * the view it renders from them. `props` validates and defaults a props object (own keys only).
 */
interface WidgetDef<P> {
  props(raw: Readonly<Record<string, unknown>>): P;
  render(props: P): ReactElement;
}

const define = <P,>(def: WidgetDef<P>): WidgetDef<unknown> => def as WidgetDef<unknown>;

/** The widgets built so far; the others answer with a clear error until they arrive. */
const AVAILABLE: Partial<Record<WidgetName, WidgetDef<unknown>>> = {
  // "Something went wrong" with Refresh: the root error boundary's own view. No props.
  'error-page': define({ props: (raw) => own('props', raw, []), render: () => <ErrorFallback /> }),
};

/** (v1.1) What `mountWidget` resolves to. */
export interface WidgetHandle {
  /** New props for the widget on screen (validated as at mount, re-rendered in place); rejects UNMOUNTED after `unmount()`. */
  update(props?: Record<string, unknown>): Promise<void>;
  unmount(): void;
}

/** Props as an object of its own keys (no prototype), or INVALID_OPTION; each widget checks the keys. */
const plain = (raw: unknown): Readonly<Record<string, unknown>> => own('props', raw ?? {}, Object.keys(Object(raw ?? {})));

/** The widget's view, re-rendered when `update()` sets new props. */
function WidgetView({ def, props }: { def: WidgetDef<unknown>; props: ReadableAtom<unknown> }) {
  return def.render(useStore(props));
}

export async function mountWidgetInto(name: unknown, element: unknown, rawProps?: unknown): Promise<WidgetHandle> {
  if (!WIDGETS.includes(name as WidgetName)) {
    throw new SiteChromeError('UNKNOWN_WIDGET', `mountWidget() has the unknown widget ${describeValue(name)}: use one of ${WIDGETS.join(', ')}`);
  }
  const def = AVAILABLE[name as WidgetName];
  if (!def) throw new SiteChromeError('NOT_AVAILABLE', `the "${String(name)}" widget is not available in this version`);
  if (!element || typeof element !== 'object' || (element as Node).nodeType !== 1) {
    throw new SiteChromeError('INVALID_TARGET', `mountWidget() needs an element, not ${describeValue(element)}`);
  }
  const $props = atom(def.props(plain(rawProps)));
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
      $props.set(def.props(plain(next)));
    },
    unmount() {
      gone = true;
      root.unmount();
    },
  };
}
