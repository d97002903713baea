import { atom, type ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { renderShadowRoot } from './shadow-root';
import { ErrorFallback } from '../root/ErrorBoundary';
import { $pageSetup, setPageSetup } from '../stores/page-setup';
import { loadCatalog, withMessages, type LazyFeature } from '../i18n/catalogs';
import { SITES } from '../config/sites';
import { contextFrom, fail, own, resolveOptions, showsChildren } from './options';
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
 * A widget styled with Emotion, as `lazyView` does for the chrome's lazy parts: its module, its
 * messages and the Emotion scope of its shadow root load in one wave, and its view renders inside
 * the scope (so no feature wraps its own).
 */
async function styled(feature: LazyFeature, load: Promise<{ widget: AnyWidget }>): Promise<AnyWidget> {
  const [{ widget }, { EmotionScope }] = await Promise.all([withMessages(feature, load), import('../root/EmotionScope')]);
  const View = widget.View;
  const Scoped = (props: object) => <EmotionScope><View {...props} /></EmotionScope>;
  return { ...widget, View: Scoped };
}

/**
 * The widgets, each its own lazy chunk with its messages (a feature folder's `widget.tsx`);
 * `error-page` is the root error boundary's own view, already in the first paint, and has no props.
 */
const WIDGET_LOADERS: Record<WidgetName, () => Promise<AnyWidget>> = {
  'error-page': async () => ({ keys: [], props: () => ({}), View: ErrorFallback }),
  'not-found': () => styled('notfound', import('../features/not-found/widget')),
  'side-menu': () => styled('sidemenu', import('../features/side-menu/widget')),
  'growth-tabs': () => styled('growth', import('../features/growth-tabs/widget')),
  chart: () => styled('chart', import('../features/chart/widget')),
};
/** The handle as built here, props unchecked by type (index.ts types it per widget: WidgetHandle<N>). */
interface AnyWidgetHandle {
  update(props?: unknown): Promise<void>;
  unmount(): void;
}

/** A widget prop's INVALID_OPTION, named `props.<prop>` as mount options are named. */
const propFail: PropFail = (prop, value, expected) => fail(`props.${prop}`, value, expected);

/** Props as an object of its own keys (no prototype) that the widget knows, or INVALID_OPTION. */
const ownProps = (def: AnyWidget, raw: unknown): Readonly<Record<string, unknown>> => own('props', raw ?? {}, def.keys);

/** The widget's view, re-rendered when `update()` sets new props. */
function WidgetView({ def, props }: { def: AnyWidget; props: ReadableAtom<unknown> }) {
  const View = def.View;
  return <View {...(useStore(props) as object)} />;
}

/**
 * The latest mountWidget() call of each element, and the unmount of the widget it shows: a later
 * call into the same element wins (a host React's StrictMode mounts, cleans up and mounts again
 * before the first call has resolved), so an element never shows two widgets.
 */
const claims = new WeakMap<Element, object>();
const shown = new WeakMap<Element, () => void>();

/** What an earlier call, overtaken by a later one into the same element, resolves to: nothing shown. */
const overtaken = (name: string): AnyWidgetHandle => ({
  update: () => Promise.reject(new SiteChromeError('UNMOUNTED', `update() was called on a "${name}" widget that a later mountWidget() into the same element replaced`)),
  unmount() {},
});

export async function mountWidgetInto(name: unknown, element: unknown, rawProps?: unknown): Promise<AnyWidgetHandle> {
  if (!WIDGETS.includes(name as WidgetName)) {
    throw new SiteChromeError('UNKNOWN_WIDGET', `mountWidget() has the unknown widget ${describeValue(name)}: use one of ${WIDGETS.join(', ')}`);
  }
  if (!element || typeof element !== 'object' || (element as Node).nodeType !== 1) {
    throw new SiteChromeError('INVALID_TARGET', `mountWidget() needs an element, not ${describeValue(element)}`);
  }
  const target = element as Element;
  if (!showsChildren(target)) throw new SiteChromeError('INVALID_TARGET', `mountWidget(): ${describeValue(target)} shows no children`);
  // The claim goes back to the call before if this one fails (bad props, no code): that one still shows.
  const ticket = {};
  const before = claims.get(target);
  claims.set(target, ticket);
  let def: AnyWidget;
  let given: Readonly<Record<string, unknown>>;
  let first: unknown;
  try {
    try {
      def = await loadChunk(WIDGET_LOADERS[name as WidgetName]);
    } catch (error) {
      throw new SiteChromeError('CHUNK_FAILED', `the "${String(name)}" widget's code could not be loaded`, { area: 'chunk', cause: error });
    }
    // The props as given so far: update() changes the ones it names and keeps the rest.
    given = ownProps(def, rawProps);
    first = def.props(given, propFail);
  } catch (error) {
    if (claims.get(target) === ticket) {
      if (before) claims.set(target, before);
      else claims.delete(target);
    }
    throw error;
  }
  const $props = atom(first);
  if (!$pageSetup.get()) {
    // Defaults from the one place they live, with no inherited field (a polluted Object.prototype).
    setPageSetup(contextFrom(resolveOptions({ lang: SITES.main.defaultLang, header: false, footer: false, overlays: false })));
  }
  const ctx = $pageSetup.get();
  if (ctx) await loadCatalog(ctx.lang);
  if (claims.get(target) !== ticket) return overtaken(String(name));
  shown.get(target)?.();
  const root = renderShadowRoot(target, 'widget', ctx?.nonce, <WidgetView def={def} props={$props} />);
  let gone = false;
  const unmount = () => {
    if (gone) return;
    gone = true;
    if (shown.get(target) === unmount) shown.delete(target);
    root.unmount();
  };
  shown.set(target, unmount);
  await root.ready;
  // A page with widgets and no mount() paints too: what waits for it (stored preferences) runs.
  paintedSoon();
  return {
    async update(next) {
      if (gone) throw new SiteChromeError('UNMOUNTED', `update() was called after the "${String(name)}" widget's unmount()`);
      // A prop set to undefined goes back to its default; one left out keeps its value.
      const merged = Object.assign(Object.create(null) as Record<string, unknown>, given, ownProps(def, next));
      $props.set(def.props(merged, propFail));
      given = merged;
    },
    unmount,
  };
}
