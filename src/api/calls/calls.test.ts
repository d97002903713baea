import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { clearRequestCache, type ApiContext } from '../client';
import { DecodeError } from '../decode';
import { json, mockFetch } from '../../test/fetch-mock';
import * as everyday from './index';
import * as signedIn from './calls-signed-in';
import * as markets from './markets';
import * as fiatRates from './fiat-rates';
import { DEFAULT_COMPLIANCE, DEFAULT_SITE_SETTINGS } from '../defaults';
import { DEFAULT_TIER } from '../defaults-account';

const ctx: ApiContext = { apiBase: '', lang: 'en', siteId: 0 };

// The market calls load with the market panels and the fiat rates with the search dialog, not in the
// calls chunk, and the signed-in calls in a chunk of their own; they are calls all the same.
const calls = { ...everyday, ...signedIn, ...markets, ...fiatRates };
type CallName = { [K in keyof typeof calls]: (typeof calls)[K] extends (ctx: ApiContext, ...rest: never[]) => Promise<unknown> ? K : never }[keyof typeof calls];

/** One line per call; a test below fails when a call of the calls chunks has none. */
interface Case {
  name: string;
  /** The call this case runs (checked against the exports of the calls chunks). */
  call: CallName;
  run: () => Promise<unknown>;
  path: string;
  ok: unknown;
  expected: unknown;
  fallback: unknown;
  /** A body of the right envelope whose fields have the wrong types; 'answer-independent' for
   * calls that only report success (logouts), where no body is malformed. */
  malformed?: unknown;
  /** The result is a map keyed by server data (coins, fiats, pages): any keys, same value shape. */
  dict?: boolean;
}

