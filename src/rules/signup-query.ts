/**
 * What a landing page's query leaves for a later `/signup` (site-chrome.md §2, §4), read by
 * signup.ts `signupRoute`. Lazy (stores/signup-record.ts): not on the first paint.
 *
 * The referral part of it names who referred the visitor, as the referral cookies do, so it
 * follows the cookies' rule (referral.ts `referralAccepted`, compliance-and-dialogs.md §5) and
 * their 14 days (issue 20): any link's `?ref=` used to replace it, unverified and for good.
 */
import { REFERRAL_COOKIE_MAX_AGE_S, referralFromQuery } from './referral';

/** Referral parameters (the cookies' four): kept only for a referral the cookies' rule accepted. */
const REFERRAL_PARAMS = /^(ref|ref_type|ref_channel|group_id)$/i;
/** Campaign tracking: kept from any landing page. */
const CAMPAIGN_PARAMS = /^(ch|utm_[a-z]+)$/i;

/**
 * The part of a landing page's query to remember for `/signup`; `null` when nothing is worth it.
 * `referral`: the link's referral was accepted (`referralAccepted`), so its parameters are kept
 * too; otherwise only campaign ones. `invite_code` is never kept: it would be a second code that
 * nobody verified.
 */
export function signupQueryToKeep(search: string, referral: boolean): string | null {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (value && (CAMPAIGN_PARAMS.test(key) || (referral && REFERRAL_PARAMS.test(key)))) kept.append(key, value);
  }
  return kept.toString() || null;
}

/** The stored query lives as long as a referral cookie written with it: 14 days (§9). */
export const SIGNUP_QUERY_MAX_AGE_MS = REFERRAL_COOKIE_MAX_AGE_S * 1000;

/** The stored record as read: `signup_query`, and `signup_query_at` (ms since the epoch, as text). */
export interface SignupRecord { query: string | null; savedAt: string | null }

/** The referral code a stored query carries; `''` for none. */
export const queryRef = (query: string | null): string => referralFromQuery(query ?? '').ref;

/**
 * The stored query to use at `now`, or null. A record with its time is used for 14 days from it
 * (a time in the future is not trusted: nobody saved it then). A record of before issue 20 has no
 * time: it is used while the `ref_uid` cookie (`cookieRef`, which has its own 14 days) holds the
 * same code, so it never outlives the referral it was saved with nor speaks for another one.
 */
export function liveSignupQuery(record: SignupRecord, cookieRef: string, now: number): string | null {
  const { query, savedAt } = record;
  if (!query) return null;
  if (savedAt === null) return queryRef(query) === cookieRef ? query : null;
  const age = now - Number(savedAt);
  return /^\d{1,15}$/.test(savedAt) && age >= 0 && age < SIGNUP_QUERY_MAX_AGE_MS ? query : null;
}

/**
 * What a landing page (`search`) saves as the sign-up query, given the live record (`live`,
 * `liveSignupQuery`) and whether the cookies' rule accepted its referral (`referralAccepted`);
 * null: keep the record as it is.
 * - `new`: the link's referral and campaign replace the record;
 * - `same`: the cookies already held this code; the record is written only when it does not
 *   carry it already (a record that does keeps its time, as `ref_uid` keeps its max-age);
 * - otherwise (no `ref`, or not accepted): only campaign parameters, and only over a record with
 *   no referral, as a later campaign link must not take the attribution away from it.
 */
export function signupQueryToSave(search: string, accepted: 'new' | 'same' | null, live: string | null): string | null {
  if (accepted === 'new') return signupQueryToKeep(search, true);
  if (accepted === 'same') return queryRef(live) === referralFromQuery(search).ref ? null : signupQueryToKeep(search, true);
  return queryRef(live) ? null : signupQueryToKeep(search, false);
}
