import { atom, onMount } from 'nanostores';
import { currentSearch } from '../platform/location';
import { readLocal } from '../platform/storage';
import { loadChunk } from '../platform/chunk';
import { afterPaint } from './painted';

/**
 * Referral and campaign parameters of the page a visitor landed on (`?ref=…&ref_type=…&utm_…`)
 * are kept in localStorage under `signup_query`, so the `Sign Up` link carries them from any later
 * page (site-chrome.md §2: "/signup (may carry a stored query string)"), for 14 days from
 * `signup_query_at`; its referral part only once the referral cookies' rule accepted it
 * (rules/signup-query.ts, stores/signup-record.ts, issue 20). The query stays a plain string, as before.
 */
export const SIGNUP_QUERY_KEY = 'signup_query';
export const SIGNUP_QUERY_AT_KEY = 'signup_query_at';

export const $signupQuery = atom<string | null>(null);

onMount($signupQuery, () => {
  const search = currentSearch();
  // Storage waits for the first paint, and the rules with it; nobody follows the link before it.
  return afterPaint(() => {
    // A page with no query and nothing stored has nothing to show or save: a plain visitor's
    // load does not pay for the record's rules (the idle budget).
    if (search.length < 2 && readLocal(SIGNUP_QUERY_KEY) === null) return;
    // Through the one chunk loader: a dropped request is retried, not the stored query lost for the page.
    loadChunk(() => import('./signup-record')).then((m) => m.showSignupQuery(search), () => undefined);
  });
});
