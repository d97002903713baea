import * as v from 'valibot';
import { decode, level, optFlag, optNum, optText, text, unwrap, lenient } from '../decode';
import { defineCall } from '../define';

// ---- GET /api/web/v1/usercenter/get_info -------------------------------------------------------

export interface UserInfo {
  uid: string;
  nickname: string;
  userNick: string;
  avatar: string;
  /** KYC value: 1 and 4 count as verified in the header (site-chrome.md §3). */
  verified: number;
  safeLevel: number;
  isSub: boolean;
  whiteListShow: boolean;
  /** Country code as the server sends it (`233`, `"DE"`); the rules of site-chrome.md §5 compare it as text. */
  country: string;
}

const userSchema = v.object(lenient({
  uid: text,
  nickname: optText,
  user_nick: optText,
  user_avatar: optText,
  verified: optNum(0, level),
  safe_level: optNum(0, level),
  is_sub: optFlag,
  white_list_show: optFlag,
  country: optText,
}));

/** `null` = logged out (the documented default, `is_sub` 0). */
export function decodeUserInfo(raw: unknown): UserInfo | null {
  const data = unwrap(raw);
  if (data === null || data === undefined) return null;
  const d = decode(userSchema, data);
  if (!d.uid) return null;
  return {
    uid: d.uid, nickname: d.nickname ?? '', userNick: d.user_nick ?? '', avatar: d.user_avatar ?? '',
    verified: d.verified ?? 0, safeLevel: d.safe_level ?? 0, isSub: d.is_sub ?? false,
    whiteListShow: d.white_list_show ?? false, country: d.country ?? '',
  };
}

const USER_INFO_PATH = '/api/web/v1/usercenter/get_info';

export const getUserInfo = defineCall({
  path: USER_INFO_PATH, decode: decodeUserInfo, fallback: null,
});

/** Asked again after a login in place (the login micro-app): the page's first answer is stale. */
export const refreshUserInfo = defineCall({
  path: () => ({ path: USER_INFO_PATH, fresh: true }), decode: decodeUserInfo, fallback: null, name: USER_INFO_PATH,
});
