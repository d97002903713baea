import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { ApiContext } from '../api/client';
import { nextChance } from '../platform/chunk';
import { $api } from './page-setup';
import { report } from '../platform/report';

export interface Loadable<T> {
  loaded: boolean;
  value: T;
}

/**
 * Loads a value and always delivers one: a load that fails (in practice the calls chunk: the calls
 * themselves never reject) delivers `fallback`, the store's documented default, and runs once more
 * at the next chance (network back, page shown, next interaction).
 */
export function settle<T>(load: () => Promise<T>, fallback: T, deliver: (value: T) => void, again = true): void {
  load().then(deliver, (error: unknown) => {
    report(error, { area: 'chunk', what: 'could not load the calls' });
    deliver(fallback);
    if (again) nextChance(() => settle(load, fallback, deliver, false));
  });
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
  return keyedStore($api, initial, load, keyOf);
}

/**
 * `fetchedStore` with its context taken from `source`, where `null` asks nothing: the user stores
 * (user-store.ts) share this one loop rather than a copy of it, which the first paint carries.
 */
export function keyedStore<T, C>(
  source: ReadableAtom<C | null>,
  initial: T,
  load: (ctx: C) => Promise<T>,
  keyOf: (ctx: C) => string,
): ReadableAtom<Loadable<T>> {
  const $store = atom<Loadable<T>>({ loaded: false, value: initial });
  let currentKey: string | null = null;
  let generation = 0;

  function fetchFor(ctx: C): void {
    const mine = ++generation;
    settle(() => load(ctx), initial, (value) => {
      // An answer for a language (or user) the page has since left is dropped.
      if (mine === generation) $store.set({ loaded: true, value });
    });
  }

  onMount($store, () =>
    source.subscribe((ctx) => {
      if (!ctx) return;
      const key = keyOf(ctx);
      if (key === currentKey) return;
      currentKey = key;
      fetchFor(ctx);
    }));

  return $store;
}
