import { atom, type ReadableAtom } from 'nanostores';

/**
 * Whether the chrome renders with its script: `true` in every browser render, `false` in the
 * server's render (site-chrome/server) and in the browser's hydration of it, whose first render
 * must give the server's markup. What only a script can do reads it: a menu's button (a link to
 * its first page without), the search box island, the page-origin hrefs.
 */
export const $scripted = atom(true);

/** The stores' values in a prerender (see `prerenderValue`); `$scripted` is false there. */
const given = new Map<ReadableAtom<unknown>, unknown>([[$scripted, false]]);

/** Names a store's value in the prerender: the server's render and the browser's hydration of it. */
export function serverValue<T>(store: ReadableAtom<T>, value: T): void {
  given.set(store as ReadableAtom<unknown>, value);
}

/**
 * A store's value in the prerender, React's server snapshot (build/nanostores-react-shim.ts): the
 * one the render names (site, language, catalogs, theme, rise colour, the logged-out state), else
 * the store's initial value. Never the live value: a store's `onMount` reads what a server has
 * not (cookies, storage, the location, the calls), and the browser's first hydrating render has
 * to draw what the server drew. The live values render right after hydration.
 */
export function prerenderValue<T>(store: ReadableAtom<T>): T {
  if (given.has(store as ReadableAtom<unknown>)) return given.get(store as ReadableAtom<unknown>) as T;
  return (store as ReadableAtom<T> & { init?: T }).init as T;
}