const CASES: Case[] = [
  {
    name: 'site settings', call: 'getSiteSettings', run: () => calls.getSiteSettings(ctx), path: '/api/web/v1/site/settings',
    ok: { code: 0, data: { lang_list: { en: 'English' }, fiat_list: { EUR: { fiat: 'EUR', symbol: '€' } }, curr_fiat: 'EUR', currency_count: '3000', curr_fiat_market_rates: { EUR: '0.92' }, is_service_host: 1 } },
    expected: { langList: { en: 'English' }, fiatList: { EUR: { fiat: 'EUR', symbol: '€' } }, currFiat: 'EUR', currencyCount: 3000, rates: { EUR: 0.92 }, isServiceHost: true },
    fallback: DEFAULT_SITE_SETTINGS,
  },
  {
    name: 'compliance check', call: 'getCompliance', run: () => calls.getCompliance(ctx), path: '/api/web/v1/compliance/check',
    ok: { code: 0, data: { menu: ['deposit'], business: ['button_pilot_account'], limit: { is_uk_limit: 1 }, toast: { is_hk_user: '1' } } },
    expected: { menu: ['deposit'], business: [expect.objectContaining({ code: 'button_pilot_account' })], limit: expect.objectContaining({ isUkLimit: true, isItalyLimit: false }), toast: expect.objectContaining({ isHkUser: true }) },
    fallback: DEFAULT_COMPLIANCE,
  },
  {
    name: 'user info', call: 'getUserInfo', run: () => calls.getUserInfo(ctx), path: '/api/web/v1/usercenter/get_info',
    ok: { code: 0, data: { uid: 42, nickname: 'Ann', verified: '4', safe_level: 1, is_sub: 0, white_list_show: 1, country: 233 } },
    expected: { uid: '42', nickname: 'Ann', verified: 4, safeLevel: 1, isSub: false, whiteListShow: true, country: '233' },
    fallback: null,
  },
  {
    name: 'user info asked again after a login in place', call: 'refreshUserInfo', run: () => calls.refreshUserInfo(ctx), path: '/api/web/v1/usercenter/get_info',
    ok: { code: 0, data: { uid: 7, nickname: 'Bo', verified: '1' } },
    expected: { uid: '7', nickname: 'Bo', verified: 1 },
    fallback: null,
  },
  {
    name: 'user tier (data as a JSON string)', call: 'getUserTier', run: () => calls.getUserTier(ctx), path: '/api/web/v1/usercenter/get_user_tier',
    ok: { code: 0, data: JSON.stringify({ tier_level: 3, tier_all_trade_usdt: '1500.5', tier_next_progress: 40 }) },
    expected: { level: 3, allTradeUsdt: 1500.5, nextProgress: 40 },
    fallback: DEFAULT_TIER,
  },
  {
    name: 'total funds', call: 'getTotalFunds', run: () => calls.getTotalFunds(ctx), path: '/apiw/v2/account/total_funds',
    ok: { code: 0, data: { total_btc: '0.5', total_usd: 50000 } }, expected: { totalBtc: 0.5, totalUsd: 50000 },
    fallback: { totalBtc: 0, totalUsd: 0 },
  },
  {
    name: 'bulletins', call: 'getBulletins', run: () => calls.getBulletins(ctx), path: '/api/web/v1/site/fullsiteBulletin',
    ok: { code: 0, data: { index: { content_id: 7, content: 'New listing', link: '/announcements/1' } } },
    expected: { index: { contentId: '7', content: 'New listing', link: '/announcements/1' } }, fallback: {}, dict: true,
  },
  {
    name: 'fiat rates', call: 'getFiatRates', run: () => calls.getFiatRates(ctx), path: '/api/web/v1/site/currFiatMarketRates',
    ok: { code: 0, data: { EUR: 0.9 } }, expected: { EUR: 0.9 }, fallback: {}, dict: true,
  },
  {
    name: 'pay-with options', call: 'getPayWithOptions', run: () => calls.getPayWithOptions(ctx), path: '/api/web/v1/c2c/buy_crypto_fiat_setting',
    ok: { code: 0, data: [{ fiat: 'EUR', bank_transfer: true, credit_card: false, p2p: 1 }] },
    expected: [{ fiat: 'EUR', bankTransfer: true, creditCard: false, p2p: true }],
    fallback: [{ fiat: 'USD', bankTransfer: true, creditCard: true, p2p: true }],
  },
  {
    name: 'notices', call: 'getNotices', run: () => calls.getNotices(ctx, 'market,future'), path: '/apiw/v2/herald/get_notice_record',
    ok: { code: 0, data: { list: [{ msg_id: 1, title: 'Price alert', type: 'market', extras: { market: 'BTC_USDT' } }] } },
    expected: [expect.objectContaining({ msgId: '1', title: 'Price alert', extras: expect.objectContaining({ market: 'BTC_USDT', settleAsset: 'USDT' }) })],
    fallback: [],
  },
  {
    name: 'spots', call: 'getSpots', run: () => calls.getSpots(ctx, '24h'), path: '/apiw/v2/market/spots',
    ok: { code: 200, data: [['BTC_USDT', 'Bitcoin', '-1.5', '65000', '1e9', 10, 1, ['hot'], '66000', 0, 5, 0, '/i.png'], ['bad']] },
    expected: [expect.objectContaining({ pair: 'BTC_USDT', currA: 'BTC', currB: 'USDT', change: -1.5, trend: 'down', credit: true, categories: ['hot'] })],
    fallback: null,
  },
  {
    name: 'futures', call: 'getFutures', run: () => calls.getFutures(ctx, '24h'), path: '/apiw/v2/market/futures',
    ok: { code: 200, data: [{ settle: 'btc', list: [{ name: 'BTC_USD', opening_time: 1900000000 }] }, { settle: 'usdt', list: [] }] },
    expected: { btc: [expect.objectContaining({ name: 'BTC_USD', openingTime: 1900000000 })], usdt: [] },
    fallback: null,
  },
  {
    name: 'pilot', call: 'getPilot', run: () => calls.getPilot(ctx, '24h'), path: '/apiw/v2/pilot/markets',
    ok: { code: 200, data: [{ name: 'PEPE', address: '0xabc', seo_path: 'pepe', is_hot: 1 }] },
    expected: [expect.objectContaining({ name: 'PEPE', address: '0xabc', seoPath: 'pepe', isHot: true })], fallback: null,
  },
  {
    name: 'pre-market', call: 'getPreMarket', run: () => calls.getPreMarket(ctx), path: '/apiw/v2/pre-market/service/currencies/simple-info',
    ok: { code: 0, data: { list: [{ currency: 'NEW', tags: ['hot'] }] } },
    expected: [{ currency: 'NEW', market: '', fullName: '', tags: ['hot'] }], fallback: null,
  },
  {
    name: 'trade tabs', call: 'getTradeTabs', run: () => calls.getTradeTabs(ctx), path: '/apiw/v2/common/tabs',
    ok: { code: 200, data: [{ key: 'spot', name: 'Spot', children: [{ key: 'usdt', name: 'USDT' }] }] },
    expected: [{ key: 'spot', name: 'Spot', children: [{ key: 'usdt', name: 'USDT', children: [] }] }], fallback: [],
  },
  {
    name: 'cross margin', call: 'getCrossMarginInfo', run: () => calls.getCrossMarginInfo(ctx), path: '/apiweb/v1/spot/cross_margin/info',
    ok: { code: 0, data: { userTier: 1, userSpotBalance: 2, crossMarginUid: 5 } },
    expected: { userTier: 1, userSpotBalance: 2, crossMarginUid: 5 }, fallback: null,
  },
  {
    name: 'fund-password frequency', call: 'getFundpassFrequency', run: () => calls.getFundpassFrequency(ctx), path: '/apiweb/v1/user/get_user_frequency',
    ok: { code: 0, data: { frequency: 2 } }, expected: 2, fallback: 1,
  },
  {
    name: 'fund-password save', call: 'saveFundpassFrequency', run: () => calls.saveFundpassFrequency(ctx, { frequency: 0, fundpass: 'p', totp: '1' }), path: '/json_svr/query_safe',
    ok: { result: true, msg: '' }, expected: { ok: true, message: '' }, fallback: { ok: false, message: '' },
  },
  {
    name: 'footer tip (main site path)', call: 'getFooterTip', run: () => calls.getFooterTip(ctx), path: '/api/web/v1/kyc/footerTipsCheck',
    ok: { resMsg: { code: 0 }, datas: [{ content: 'Verify now', link: '/myaccount/kyc_home' }] },
    expected: { content: 'Verify now', link: '/myaccount/kyc_home', level: 0 }, fallback: null,
  },
  {
    name: 'referral info', call: 'getReferralInfo', run: () => calls.getReferralInfo(ctx), path: '/api/web/v1/rebate/get_user_info',
    ok: { code: 0, data: { kol_code: 'K1', encrypted_uid: 'e', agency_type: 1 } },
    expected: { kolCode: 'K1', encryptedUid: 'e', agencyType: 1 }, fallback: { kolCode: '', encryptedUid: '', agencyType: 0 },
  },
  {
    name: 'invite verification', call: 'verifyInvite', run: () => calls.verifyInvite(ctx, 'ABC', 'x'), path: '/api/web/v1/rebate/verify_invite_info',
    ok: { code: 10530135 }, expected: 10530135, fallback: null, malformed: { code: 'zero' },
  },
  {
    name: 'newbie prize', call: 'getNewbiePrize', run: () => calls.getNewbiePrize(ctx), path: '/api/web/v1/welfare/newbiePrizeGuide',
    ok: { code: 0, data: { prize_num: '10,000' } }, expected: '10,000', fallback: '',
  },
  {
    name: 'pre-mint', call: 'getPreMint', run: () => calls.getPreMint(ctx), path: '/apiw/v2/pre-mint/service/currencies/simple-info',
    ok: { code: 0, data: { list: [{ currency: 'MINT', market: 'MINT_USDT', full_name: 'Mint', tags: [] }] } },
    expected: [{ currency: 'MINT', market: 'MINT_USDT', fullName: 'Mint', tags: [] }], fallback: null,
  },
  {
    name: 'download links', call: 'getDownloadLinks', run: () => calls.getDownloadLinks(ctx), path: '/js/tool/page_download_links.json',
    ok: { android: '/download/android', ios: 'https://apps.apple.com/app/id1' },
    expected: { android: '/download/android', ios: 'https://apps.apple.com/app/id1' }, fallback: {}, dict: true,
    malformed: { android: 5, ios: ['x'] },
  },
  {
    name: 'logout of all devices', call: 'logoutAll', run: () => calls.logoutAll(ctx), path: '/api/web/v1/usercenter/logoutAll',
    ok: { code: 0, data: null }, expected: true, fallback: false, malformed: 'answer-independent',
  },
  {
    name: 'logout of this device', call: 'logoutThisDevice', run: () => calls.logoutThisDevice(ctx), path: '/api/web/v1/usercenter/logout',
    ok: { code: 0, data: null }, expected: true, fallback: false, malformed: 'answer-independent',
  },
  {
    name: 'session refresh after logout', call: 'refreshSessionAfterLogout', run: () => calls.refreshSessionAfterLogout(ctx), path: '/logout',
    ok: { code: 0 }, expected: true, fallback: false, malformed: 'answer-independent',
  },
  {
    name: 'coin icon whitelist', call: 'getCoinIconWhitelist', run: () => calls.getCoinIconWhitelist(ctx), path: '/js/tool/coin_icon_whitelist.json',
    ok: { btc: 3 }, expected: { btc: 3 }, fallback: {}, dict: true,
  },
];

