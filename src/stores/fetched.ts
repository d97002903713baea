import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { ApiContext } from '../api/client';
import { $api } from './page-setup';

export interface Loadable<T> {
  loaded: boolean;
  value: T;
}

/**
 * A store filled by one call. It starts fetching when a component first uses it (lazy `onMount`)
 * and again when `keyOf` of the API context changes (a new language); the api client makes sure
 * the same request goes out once per page however many stores or components ask.
 */
export function fetchedStore<T>(
  initial: T,
  load: (ctx: ApiContext) => Promise<T>,
  keyOf: (ctx: ApiContext) => string = (c) => `${c.siteId}|${c.lang}|${c.apiBase}`,
): ReadableAtom<Loadable<T>> {
  const $store = atom<Loadable<T>>({ loaded: false, value: initial });
  let currentKey: string | null = null;
  let generation = 0;

  async function fetchFor(ctx: ApiContext): Promise<void> {
    const mine = ++generation;
    const value = await load(ctx);
    // An answer for a language the page has since left is dropped.
    if (mine === generation) $store.set({ loaded: true, value });
  }

  onMount($store, () =>
    $api.subscribe((ctx) => {
      if (!ctx) return;
      const key = keyOf(ctx);
      if (key === currentKey) return;
      currentKey = key;
      void fetchFor(ctx);
    }));

  return $store;
}
