import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { ApiContext } from '../api/client';
import { settle, type Loadable } from './fetched';
import { $api } from './page-setup';
import { $login } from './user';

/**
 * A store filled by a user-only call: it asks only once the login state is `in` (site-chrome.md
 * §4: a visitor's page makes no user calls) and again when the user or API context changes.
 */
export function userStore<T>(initial: T, load: (ctx: ApiContext) => Promise<T>): ReadableAtom<Loadable<T>> {
  const $store = atom<Loadable<T>>({ loaded: false, value: initial });
  let key: string | null = null;
  let generation = 0;
  const check = () => {
    const ctx = $api.get();
    const login = $login.get();
    if (!ctx || login.status !== 'in') return;
    const next = `${ctx.siteId}|${ctx.apiBase}|${login.info.uid}`;
    if (next === key) return;
    key = next;
    const mine = ++generation;
    settle(() => load(ctx), initial, (value) => {
      if (mine === generation) $store.set({ loaded: true, value });
    });
  };
  onMount($store, () => {
    const offLogin = $login.subscribe(check);
    const offApi = $api.listen(check);
    return () => {
      offLogin();
      offApi();
    };
  });
  return $store;
}