beforeEach(() => {
  clearRequestCache();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The type skeleton of a value: key names and leaf types, arrays by their first element. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => [k, shape(v)]).sort());
  }
  return typeof value;
}

/** Whether `value` has the type skeleton `template`; an empty list fits any list. */
function conforms(value: unknown, template: unknown): boolean {
  const s = shape(value);
  if (Array.isArray(template)) {
    return Array.isArray(value) && (value.length === 0 || JSON.stringify(s) === JSON.stringify(template));
  }
  return JSON.stringify(s) === JSON.stringify(template);
}

function conformsDict(value: unknown, good: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const template = shape(Object.values(good as object)[0]);
  return Object.values(value).every((v) => JSON.stringify(shape(v)) === JSON.stringify(template));
}

describe('the table', () => {
  it('has a case for every call of ./index, ./calls-signed-in, ./markets and ./fiat-rates', () => {
    const exported = Object.entries(calls)
      .filter(([name, value]) => typeof value === 'function' && !/^decode/.test(name))
      .map(([name]) => name);
    const covered = new Set(CASES.map((c) => c.call));
    expect(exported.filter((name) => !covered.has(name as CallName)), 'calls without a line in CASES').toEqual([]);
  });

  it('asks for no unified account mode: nothing of the chrome reads it (account.ts says why)', () => {
    expect(Object.keys(calls).filter((name) => /accountmode/i.test(name))).toEqual([]);
  });

  it('every decoder fails only with DecodeError on any JSON (a TypeError would be a decoder bug)', () => {
    const decoders = Object.entries(calls).filter(([name, value]) => /^decode/.test(name) && typeof value === 'function') as
      [string, (raw: unknown) => unknown][];
    expect(decoders.length).toBeGreaterThan(15);
    for (const [name, decoder] of decoders) {
      fc.assert(fc.property(fc.jsonValue(), fc.boolean(), (body, wrap) => {
        try {
          decoder(wrap ? { code: 0, data: body } : body);
        } catch (error) {
          expect(error, name).toBeInstanceOf(DecodeError);
        }
      }), { numRuns: 200 });
    }
    // 200 bodies through each of 20-odd decoders: seconds on a loaded machine.
  }, 30_000);
});

