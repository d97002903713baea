import * as v from 'valibot';
import { decode, level, optNum, optText, unwrap, lenient } from '../decode';
import { defineCall } from '../define';
import { DEFAULT_REFERRAL } from '../defaults-account';

// Built once: `lenient` reads each field's default up front.
const referralSchema = v.object(lenient({ kol_code: optText, encrypted_uid: optText, agency_type: optNum(0, level) }));

/**
 * The logged-in user's own referral info (compliance-and-dialogs.md §3, §6): asked only for a
 * logged-in user (features/growth-tabs/info.ts), so it loads in the signed-in calls chunk; a visitor's
 * `ref` link is verified by referral.ts, in the calls chunk every visitor loads.
 */
export interface ReferralInfo { kolCode: string; encryptedUid: string; agencyType: number }

export function decodeReferralInfo(raw: unknown): ReferralInfo {
  const d = decode(referralSchema, unwrap(raw));
  return { kolCode: d.kol_code ?? '', encryptedUid: d.encrypted_uid ?? '', agencyType: d.agency_type ?? 0 };
}

export const getReferralInfo = defineCall({
  path: '/api/web/v1/rebate/get_user_info', decode: decodeReferralInfo, fallback: DEFAULT_REFERRAL,
});
