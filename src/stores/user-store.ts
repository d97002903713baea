import { computed, type ReadableAtom } from 'nanostores';
import type { ApiContext } from '../api/client';
import { keyedStore, type Loadable } from './fetched';
import { $api } from './page-setup';
import { $login } from './user';

/** The API context while a user is logged in, with their uid; `null` otherwise. */
const $userApi = computed([$api, $login], (ctx, login) => (ctx && login.status === 'in' ? { ...ctx, uid: login.info.uid } : null));

/**
 * A store filled by a user-only call: it asks only once the login state is `in` (site-chrome.md
 * §4: a visitor's page makes no user calls) and again when the user or API context changes.
 */
export function userStore<T>(initial: T, load: (ctx: ApiContext) => Promise<T>): ReadableAtom<Loadable<T>> {
  return keyedStore($userApi, initial, load, (c) => `${c.siteId}|${c.apiBase}|${c.uid}`);
}
