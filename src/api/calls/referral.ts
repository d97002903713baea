import * as v from 'valibot';
import { request, type ApiContext } from '../client';
import { decode, logFallback, num, optNum, optText, unwrap } from '../decode';

export interface ReferralInfo { kolCode: string; encryptedUid: string; agencyType: number }

export const DEFAULT_REFERRAL: ReferralInfo = { kolCode: '', encryptedUid: '', agencyType: 0 };

export function decodeReferralInfo(raw: unknown): ReferralInfo {
  const d = decode(v.object({ kol_code: optText, encrypted_uid: optText, agency_type: optNum(0) }), unwrap(raw));
  return { kolCode: d.kol_code ?? '', encryptedUid: d.encrypted_uid ?? '', agencyType: d.agency_type ?? 0 };
}

export async function getReferralInfo(ctx: ApiContext): Promise<ReferralInfo> {
  try {
    return decodeReferralInfo(await request(ctx, { path: '/api/web/v1/rebate/get_user_info' }));
  } catch (error) {
    logFallback('rebate/get_user_info', error);
    return DEFAULT_REFERRAL;
  }
}

/** The answer's `code` only; `null` = stop saving (the documented default). */
export function decodeInviteCode(raw: unknown): number | null {
  return decode(v.object({ code: num }), raw).code;
}

export async function verifyInvite(ctx: ApiContext, inviteCode: string, refType?: string): Promise<number | null> {
  try {
    return decodeInviteCode(await request(ctx, {
      path: '/api/web/v1/rebate/verify_invite_info',
      query: { invite_code: inviteCode, ...(refType ? { ref_type: refType } : {}) },
    }));
  } catch (error) {
    logFallback('rebate/verify_invite_info', error);
    return null;
  }
}

export function decodePrizeGuide(raw: unknown): string {
  return decode(v.object({ prize_num: v.pipe(v.union([v.string(), num]), v.transform(String)) }), unwrap(raw)).prize_num;
}

/** `''` = empty prize (the documented default). */
export async function getNewbiePrize(ctx: ApiContext): Promise<string> {
  try {
    return decodePrizeGuide(await request(ctx, { path: '/api/web/v1/welfare/newbiePrizeGuide' }));
  } catch (error) {
    logFallback('welfare/newbiePrizeGuide', error);
    return '';
  }
}
