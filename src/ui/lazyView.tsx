import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { loadChunk } from '../platform/chunk';
import { ErrorBoundary, Retry } from '../root/ErrorBoundary';
import { report } from '../platform/report';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` as an island (issue 11): a failed chunk request is retried with backoff
 * (`loadChunk`); if it still fails, the part renders a local `Retry` in its place, and its own
 * boundary catches a render error inside it, so the rest of the root stays. React keeps a rejected
 * lazy component forever, so Retry builds a new one. A failed load resolves to the Retry instead
 * of rejecting: React reports a caught rejection to the host's console as an error.
 */
export function lazyPart<T extends AnyComponent>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const make = (): AnyComponent => lazy<AnyComponent>(() => loadChunk<{ default: AnyComponent }>(load).catch((error: unknown) => {
    report(error, { area: 'chunk', what: 'could not load a part' });
    return { default: Failed };
  }));
  function Failed(props: object) {
    const [next, setNext] = useState<AnyComponent>();
    return next ? createElement(next, props) : <Retry onClick={() => setNext(() => (current = make()))} />;
  }
  let current = make();
  return (props) => <ErrorBoundary local>{createElement(current, props)}</ErrorBoundary>;
}

/**
 * `lazyPart` for a part styled with Emotion: the part loads together with the Emotion runtime
 * (a shared lazy chunk) and renders inside an `EmotionScope` for its shadow root. Every lazy part
 * that a first-paint component renders goes through here; parts it renders in turn are inside
 * the scope already and use `lazyPart`.
 */
export function lazyView<T extends AnyComponent>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> & { preload(): Promise<void> } {
  let ready: AnyComponent | undefined;
  const scoped = async () => {
    const [{ default: View }, { EmotionScope }] = await Promise.all([load(), import('../root/EmotionScope')]);
    const Scoped = (props: ComponentProps<T>) => <EmotionScope>{createElement(View, props)}</EmotionScope>;
    Scoped.displayName = `Scoped(${View.displayName ?? View.name})`;
    return { default: Scoped as unknown as T };
  };
  const Lazy = lazyPart(scoped);
  // Loaded ahead (`preload`), a part mounted afterwards renders at once: a lazy component suspends
  // on its first render even when its chunk is in memory, and its import()s resolve a scheduler
  // task later. Each mount keeps the type it started with.
  function View(props: ComponentProps<T>) {
    const [type] = useState(() => ready);
    return type ? <ErrorBoundary local>{createElement(type, props)}</ErrorBoundary> : <Lazy {...props} />;
  }
  View.preload = () => scoped().then((m) => { ready = m.default; }, () => undefined);
  return View;
}
