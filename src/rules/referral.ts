/**
 * Referral tracking (compliance-and-dialogs.md §3, §5, §9; CONTRACT §5): what a landing URL's
 * `ref`, `ref_type`, channel and group parameters do to the referral cookies. Pure: the caller
 * reads the URL and the cookies, asks the server when `decideReferral` says so, and applies the
 * writes it returns.
 */
import { DAY_MS } from '../config/time';

/** 14 days (§9): every referral cookie is written with this max-age. */
export const REFERRAL_COOKIE_MAX_AGE_S = (14 * DAY_MS) / 1000;

/** The server's "this invite code is already bound" answer: the link's channel and group still count (§5). */
export const INVITE_ALREADY_BOUND = 10530135;

export const REFERRAL_COOKIES = ['ref_uid', 'ref_type', 'ref_channel', 'group_id'] as const;
export type ReferralCookie = (typeof REFERRAL_COOKIES)[number];

/** The referral part of a URL, or of the cookies (`ref_uid`, `ref_type`, `ref_channel`, `group_id`); `''` = absent. */
export interface Referral { ref: string; refType: string; channel: string; group: string }

/** One cookie to write (`value`) or delete (`value: null`). */
export interface CookieWrite { name: ReferralCookie; value: string | null }

export type ReferralDecision =
  /** Ask `verify_invite_info` for `ref` (with `refType` when there is one), then decide again with its code. */
  | { kind: 'verify'; ref: string; refType: string }
  | { kind: 'write'; writes: CookieWrite[] };

/** Parameter names, first present wins: the channel also comes as `ch` (growth tabs, §2) or `channel`. */
const PARAMS: Record<keyof Referral, readonly string[]> = {
  ref: ['ref'], refType: ['ref_type'], channel: ['ref_channel', 'ch', 'channel'], group: ['group_id', 'group'],
};

/** Values that could not be a code, type, channel or group (a cookie value must stay a plain token). */
const clean = (value: string | null): string => {
  const v = (value ?? '').trim();
  return v.length <= 128 && /^[\w.~-]+$/.test(v) ? v : '';
};

/** The referral parameters of a query string (`?ref=…`); absent or unusable ones read `''`. */
export function referralFromQuery(search: string): Referral {
  const params = new URLSearchParams(search);
  const pick = (names: readonly string[]) => clean(names.flatMap((n) => params.getAll(n)).find((v) => v) ?? null);
  return { ref: pick(PARAMS.ref), refType: pick(PARAMS.refType), channel: pick(PARAMS.channel), group: pick(PARAMS.group) };
}

/** Whether a query string carries a referral at all: the only case the tracking code loads for. */
export const hasReferral = (search: string): boolean => referralFromQuery(search).ref !== '';

/**
 * Channel and group: written only when the link has both `ref` and `ref_type`, otherwise deleted
 * (§5). A link without a channel (or group) deletes the older one, which belonged to another link.
 */
function channelAndGroup(link: Referral): CookieWrite[] {
  const both = link.ref !== '' && link.refType !== '';
  return [
    { name: 'ref_channel', value: both && link.channel ? link.channel : null },
    { name: 'group_id', value: both && link.group ? link.group : null },
  ];
}

/** The new referral itself: `ref_uid`, `ref_type` (deleted when the link has none), then channel and group. */
function newReferral(link: Referral): CookieWrite[] {
  return [
    { name: 'ref_uid', value: link.ref },
    { name: 'ref_type', value: link.refType || null },
    ...channelAndGroup(link),
  ];
}

/**
 * The invite-code rules of §5, in order:
 * 1. no `ref` in the link: nothing is written or deleted, even with `ref_type`, `ch` or a group.
 *    §5's "otherwise they are deleted" is read inside a referral link's processing ("stored only
 *    when ref is present"): a link without `ref` is not a referral link, as a plain page is not,
 *    and `ch` also marks growth-tab links (§2). Deleting there would let any such link (or every
 *    page) wipe the channel and group of a live 14-day referral before the visitor signs up;
 * 2. the stored code and type equal the link's: only channel and group are refreshed;
 * 3. a code is already stored: the link's code is verified first (`verifyCode` undefined → ask);
 * 4. new cookies only when the verify code is 0, or when there was no earlier ref;
 * 5. code 10530135 (already bound): channel and group are still refreshed;
 * 6. any other code, or no answer (`null`, the call's default): nothing is saved.
 */
export function decideReferral(link: Referral, stored: Referral, verifyCode?: number | null): ReferralDecision {
  const write = (writes: CookieWrite[]): ReferralDecision => ({ kind: 'write', writes });
  if (!link.ref) return write([]);
  if (stored.ref === link.ref && stored.refType === link.refType) return write(channelAndGroup(link));
  if (!stored.ref) return write(newReferral(link));
  if (verifyCode === undefined) return { kind: 'verify', ref: link.ref, refType: link.refType };
  if (verifyCode === 0) return write(newReferral(link));
  if (verifyCode === INVITE_ALREADY_BOUND) return write(channelAndGroup(link));
  return write([]);
}

/**
 * Whether the link's referral is the one the cookies hold once `decision` (the final one, after
 * any verify call) is applied: `new` when it writes the link's code, `same` when the cookies
 * already held that code and type; null otherwise (no `ref`, a verify that failed, or code
 * 10530135, which keeps the earlier ref). The sign-up query may carry the link's referral only
 * then (signup.ts `signupQueryToSave`): one rule for both.
 */
export function referralAccepted(link: Referral, stored: Referral, decision: ReferralDecision): 'new' | 'same' | null {
  if (decision.kind !== 'write' || !link.ref) return null;
  if (decision.writes.some((w) => w.name === 'ref_uid' && w.value === link.ref)) return 'new';
  return stored.ref === link.ref && stored.refType === link.refType ? 'same' : null;
}
