import * as v from 'valibot';
import { decode, level, num, optNum, optText, unwrap } from '../decode';
import { defineCall } from '../define';
import { DEFAULT_REFERRAL } from '../defaults-account';

export interface ReferralInfo { kolCode: string; encryptedUid: string; agencyType: number }

export { DEFAULT_REFERRAL };

export function decodeReferralInfo(raw: unknown): ReferralInfo {
  const d = decode(v.object({ kol_code: optText, encrypted_uid: optText, agency_type: optNum(0, level) }), unwrap(raw));
  return { kolCode: d.kol_code ?? '', encryptedUid: d.encrypted_uid ?? '', agencyType: d.agency_type ?? 0 };
}

export const getReferralInfo = defineCall({
  path: '/api/web/v1/rebate/get_user_info', decode: decodeReferralInfo, fallback: DEFAULT_REFERRAL,
});

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
