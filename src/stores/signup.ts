import { atom, onMount } from 'nanostores';
import { readLocal, writeLocal } from '../platform/storage';
import { currentSearch } from '../platform/location';
import { signupQueryToKeep } from '../rules/signup';
import { afterPaint } from './painted';

/**
 * Referral and campaign parameters of the page a visitor landed on (`?ref=…&ref_type=…&utm_…`)
 * are kept in localStorage under `signup_query`, so the `Sign Up` link carries them from any later
 * page (site-chrome.md §2: "/signup (may carry a stored query string)"). A landing page without
 * such parameters leaves an earlier record alone.
 */
export const SIGNUP_QUERY_KEY = 'signup_query';

export const $signupQuery = atom<string | null>(null);

onMount($signupQuery, () => {
  const fresh = signupQueryToKeep(currentSearch());
  // Storage waits for the first paint; nobody follows the link before it. The landing page's
  // referral is written even if the link is gone by then: a later page needs it.
  if (fresh) {
    $signupQuery.set(fresh);
    afterPaint(() => writeLocal(SIGNUP_QUERY_KEY, fresh));
    return undefined;
  }
  return afterPaint(() => $signupQuery.set(readLocal(SIGNUP_QUERY_KEY)));
});
