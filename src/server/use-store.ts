import type { ReadableAtom } from 'nanostores';

/** Values the render sets for stores whose value is computed from others (see `serverValue`). */
const given = new Map<ReadableAtom<unknown>, unknown>();

/**
 * The value a derived store has in this render. A computed store holds its value only while
 * mounted, and mounting one mounts its sources, whose `onMount` reads what a server does not have:
 * the render names its value instead (the rise colour from the options).
 */
export function serverValue<T>(store: ReadableAtom<T>, value: T): void {
  given.set(store as ReadableAtom<unknown>, value);
}

/**
 * `@nanostores/react` for the server render (build/server-config.ts aliases it here): a store's
 * value as it stands, without mounting it. A store's `onMount` starts what only a browser has
 * (cookies, storage, the location, the calls), and the prerendered chrome is what a visitor with
 * no state sees: the inputs the render sets (site, language, catalogs, theme, rise colour) and
 * every other store's initial value. No subscription: a server render happens once.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  if (given.has(store as ReadableAtom<unknown>)) return given.get(store as ReadableAtom<unknown>) as T;
  const { value } = store;
  return value !== undefined ? value : (store as ReadableAtom<T> & { init: T }).init;
}
