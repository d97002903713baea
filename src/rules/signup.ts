import type { SiteConfig } from '../config/sites';
import { showsRegister } from './menu-visibility';

/**
 * The sign-up rules of site-chrome.md §4 that the visitor's header needs at first paint, as pure
 * functions. The personal-centre, deposit and download rules are in centre-rules.ts (lazy, with
 * the parts that use them); which entries and buttons show is decided once, in
 * src/config/menus/visibility.ts.
 */

type Site = Pick<SiteConfig, 'key' | 'hidden'>;

/** Log In and Sign Up show once the login state is known, the user is out and the flag is off (§4). */
export function showsAuthButtons(status: 'loading' | 'in' | 'out', site: Site): { login: boolean; signup: boolean } {
  const out = status === 'out';
  return {
    login: out && !site.hidden.has('login'),
    // One Sign Up rule for the bar, the drawer and the menus (site-chrome.md §6).
    signup: out && showsRegister(site),
  };
}

/** `/signup` with the stored referral query (`?ref=…&ref_type=…`), when there is one. */
export function signupRoute(storedQuery: string | null): string {
  const query = (storedQuery ?? '').replace(/^\?/, '');
  return query ? `/signup?${query}` : '/signup';
}

/** Query parameters worth keeping for a later sign-up: referral and campaign tracking. */
const KEPT_PARAMS = /^(ref|ref_type|ref_channel|group_id|ch|invite_code|utm_[a-z]+)$/i;

/** The part of a page's query string to remember for `/signup`; `null` when nothing is worth it. */
export function signupQueryToKeep(search: string): string | null {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (KEPT_PARAMS.test(key) && value) kept.append(key, value);
  const query = kept.toString();
  return query || null;
}
