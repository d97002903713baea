import { createElement, useState, type ComponentProps, type ComponentType } from 'react';
import { ErrorBoundary } from '../root/ErrorBoundary';
import { lazyPart } from './lazyView';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as lazyPart takes
type AnyComponent = ComponentType<any>;

export interface PreloadedPart<T extends AnyComponent> {
  /** The part; its `preload` is the one below (a host that has only the element can load its type). */
  Part: ComponentType<ComponentProps<T>> & { preload: () => Promise<void> };
  /** Starts loading the part; once loaded, a new `Part` renders it at once. Never rejects. */
  preload: () => Promise<void>;
}

/**
 * `lazyPart` that can be loaded ahead of its first render. A lazy component always suspends on its
 * first render, even when its chunk is in memory, and React 19 holds the content of a Suspense
 * boundary that showed its fallback for up to 300 ms (its reveal throttle): the market panel's rows
 * came 300 ms after its chunk had arrived (issue 15's bench). Loaded ahead, a `Part` mounted
 * afterwards renders the component itself and never suspends. Each mount keeps the type it started
 * with, so a part that mounted lazily is not remounted when the load completes. A failed preload
 * changes nothing: the part then loads, retries and fails as `lazyPart` does.
 * Not for the first paint: lazyView.tsx is there; this file loads with the parts that use it.
 */
export function preloadPart<T extends AnyComponent>(load: () => Promise<{ default: T }>): PreloadedPart<T> {
  let loaded: AnyComponent | undefined;
  let started: Promise<void> | undefined;
  const Lazy = lazyPart(load);
  function Part(props: ComponentProps<T>) {
    const [type] = useState<AnyComponent>(() => loaded ?? Lazy);
    return type === Lazy ? createElement(Lazy, props) : <ErrorBoundary local>{createElement(type, props)}</ErrorBoundary>;
  }
  const preload = () => (started ??= load().then((m) => { loaded = m.default; }, () => { started = undefined; }));
  Part.preload = preload;
  return { Part, preload };
}
