import { beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { decodeCompliance } from './compliance';
import { decodeBulletins, decodeSiteSettings } from './site';
import { decodeUserInfo } from './user';
import { decodeCrossMargin, decodeTotalFunds, decodeUserTier } from './account';
import { decodeReferralInfo } from './referral-info';

/**
 * CONTRACT v1.2 §4 (issue 21): one field of an unexpected type costs that field, never the rest of
 * the answer. Each decoder gets a full answer with every field set to a value other than its
 * default; then, for every field, answers with that field of each wrong type. Every other field
 * must come out as it did from the full answer.
 */
interface Case {
  name: string;
  decode: (raw: unknown) => unknown;
  data: Record<string, unknown>;
  /** Fields without which the answer means something else (no `uid`: logged out). */
  required?: readonly string[];
}

const CASES: Case[] = [
  {
    name: 'compliance/check',
    decode: decodeCompliance,
    data: {
      menu: ['spot', 'futures'],
      business: [{ content: 'c', title: 't', ok_button: 'OK', cancel_button: 'No', ok_button_router: '/a', text_link: [{ key: 'k', link: '/k' }], no_close_button: 1, code: 'x' }],
      limit: {
        is_uk_limit: 1, is_italy_limit: 1, is_nl_limit: 1, is_tr: 1, brazil_toast: 1, ltw_toast: 1, is_uzbekistan_toast: 1,
        is_show_compliance_tips: 1, is_blocked_country: 1, is_copper: 1, limit_country: 'US', limit_country_toast: 'text',
        toast_config: { content: 'c', ok_button: 'OK', ok_button_router: '/r', cancel_button: 'No', text_link: [{ key: 'a', link: '/a' }] },
      },
      toast: {
        is_hk_user: 1, is_withdraw_only_user: 1, is_eu_user: 1, limit_country_user_status: 's',
        kyc_toast: { is_risk_user: 1, show_kyc_upgrade_notice: 1, risk_user_guide_frequency: 5, risk_user_guide_cookie_key: 'risk_user_guide_1', risk_user_guide_msg: 'm', risk_user_guide_be_closed: 1, risk_user_guide_url: '/u' },
      },
    },
  },
  {
    name: 'site/settings',
    decode: decodeSiteSettings,
    data: {
      lang_list: { en: 'English' }, fiat_list: { EUR: { fiat: 'Euro', symbol: '€' } }, curr_fiat: 'EUR', currency_count: 3000,
      curr_fiat_market_rates: { EUR: 0.9 }, defaultBuyCryptoFiat: 'EUR', defaultP2PFiat: 'TRY', is_service_host: 1,
    },
  },
  {
    name: 'usercenter/get_info',
    decode: decodeUserInfo,
    data: { uid: '42', nickname: 'n', user_nick: 'u', user_avatar: '/a.png', verified: 1, safe_level: 3, is_sub: 1, white_list_show: 1, country: 'DE' },
    required: ['uid'],
  },
  {
    name: 'usercenter/get_user_tier',
    decode: decodeUserTier,
    data: { tier_level: 3, tier_all_trade_usdt: 10, tier_next_progress: 50, tier_next_usdt: 20, tier_next_fiat: '€1', tier_next_gt_min: 1, tier_next_gt_only: 2, tier_next_asset_only_usd: 3 },
  },
  { name: 'account/total_funds', decode: decodeTotalFunds, data: { total_btc: 1.5, total_usd: 90000 } },
  { name: 'spot/cross_margin/info', decode: decodeCrossMargin, data: { userTier: 2, userSpotBalance: 5, crossMarginUid: 7 }, required: ['crossMarginUid'] },
  { name: 'rebate/get_user_info', decode: decodeReferralInfo, data: { kol_code: 'k', encrypted_uid: 'e', agency_type: 2 } },
  { name: 'site/fullsiteBulletin (an entry)', decode: (raw) => decodeBulletins({ code: 0, data: { index: (raw as { data: unknown }).data } }), data: { content_id: 7, content: 'x', link: '/l' }, required: ['content_id', 'content'] },
];

/** Paths to every value that is not an object (arrays count as values). */
function leaves(value: unknown, path: string[] = []): string[][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
  }
  return [path];
}
function withValue(data: unknown, path: readonly string[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path as [string, ...string[]];
  return { ...(data as Record<string, unknown>), [head]: withValue((data as Record<string, unknown>)[head], rest, value) };
}
/** The decoded leaves that differ between two outputs. */
function changed(a: unknown, b: unknown): string[] {
  const paths = new Set([...leaves(a), ...leaves(b)].map((p) => p.join('.')));
  const at = (o: unknown, p: string) => p.split('.').filter(Boolean).reduce<unknown>((x, k) => (x as Record<string, unknown> | undefined)?.[k], o);
  return [...paths].filter((p) => JSON.stringify(at(a, p)) !== JSON.stringify(at(b, p)));
}

const wrongValue = fc.oneof(
  fc.object({ maxDepth: 1 }), fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }), fc.string(), fc.boolean(),
  fc.double(), fc.constantFrom(Number.NaN, -1, 1e300),
);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a field of the wrong type costs that field only', () => {
  for (const c of CASES) {
    const full = c.decode({ code: 0, data: c.data });
    const fields = leaves(c.data).filter((p) => !c.required?.includes(p[0]!));

    it(`${c.name}: the full answer decodes (not its default)`, () => {
      expect(full).not.toBeNull();
      // Every field counts: leaving one out changes the decoded answer.
      for (const path of fields) expect(changed(full, c.decode({ code: 0, data: withValue(c.data, path, undefined) })), path.join('.')).not.toEqual([]);
    });

    it(`${c.name}: each field of any wrong type changes at most one decoded value`, () => {
      fc.assert(fc.property(fc.constantFrom(...fields), wrongValue, (path, value) => {
        const out = c.decode({ code: 0, data: withValue(c.data, path, value) });
        expect(out).not.toBeNull();
        expect(changed(full, out).length, `${path.join('.')} = ${JSON.stringify(value)}`).toBeLessThanOrEqual(1);
      }), { numRuns: 150 });
    });
  }
});
