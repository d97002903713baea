import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Stands in for `@nanostores/react` (vite.config.ts alias). Its `useStore` takes a `keys` option
 * that imports nanostores' `listenKeys` and deep-map path helpers, about 0.3 kB gzip of the first
 * paint; the SDK never passes `keys`. React's `useSyncExternalStore` reads the store again after
 * subscribing, so a change between render and subscription is not lost.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(subscribe, () => store.get(), () => store.get());
}