describe.each(CASES)('$name', ({ run, path, ok, expected, fallback, malformed, dict }) => {
  it('decodes a good answer', async () => {
    const requests = mockFetch(() => json(ok));
    const result = await run();
    // Absolute on the page's origin (a host `<base href>` must not take the call).
    expect(requests[0]?.url.split('?')[0]).toBe(`${location.origin}${path}`);
    expect(result).toMatchObject(expected as object);
  });

  it('gives the default on a server error', async () => {
    mockFetch(() => json({ code: 0 }, 500));
    expect(await run()).toEqual(fallback);
  });

  it('gives the default on a time-out', async () => {
    vi.useFakeTimers();
    mockFetch(() => 'hang');
    const pending = run();
    await vi.advanceTimersByTimeAsync(5001);
    expect(await pending).toEqual(fallback);
  });

  it.skipIf(malformed === 'answer-independent')('gives the default on a malformed answer', async () => {
    mockFetch(() => json(malformed ?? { code: 0, data: { uid: { nested: true }, list: 'x', lang_list: [1], frequency: 'often', kol_code: [] }, resMsg: 1, result: 'yes', btc: 'x' }));
    expect(await run()).toEqual(fallback);
  });

  it('never throws and always gives a well-typed value, whatever JSON comes back', async () => {
    // Well-typed: the default itself, or a value shaped like a good answer's decoded result.
    const good = await (async () => {
      clearRequestCache();
      mockFetch(() => json(ok));
      return run();
    })();
    // The default as the call gives it (some defaults are only described by matchers above).
    const defaultValue = async () => {
      clearRequestCache();
      mockFetch(() => json({}, 500));
      return run();
    };
    await fc.assert(fc.asyncProperty(fc.jsonValue(), fc.boolean(), async (body, wrap) => {
      clearRequestCache();
      mockFetch(() => json(wrap ? { code: 0, data: body } : body));
      const result = await run();
      const isDefault = JSON.stringify(result) === JSON.stringify(await defaultValue());
      const typed = dict ? conformsDict(result, good) : conforms(result, shape(good));
      expect(isDefault || typed, `result ${JSON.stringify(result)?.slice(0, 200)}`).toBe(true);
    }), { numRuns: 60 });
  });
});

// The shared time-out test above advances 5001 ms for every call, so a fund-password call cut at
// 4 s would pass it too; CONTRACT §4 gives these two 5 s (a server checking a password is slower).
describe.each([
  ['get_user_frequency', () => calls.getFundpassFrequency(ctx), 1],
  ['query_safe', () => calls.saveFundpassFrequency(ctx, { frequency: 0, fundpass: 'p', totp: '1' }), { ok: false, message: '' }],
] as const)('%s waits 5 s before its default (CONTRACT §4), not the usual 4 s', (_name, run, fallback) => {
  it('still waits at 4500 ms; the default at 5001 ms', async () => {
    vi.useFakeTimers();
    mockFetch(() => 'hang');
    let settled = false;
    const pending = run().finally(() => { settled = true; });
    await vi.advanceTimersByTimeAsync(4500);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(501);
    expect(settled).toBe(true);
    expect(await pending).toEqual(fallback);
  });
});
