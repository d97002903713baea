import * as v from 'valibot';
import { decode, num, unwrap } from '../decode';
import { defineCall } from '../define';

/**
 * The calls a visitor makes too: the `ref` link's verification (features/referral/tracking.ts) and the
 * gift popup's newbie prize (logged-out visitors only). The user's own referral info is in
 * referral-info.ts, with the signed-in calls.
 */

/** The answer's `code` only; `null` = stop saving (the documented default). */
export function decodeInviteCode(raw: unknown): number | null {
  return decode(v.object({ code: num }), raw).code;
}

export const verifyInvite = defineCall({
  path: (_ctx, inviteCode: string, refType?: string) => ({
    path: '/api/web/v1/rebate/verify_invite_info',
    query: { invite_code: inviteCode, ...(refType ? { ref_type: refType } : {}) },
  }),
  decode: decodeInviteCode,
  fallback: null,
});

export function decodePrizeGuide(raw: unknown): string {
  return decode(v.object({ prize_num: v.pipe(v.union([v.string(), num]), v.transform(String)) }), unwrap(raw)).prize_num;
}

/** `''` = empty prize (the documented default). */
export const getNewbiePrize = defineCall({
  path: '/api/web/v1/welfare/newbiePrizeGuide', decode: decodePrizeGuide, fallback: '',
});
