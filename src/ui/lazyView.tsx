import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a part styled with Emotion: the part loads together with the Emotion runtime
 * (a shared lazy chunk) and renders inside an `EmotionScope` for its shadow root. Every lazy part
 * that a first-paint component renders goes through here; parts it renders in turn are inside
 * the scope already and use plain `lazy`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyView<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(async () => {
    const [{ default: View }, { EmotionScope }] = await Promise.all([load(), import('../root/EmotionScope')]);
    const Scoped = (props: ComponentProps<T>) => <EmotionScope>{createElement(View, props)}</EmotionScope>;
    Scoped.displayName = `Scoped(${View.displayName ?? View.name})`;
    return { default: Scoped as unknown as T };
  });
}
