/**
 * The sign-up link's query (site-chrome.md §2, §4): `/signup` with what a landing page's query left
 * (signup-query.ts decides what that is). Who sees Log In and Sign Up is in access.ts. On the
 * first paint (the header's Sign Up): keep it this small.
 */

/** `/signup` with the stored referral query (`?ref=…&ref_type=…`), when there is one. */
export function signupRoute(storedQuery: string | null): string {
  const query = (storedQuery ?? '').replace(/^\?/, '');
  return query ? `/signup?${query}` : '/signup';
}
