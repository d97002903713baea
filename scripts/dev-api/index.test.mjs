// @vitest-environment node
// Runs the dev API behind a real loopback HTTP server and checks it against CONTRACT §4.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32, inflateSync } from 'node:zlib';
import { API_PATHS, SCENARIOS } from './index.mjs';
import { startDevApi } from './test-server.mjs';
import { XSS_PAYLOADS, XSS_URLS } from './xss.mjs';

const SLOW_MS = 150;
let api;
let base;
const call = (path, options) => api.call(path, options);

beforeAll(async () => {
  api = await startDevApi({ slowDelayMs: SLOW_MS });
  base = api.base;
});

afterAll(() => api.close());

const POST_ONLY = new Set(['/json_svr/query_safe', '/api/web/v1/usercenter/logout', '/logout', '/api/web/v1/usercenter/dev_login']);
const methodOf = (path) => (POST_ONLY.has(path) ? 'POST' : 'GET');
const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

// path (with the SDK's query) → check of the parsed body, for the `user` scenario.
const CONTRACT = {
  '/api/web/v1/site/settings': ({ code, data }) => {
    expect(code).toBe(0);
    expect(Object.keys(data.lang_list)).toHaveLength(20);
    expect(data.lang_list).toMatchObject({ zh: '简体中文', 'en-eu': 'English (EU)', 'it-eu': 'Italiano (EU)' });
    expect(Object.keys(data.fiat_list).length).toBeGreaterThanOrEqual(40);
    expect(data.fiat_list.EUR).toEqual({ fiat: 'EUR', symbol: '€' });
    expect(data.curr_fiat).toBe('USD');
    expect(typeof data.currency_count).toBe('number');
    expect(data.curr_fiat_market_rates.USD).toBe(1);
  },
  '/api/web/v1/compliance/check': ({ code, data }) => {
    expect(code).toBe(0);
    expect(Array.isArray(data.menu) && Array.isArray(data.business) && isObject(data.limit) && isObject(data.toast)).toBe(true);
  },
  '/api/web/v1/usercenter/get_info': ({ data }) => expect(data).toMatchObject({ uid: 10293847, nickname: 'Satoshi N.', verified: 4, safe_level: 2, is_sub: 0 }),
  '/api/web/v1/usercenter/get_user_tier': ({ data }) => {
    expect(typeof data).toBe('string');
    expect(JSON.parse(data)).toMatchObject({ tier_level: 3, tier_next_progress: expect.any(Number) });
  },
  '/apiw/v2/account/total_funds': ({ data }) => expect(data).toEqual({ total_btc: expect.any(String), total_usd: expect.any(String) }),
  '/api/web/v1/site/fullsiteBulletin': ({ data }) => {
    for (const key of ['index', 'trade', 'futures']) expect(data[key]).toEqual({ content_id: expect.anything(), content: expect.any(String), link: expect.stringMatching(/^\/announcements\//) });
  },
  '/api/web/v1/site/currFiatMarketRates': ({ data }) => expect(data).toMatchObject({ USD: 1, EUR: expect.any(Number) }),
  '/api/web/v1/c2c/buy_crypto_fiat_setting': ({ data }) => {
    expect(data.length).toBeGreaterThanOrEqual(10);
    expect(data[0]).toEqual({ fiat: 'USD', bank_transfer: true, credit_card: true, p2p: true });
  },
  '/apiw/v2/herald/get_notice_record?type=system,market&page=1&size=10': ({ data }) => {
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.list.length).toBeLessThanOrEqual(10);
    expect(data.list[0]).toMatchObject({ msg_id: expect.any(String), title: expect.any(String), content: expect.any(String), send_timest: expect.any(Number), type: expect.any(String), template_id: expect.any(String), extras: expect.any(Object), isAllowHref: expect.any(Boolean) });
  },
  '/apiw/v2/market/spots?exchange_type=ALL&timezone=24h': ({ code, data }) => expect(code === 200 && Array.isArray(data)).toBe(true),
  '/apiw/v2/market/futures?exchange_type=CONTRACT_ALL&timezone=24h&is_testnet=0': ({ code, data }) => {
    expect(code).toBe(200);
    expect(data.map((group) => group.settle)).toEqual(['usdt', 'btc', 'usd']);
  },
  '/apiw/v2/pilot/markets?exchange_type=PILOT_ALL&timezone=24h': ({ code, data }) => {
    expect(code).toBe(200);
    expect(data.length).toBeGreaterThanOrEqual(150);
    expect(Object.keys(data[0]).sort()).toEqual(['address', 'cate', 'chain', 'chain_icon', 'icon', 'is_hot', 'market', 'name', 'seo_path', 'show_pair']);
  },
  '/apiw/v2/pre-market/service/currencies/simple-info?limit=100&page=1': ({ data }) => expect(data.list[0]).toMatchObject({ currency: expect.any(String), market: expect.any(String), full_name: expect.any(String), tags: expect.any(Array) }),
  '/apiw/v2/pre-mint/service/currencies/simple-info?limit=100&page=1': ({ data }) => expect(data.list.length).toBeGreaterThan(0),
  '/apiw/v2/common/tabs?area=web_trade': ({ code, data }) => {
    expect(code).toBe(200);
    expect(data.find((tab) => tab.key === 'futures').children.length).toBeGreaterThan(0);
  },
  '/apiw/v2/unified/account_mode': ({ data }) => expect(data).toMatchObject({ mode: 'classic', support_unified: true, settings: expect.any(Object) }),
  '/apiweb/v1/spot/cross_margin/info': ({ data }) => expect(Object.keys(data).sort()).toEqual(['crossMarginUid', 'userSpotBalance', 'userTier']),
  '/api/web/v1/usercenter/logoutAll': ({ code }) => expect(code).toBe(0),
  '/api/web/v1/usercenter/logout': ({ code }) => expect(code).toBe(0),
  '/logout': ({ code }) => expect(code).toBe(0),
  // Without a body: no account, so no login.
  '/api/web/v1/usercenter/dev_login': ({ code, data }) => expect({ code, data }).toEqual({ code: 10002, data: null }),
  '/apiweb/v1/user/get_user_frequency': ({ data }) => expect(data).toEqual({ frequency: 1 }),
  // Without a body: no action, so no success, but the documented bare shape.
  '/json_svr/query_safe': (body) => expect(body).toEqual({ result: false, msg: expect.any(String) }),
  '/api/web/v1/kyc/footerTipsCheck': (body) => expect(body).toEqual({ resMsg: { code: 0, message: 'success' }, datas: [] }),
  '/json_svr/footer_tips_check': (body) => expect(body.resMsg.code).toBe(0),
  '/api/web/v1/rebate/get_user_info': ({ data }) => expect(data).toEqual({ kol_code: expect.any(String), encrypted_uid: expect.any(String), agency_type: 0 }),
  '/api/web/v1/rebate/verify_invite_info?invite_code=OK123': (body) => expect(body.code).toBe(0),
  '/api/web/v1/welfare/newbiePrizeGuide': ({ data }) => expect(data).toEqual({ prize_num: '10,000' }),
  '/js/tool/coin_icon_whitelist.json': (body) => {
    expect(Object.keys(body)).toHaveLength(18);
    expect(Object.values(body).every(Number.isInteger)).toBe(true);
  },
  '/js/tool/page_download_links.json': (body) => expect(body).toMatchObject({ android: expect.stringContaining('example.com'), ios: expect.any(String), apk: expect.any(String), deepLink: expect.any(String) }),
  // The chart widget demo's candles (fixtures/candles.mjs has its own tests): ten hourly bars of a past range.
  '/dev/candles?symbol=BTC_USDT&resolution=60&from=1700000000&to=1700036000': ({ code, data }) => {
    expect(code).toBe(0);
    expect(data.map((bar) => bar.time)).toEqual(Array.from({ length: 10 }, (_, i) => 1700002800 + i * 3600));
    expect(Object.keys(data[0]).sort()).toEqual(['close', 'high', 'low', 'open', 'time', 'volume']);
  },
};

describe('contract paths', () => {
  it('covers every exact path the dev API serves', () => {
    const tested = new Set(Object.keys(CONTRACT).map((path) => path.split('?')[0]));
    expect([...tested].sort()).toEqual([...API_PATHS].sort());
  });

  it.each(Object.entries(CONTRACT))('%s answers the documented shape', async (path, check) => {
    const { status, headers, json } = await call(path, { scenario: 'user', method: methodOf(path.split('?')[0]) });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(headers.get('cache-control')).toBe('no-store');
    check(json);
  });

  it('takes curr_fiat from the cookie when it is a known fiat', async () => {
    expect((await call('/api/web/v1/site/settings', { cookies: 'curr_fiat=EUR' })).json.data).toMatchObject({ curr_fiat: 'EUR', defaultBuyCryptoFiat: 'EUR' });
    expect((await call('/api/web/v1/site/settings', { cookies: 'curr_fiat=XYZ' })).json.data.curr_fiat).toBe('USD');
  });

  it('leaves other paths, and GET /logout, to the host server', async () => {
    expect((await call('/api/web/v1/nope')).text).toBe('not the dev API');
    expect((await call('/logout')).text).toBe('not the dev API');
    expect((await call('/json_svr/query_safe')).status).toBe(405);
  });

  it('serves valid 64x64 PNG coin icons', async () => {
    const response = await fetch(`${base}/images/coin_icon/64/btc.png?v=1717171717`);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const chunks = [];
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      const typeAndData = png.subarray(at + 4, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typeAndData));
      chunks.push({ type: typeAndData.subarray(0, 4).toString(), data: typeAndData.subarray(4) });
      at += 12 + length;
    }
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([chunks[0].data.readUInt32BE(0), chunks[0].data.readUInt32BE(4)]).toEqual([64, 64]);
    expect(inflateSync(chunks[1].data)).toHaveLength(64 * (1 + 64 * 4));
    expect((await call('/images/coin_icon/64/%3Cscript%3E.png')).status).toBe(404);
  });

  it('answers malformed escapes in the path, query, cookies and body instead of throwing', async () => {
    const bad = '%E0%A4%A%zz%';
    expect((await call(`/images/coin_icon/64/${bad}.png`)).status).toBe(404);
    for (const path of API_PATHS) {
      const answer = await call(`${path}?fiat=${bad}&page=${bad}&${bad}`, { method: methodOf(path), cookies: `curr_fiat=${bad}; uid=${bad}; dev_xss=${bad}` });
      expect(answer.status, path).toBe(200);
    }
    const posted = await call('/api/web/v1/usercenter/logout', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(posted.status).toBe(200);
    const json = await fetch(`${base}/json_svr/query_safe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'null' });
    expect(json.status).toBe(200);
  });

  it('answers CORS preflights from loopback origins', async () => {
    const response = await fetch(`${base}/api/web/v1/site/settings`, { method: 'OPTIONS', headers: { origin: 'http://localhost:5174' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5174');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/X-CSRF-Token/);
  });
});

describe('scenarios', () => {
  it('exports every scenario with a description', () => {
    const names = SCENARIOS.map((scenario) => scenario.name);
    for (const name of ['visitor', 'user', 'sub-account', 'low-kyc', 'high-kyc', 'uk-limit', 'italy-limit', 'nl-limit', 'tr-user', 'restricted', 'ip-tips', 'compliance-toast', 'business-banner', 'withdraw-only', 'hk-user', 'kyc-toast', 'no-deposit', 'cross-margin', 'slow', 'errors', 'garbage', 'xss']) {
      expect(names).toContain(name);
    }
    expect(SCENARIOS.every((scenario) => scenario.description.length > 10)).toBe(true);
  });

  it('answers get_info with a user only in logged-in scenarios', async () => {
    expect((await call('/api/web/v1/usercenter/get_info')).json.code).not.toBe(0);
    expect((await call('/api/web/v1/usercenter/get_info', { scenario: 'nonsense', cookies: 'uid=1; nickname=x' })).json.code).not.toBe(0);
    expect((await call('/api/web/v1/usercenter/get_info', { scenario: 'sub-account' })).json.data.is_sub).toBe(1);
    expect((await call('/api/web/v1/usercenter/get_info', { scenario: 'low-kyc' })).json.data).toMatchObject({ verified: 0, safe_level: 1 });
    const tier = await call('/api/web/v1/usercenter/get_user_tier', { scenario: 'high-kyc' });
    expect(JSON.parse(tier.json.data).tier_level).toBe(12);
  });

  it('answers the referral info with the agency type of the growth-tab scenarios', async () => {
    const agency = async (scenario) => (await call('/api/web/v1/rebate/get_user_info', { scenario })).json.data.agency_type;
    expect(await agency('user')).toBe(0);
    expect(await agency('high-kyc')).toBe(1);
    expect(await agency('agency-affiliate')).toBe(1);
    expect(await agency('agency-broker')).toBe(2);
  });

  it('combines comma-separated scenarios', async () => {
    const { json, headers } = await call('/api/web/v1/compliance/check', { scenario: 'user,uk-limit,no-deposit,compliance-toast,business-banner,kyc-toast' });
    expect(headers.get('x-dev-scenario')).toBe('user,uk-limit,no-deposit,compliance-toast,business-banner,kyc-toast');
    expect(json.data.limit.is_uk_limit).toBe(1);
    expect(json.data.menu).toContain('deposit');
    expect(json.data.limit.toast_config).toMatchObject({ ok_button_router: '/help', cancel_button: expect.any(String), text_link: expect.any(Array) });
    expect(json.data.business[0].content).toContain('{terms}');
    expect(json.data.business[0].text_link).toEqual([{ key: 'terms', link: '/user-agreement' }]);
    expect(json.data.toast.kyc_toast.is_risk_user).toBe(1);
    expect((await call('/apiweb/v1/spot/cross_margin/info', { scenario: 'cross-margin' })).json.data.crossMarginUid).toBe(5);
    expect((await call('/api/web/v1/compliance/check', { scenario: 'restricted' })).json.data.limit.limit_country).toBeTruthy();
  });

  it('answers the blocked-country and Copper scenarios (limit.is_blocked_country, limit.is_copper)', async () => {
    const data = async (scenario) => (await call('/api/web/v1/compliance/check', { scenario })).json.data;
    expect((await data('visitor')).limit).toMatchObject({ is_blocked_country: 0, is_copper: 0 });
    const blocked = await data('high-kyc,blocked-country');
    expect(blocked.limit).toMatchObject({ is_blocked_country: 1, limit_country: '' });
    expect(blocked.toast.limit_country_user_status).toBe('LIMIT_HIGH_KYC_USER');
    expect((await data('copper')).limit).toMatchObject({ is_copper: 1, is_blocked_country: 0 });
  });

  it('answers the KYC and regional notice scenarios', async () => {
    const kyc = async (scenario) => (await call('/api/web/v1/compliance/check', { scenario })).json.data.toast.kyc_toast;
    expect(await kyc('risk-user')).toMatchObject({ is_risk_user: 1, show_kyc_upgrade_notice: 0, risk_user_guide_frequency: 24 });
    expect(await kyc('risk-locked')).toMatchObject({ is_risk_user: 1, risk_user_guide_be_closed: 0, risk_user_guide_url: 'https://evil.example/kyc' });
    expect(await kyc('kyc-upgrade')).toMatchObject({ is_risk_user: 0, show_kyc_upgrade_notice: 1 });
    expect(await kyc('user')).toMatchObject({ is_risk_user: 0, show_kyc_upgrade_notice: 0 });
    const limit = async (scenario) => (await call('/api/web/v1/compliance/check', { scenario })).json.data.limit;
    expect(await limit('uz-user')).toMatchObject({ is_uzbekistan_toast: 1 });
    expect(await limit('brazil-toast')).toMatchObject({ brazil_toast: 1, ltw_toast: 0 });
    expect(await limit('ltw-toast')).toMatchObject({ ltw_toast: 1 });
    const tier = await call('/api/web/v1/usercenter/get_user_tier', { scenario: 'nl-high' });
    expect(JSON.parse(tier.json.data).tier_level).toBe(12);
    for (const path of ['/api/web/v1/kyc/footerTipsCheck', '/json_svr/footer_tips_check']) {
      expect((await call(path, { scenario: 'kyc-tips' })).json.datas[0]).toMatchObject({ link: '/myaccount/kyc_home' });
      expect((await call(path, { scenario: 'user' })).json.datas).toEqual([]);
      expect((await call(path, { scenario: 'kyc-tips,high-kyc' })).json.datas).toEqual([]);
    }
  });

  it('names the restricted user\'s limit status by §6: high KYC is tier 11 or more, or verified 3', async () => {
    const status = async (scenario) => (await call('/api/web/v1/compliance/check', { scenario: `${scenario},restricted-modal` })).json.data.toast.limit_country_user_status;
    expect(await status('visitor')).toBe('LIMIT_VISITOR');
    // Verified (4) but VIP 3: still low KYC.
    expect(await status('user')).toBe('LIMIT_LOW_KYC_USER');
    expect(await status('low-kyc')).toBe('LIMIT_LOW_KYC_USER');
    expect(await status('high-kyc')).toBe('LIMIT_HIGH_KYC_USER');
  });

  it('places the visitor in or out of the EU only in the switch-site scenarios (absent otherwise)', async () => {
    expect((await call('/api/web/v1/compliance/check')).json.data.toast).not.toHaveProperty('is_eu_user');
    expect((await call('/api/web/v1/compliance/check', { scenario: 'eu-visitor' })).json.data.toast.is_eu_user).toBe(1);
    expect((await call('/api/web/v1/compliance/check', { scenario: 'non-eu-visitor' })).json.data.toast.is_eu_user).toBe(0);
  });

  it('newbie-prize answers another amount than the default; newbie-prize-error fails the call', async () => {
    const path = '/api/web/v1/welfare/newbiePrizeGuide';
    expect((await call(path, { scenario: 'newbie-prize' })).json.data).toEqual({ prize_num: '25,000' });
    const failed = await call(path, { scenario: 'newbie-prize-error' });
    expect([failed.status, failed.json.code]).toEqual([500, 500]);
    expect((await call(path, { scenario: 'phone-visitor' })).json.data).toEqual({ prize_num: '10,000' });
  });

  it('saves the fund-password frequency only with the right credentials', async () => {
    const form = { action: 'tradepassfrequency', frequency: '2', fundpass: '123456', totp: '000000' };
    expect((await call('/json_svr/query_safe', { scenario: 'user', method: 'POST', form: { ...form, fundpass: 'x' } })).json)
      .toEqual({ result: false, msg: 'Incorrect fund password' });
    const saved = await call('/json_svr/query_safe', { scenario: 'user', method: 'POST', form });
    expect(saved.json.result).toBe(true);
    const cookie = saved.headers.get('set-cookie').split(';')[0];
    expect((await call('/apiweb/v1/user/get_user_frequency', { scenario: 'user', cookies: cookie })).json.data.frequency).toBe(2);
  });

  it('fundpass-no-msg: a wrong fund password gets result false without msg', async () => {
    const form = { action: 'tradepassfrequency', frequency: '2', fundpass: 'x', totp: '000000' };
    expect((await call('/json_svr/query_safe', { scenario: 'fundpass-no-msg', method: 'POST', form })).json).toEqual({ result: false });
    expect((await call('/json_svr/query_safe', { scenario: 'fundpass-no-msg', method: 'POST', form: { ...form, fundpass: '123456' } })).json.result).toBe(true);
  });

  it('answers invite codes and clears session cookies on logout', async () => {
    expect((await call('/api/web/v1/rebate/verify_invite_info?invite_code=DUP1')).json.code).toBe(10530135);
    expect((await call('/api/web/v1/rebate/verify_invite_info?invite_code=ZZZ')).json.code).toBe(1001);
    const { headers } = await call('/api/web/v1/usercenter/logout', { scenario: 'user', method: 'POST', form: {} });
    expect(headers.get('set-cookie')).toMatch(/uid=; Path=\/; Max-Age=0/);
  });
});

describe('the demo login (issue 12)', () => {
  it('logs a visitor in: uid, nickname and the dev session cookie, then get_info answers for that nickname; logout ends it', async () => {
    const refused = await call('/api/web/v1/usercenter/dev_login', { method: 'POST', form: { account: 'ada@example.com', password: '123' } });
    expect(refused.json.code).not.toBe(0);
    expect(refused.headers.get('set-cookie')).toBeNull();
    const { json, headers } = await call('/api/web/v1/usercenter/dev_login', { method: 'POST', form: { account: 'ada@example.com', password: 'secret1' } });
    expect(json).toMatchObject({ code: 0, data: { uid: 10293847, nickname: 'ada' } });
    const cookies = headers.getSetCookie().map((c) => c.split(';')[0]);
    expect(cookies).toEqual(['uid=10293847', 'nickname=ada', 'dev_session=1']);
    expect((await call('/api/web/v1/usercenter/get_info')).json.code).not.toBe(0);
    const info = await call('/api/web/v1/usercenter/get_info', { cookies: cookies.join('; ') });
    expect(info.json.data).toMatchObject({ uid: 10293847, nickname: 'ada' });
    const out = await call('/api/web/v1/usercenter/logout', { method: 'POST', form: {}, cookies: cookies.join('; ') });
    expect(out.headers.getSetCookie().some((c) => c.startsWith('dev_session=; '))).toBe(true);
  });
});

describe('failure scenarios', () => {
  it('errors: HTTP 500 on every call', async () => {
    for (const path of [...API_PATHS, '/images/coin_icon/64/eth.png']) {
      expect((await call(path, { scenario: 'errors', method: methodOf(path) })).status).toBe(500);
    }
  });

  it('garbage: 200 with malformed bodies', async () => {
    const answers = await Promise.all(API_PATHS.map((path) => call(path, { scenario: 'garbage', method: methodOf(path) })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.some((answer) => answer.json === undefined)).toBe(true);
    const answerFor = (path) => answers[API_PATHS.indexOf(path)];
    expect(answerFor('/api/web/v1/site/settings').json.data).toMatchObject({ lang_list: [1, 2], curr_fiat: 42 });
    expect(answerFor('/apiweb/v1/spot/cross_margin/info').json).toEqual({ code: 0, data: 'oops' });
    expect(typeof answerFor('/api/web/v1/usercenter/get_info').json.data.uid).not.toBe('number');
  });

  it('slow: answers only after the delay, and survives clients that give up', async () => {
    const started = Date.now();
    expect((await call('/api/web/v1/site/settings', { scenario: 'slow' })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 10);
    const aborted = fetch(`${base}/api/web/v1/site/settings`, { headers: { cookie: 'dev_scenario=slow' }, signal: AbortSignal.timeout(20) });
    await expect(aborted).rejects.toThrow();
    expect((await call('/api/web/v1/site/settings')).status).toBe(200);
  });

  it('xss: every server text carries a corpus payload and every link a corpus URL', async () => {
    const payload = { test: (text) => XSS_PAYLOADS.some((p) => text.endsWith(` ${p}`)) };
    const hostile = (url) => XSS_URLS.includes(url);
    const xss = (path, cookies = '') => call(path, { scenario: 'xss', cookies }).then((answer) => answer.json.data);
    const user = await xss('/api/web/v1/usercenter/get_info');
    expect(payload.test(user.nickname)).toBe(true);
    expect(payload.test(user.user_nick)).toBe(true);
    const settings = await xss('/api/web/v1/site/settings');
    expect(Object.values(settings.lang_list).every((label) => payload.test(label))).toBe(true);
    expect(payload.test(settings.fiat_list.USD.symbol)).toBe(true);
    const bulletin = await xss('/api/web/v1/site/fullsiteBulletin');
    expect(payload.test(bulletin.index.content)).toBe(true);
    expect(bulletin.index.link).toBe('javascript:window.__xss=1');
    const compliance = await xss('/api/web/v1/compliance/check');
    expect(payload.test(compliance.business[0].content)).toBe(true);
    expect(compliance.business[0].content).toContain('{terms}');
    expect(payload.test(compliance.limit.toast_config.content)).toBe(true);
    expect(hostile(compliance.limit.toast_config.ok_button_router)).toBe(true);
    const notices = await xss('/apiw/v2/herald/get_notice_record?type=system&page=1&size=10');
    expect(notices.list.every((notice) => payload.test(notice.title) && payload.test(notice.content))).toBe(true);
    // The dev_xss cookie moves the turn, so every corpus entry can reach the first field.
    for (const offset of [0, 1, XSS_PAYLOADS.length - 1]) {
      const shifted = await xss('/api/web/v1/usercenter/get_info', `dev_xss=${offset}`);
      expect(shifted.nickname.endsWith(` ${XSS_PAYLOADS[offset]}`)).toBe(true);
    }
    expect((await xss('/api/web/v1/site/fullsiteBulletin', 'dev_xss=2')).index.link).toBe(XSS_URLS[2]);
    const downloads = (await call('/js/tool/page_download_links.json', { scenario: 'xss' })).json;
    expect([downloads.android, downloads.ios, downloads.qrcode, downloads.desktop.mac].every(hostile)).toBe(true);
    expect(downloads.version).toBe('7.2.0');
    const tier = JSON.parse(await xss('/api/web/v1/usercenter/get_user_tier'));
    expect(payload.test(tier.tier_next_fiat)).toBe(true);
    const spots = await xss('/apiw/v2/market/spots?exchange_type=ALL&timezone=24h');
    expect(payload.test(spots[0][1])).toBe(true);
  });
});
