import { atom, onMount } from 'nanostores';
import type { UserInfo } from '../api/calls/user';
import { loadCalls } from '../api/lazy';
import { cookiesReadable, readCookie } from '../platform/cookies';
import { currentPath } from '../platform/location';
import { stripLanguagePrefix } from '../config/languages';
import { $api, $pageSetup } from './page-setup';
import { settle } from './fetched';

/** Login state machine of site-chrome.md §4: loading first, then in or out. */
export type LoginState =
  | { status: 'loading' }
  | { status: 'out' }
  | { status: 'in'; info: UserInfo };

/** Pages where asking for user info is pointless or harmful (site-chrome.md §4). */
const NO_USER_INFO_PATHS = /^\/(404|signup|auth|login\/auth|reset[-_]?password|password[-_]reset|forgot[-_]?password|bind)(\/|$)/i;

/**
 * The server's login hint: the `isLogin` option or `data-login`, else both `uid` and `nickname`
 * cookies (CONTRACT §5). `undefined` = unknown (cookies unreadable).
 */
export function loginHint(isLogin: boolean | undefined): boolean | undefined {
  if (isLogin !== undefined) return isLogin;
  if (!cookiesReadable()) return undefined;
  return Boolean(readCookie('uid') && readCookie('nickname'));
}

export function shouldFetchUserInfo(hint: boolean | undefined, pathname: string): boolean {
  if (hint === false) return false;
  return !NO_USER_INFO_PATHS.test(stripLanguagePrefix(pathname));
}

export const $login = atom<LoginState>({ status: 'loading' });

onMount($login, () => {
  let started = false;
  return $api.subscribe((ctx) => {
    const context = $pageSetup.get();
    if (!ctx || !context || started) return;
    started = true;
    if (!shouldFetchUserInfo(loginHint(context.isLogin), currentPath())) {
      $login.set({ status: 'out' });
      return;
    }
    // Without the calls chunk the state settles to its default, logged out (CONTRACT §4), so Log In
    // and Sign Up show; one more try at the next chance may still log the visitor in.
    settle(async () => (await loadCalls()).getUserInfo(ctx), null, (info) => {
      $login.set(info ? { status: 'in', info } : { status: 'out' });
    });
  });
});

/** True while a logout runs: the full-screen `Logging out` status shows (site-chrome.md §4). */
export const $loggingOut = atom(false);

/** The `is_switch_tag` cookie lets a sub-account switch back (site-chrome.md §5). */
export function hasSwitchTag(): boolean {
  const value = readCookie('is_switch_tag');
  return Boolean(value && value !== '0');
}
