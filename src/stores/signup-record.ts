import { readCookie } from '../platform/cookies';
import { readLocal, writeLocal } from '../platform/storage';
import { hasReferral } from '../rules/referral';
import { liveSignupQuery, signupQueryToSave } from '../rules/signup-query';
import { $signupQuery, SIGNUP_QUERY_AT_KEY, SIGNUP_QUERY_KEY } from './signup';

/**
 * The stored sign-up query (stores/signup.ts) read and written under the rules of rules/signup-query.ts:
 * kept 14 days from when it was saved, its referral part only for a referral the cookies' rule
 * accepted. Lazy: the first paint only holds the store.
 */

/** The record to use now (`liveSignupQuery`), or null. */
export function readLiveSignupQuery(now: number): string | null {
  return liveSignupQuery({ query: readLocal(SIGNUP_QUERY_KEY), savedAt: readLocal(SIGNUP_QUERY_AT_KEY) }, readCookie('ref_uid') ?? '', now);
}

/**
 * Applies a landing page's query (`signupQueryToSave`) to the record and shows the result.
 * `accepted`: what the referral rule made of the link's `ref` (features/referral/tracking.ts).
 */
export function landSignupQuery(search: string, accepted: 'new' | 'same' | null, now = Date.now()): void {
  const live = readLiveSignupQuery(now);
  const save = signupQueryToSave(search, accepted, live);
  if (save !== null) {
    writeLocal(SIGNUP_QUERY_KEY, save);
    writeLocal(SIGNUP_QUERY_AT_KEY, String(now));
  }
  $signupQuery.set(save ?? live);
}

/**
 * The store's first read. A link with `ref` is landed by the referral tracking once the rule has
 * decided (it may ask the server); until then the live record shows.
 */
export function showSignupQuery(search: string, now = Date.now()): void {
  if (hasReferral(search)) $signupQuery.set(readLiveSignupQuery(now));
  else landSignupQuery(search, null, now);
}
