/**
 * The sign-up link's query (site-chrome.md §2, §4): what a landing page's query leaves for a later
 * `/signup`. Who sees Log In and Sign Up is in access.ts.
 */

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
