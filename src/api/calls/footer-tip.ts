import * as v from 'valibot';
import { decode, level, optNum, optText, lenient } from '../decode';
import { defineCall } from '../define';

/**
 * The KYC tip of the footer (compliance-and-dialogs.md §4): asked only for a logged-in user whose
 * site and KYC level call for it (features/notices/kyc-notices.ts), so it loads in the signed-in calls chunk.
 */

// ---- footer tips: the path differs by site (CONTRACT §4) -----------------------------------------

export interface FooterTip { content: string; link: string; level: number }

const tipSchema = v.object(lenient({
  resMsg: v.object({ code: v.union([v.literal(0), v.literal('0')]) }),
  datas: v.optional(v.nullable(v.array(v.nullable(v.looseObject(lenient({ content: optText, link: optText, level: optNum(0, level) }))))), []),
}));

/** `null` = the empty tip. */
export function decodeFooterTip(raw: unknown): FooterTip | null {
  const first = decode(tipSchema, raw).datas?.[0];
  if (!first || !first.content) return null;
  return { content: first.content, link: first.link ?? '', level: first.level ?? 0 };
}

const SHARED_TIP_SITES = new Set([0, 177, 182]);

export const getFooterTip = defineCall({
  path: (ctx) => ({ path: SHARED_TIP_SITES.has(ctx.siteId) ? '/api/web/v1/kyc/footerTipsCheck' : '/json_svr/footer_tips_check' }),
  decode: decodeFooterTip,
  fallback: null,
});

