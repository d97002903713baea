import type { ComponentType } from 'react';

/**
 * Throws the INVALID_OPTION `SiteChromeError` for a widget prop (`props.<name>`), naming the prop,
 * its value and what was expected. mount/widgets.tsx passes it in, so a feature's props decoder
 * reports bad props exactly as `mount()` reports bad options, without importing mount/.
 */
export type PropFail = (prop: string, value: unknown, expected: string) => never;

/**
 * A page widget, as its feature folder exports it (`widget.tsx`: `export const widget`).
 * `keys` are the props it knows (any other rejects INVALID_OPTION); `props` validates and
 * defaults an object of own keys (no prototype) and is called again by the handle's `update()`;
 * `View` renders the decoded props inside the widget's shadow root, under ChromeRoot (and, for the
 * Emotion-styled widgets, inside the scope mount/widgets.tsx puts around it).
 */
export interface WidgetModule<P> {
  keys: readonly string[];
  props(raw: Readonly<Record<string, unknown>>, fail: PropFail): P;
  View: ComponentType<P>;
}

/** A widget of any props, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry pairs each props decoder with its own View only
export type AnyWidget = WidgetModule<any>;
