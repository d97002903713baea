import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';
import { prerenderValue } from '../src/stores/prerender';

/**
 * Stands in for `@nanostores/react` in every build (vite.config.ts, the bundler's and the
 * server's). Its `useStore` takes a `keys` option that imports nanostores' `listenKeys` and
 * deep-map path helpers, about 0.3 kB gzip of the first paint; the SDK never passes `keys`.
 * React's `useSyncExternalStore` reads the store again after subscribing, so a change between
 * render and subscription is not lost. Its server snapshot is the prerender's value of the store
 * (src/stores/prerender.ts): what the server renders with, and what the browser's hydration of
 * that markup renders first, so the two match; never `store.get()`, which would mount the store.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(subscribe, () => store.get(), () => prerenderValue(store));
}
