import { describe, expect, it } from 'vitest';
import { buildAtLeast, canShareImage, kycNativeEntry, nativeTarget, parseAppContext, shareCall, type AppContext } from './rules';

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('parseAppContext', () => {
  it.each<[string, { query?: string; cookie?: string; ua: string }, AppContext]>([
    ['the Android app\'s marker', { ua: `${ANDROID_UA} GateApp/653000` }, { os: 'android', build: 653000 }],
    ['the iOS app\'s marker, a date-like build', { ua: `${IPHONE_UA} GateApp/202503100001` }, { os: 'ios', build: 202503100001 }],
    ['device_type in the query wins over the user agent', { query: '?device_type=ios', ua: `${ANDROID_UA} GateApp/1` }, { os: 'ios', build: 1 }],
    ['device_type in the cookie', { cookie: 'android', ua: DESKTOP_UA }, { os: 'android', build: null }],
    ['the query before the cookie', { query: 'device_type=android&x=1', cookie: 'ios', ua: DESKTOP_UA }, { os: 'android', build: null }],
    ['an unknown device_type falls back to the user agent', { query: '?device_type=web', ua: IPHONE_UA }, { os: 'ios', build: null }],
    ['the marker in any case', { ua: `${ANDROID_UA} gateapp/700000` }, { os: 'android', build: 700000 }],
    ['no marker: no build', { ua: ANDROID_UA }, { os: 'android', build: null }],
    ['a marker without digits', { ua: `${ANDROID_UA} GateApp/beta` }, { os: 'android', build: null }],
    ['a build longer than 15 digits is no build', { ua: `${IPHONE_UA} GateApp/1234567890123456` }, { os: 'ios', build: null }],
    ['a desktop browser', { ua: DESKTOP_UA }, { os: null, build: null }],
    ['nothing at all', { ua: '' }, { os: null, build: null }],
  ])('%s', (_, { query = '', cookie, ua }, expected) => {
    expect(parseAppContext({ query, deviceTypeCookie: cookie, userAgent: ua })).toEqual(expected);
  });
});

describe('build thresholds (compliance §4, §5, §9)', () => {
  it.each<[AppContext, boolean]>([
    [{ os: 'android', build: 652999 }, false],
    [{ os: 'android', build: 653000 }, true],
    [{ os: 'android', build: 700000 }, true],
    [{ os: 'ios', build: 202503100000 }, false],
    [{ os: 'ios', build: 202503100001 }, true],
    // An iOS build number on Android is still Android's threshold it reaches.
    [{ os: 'android', build: 202306151200 }, true],
    [{ os: 'ios', build: 653000 }, false],
    [{ os: 'ios', build: null }, false],
    [{ os: null, build: 999999999999 }, false],
  ])('share image for %j: %s', (app, expected) => {
    expect(canShareImage(app)).toBe(expected);
  });

  it.each<[AppContext, boolean]>([
    [{ os: 'ios', build: 202306151199 }, false],
    [{ os: 'ios', build: 202306151200 }, true],
    [{ os: 'ios', build: null }, false],
    [{ os: 'android', build: null }, true],
    [{ os: 'android', build: 1 }, true],
    [{ os: null, build: 202306151200 }, false],
  ])('KYC native entry for %j: %s', (app, expected) => {
    expect(kycNativeEntry(app)).toBe(expected);
  });

  it('an OS without a threshold never reaches it', () => {
    expect(buildAtLeast({ os: 'ios', build: 5 }, { android: 1 })).toBe(false);
  });
});

describe('nativeTarget (compliance §2)', () => {
  const origins = ['https://www.gate.com', 'http://127.0.0.1:5173'];
  const android: AppContext = { os: 'android', build: 653000 };
  const oldIos: AppContext = { os: 'ios', build: 202301010000 };
  it.each([
    ['https://www.gate.com/trade/BTC_USDT', android, { method: 'openPage', page: 'trade', params: { pair: 'BTC_USDT' } }],
    ['https://www.gate.com/zh/trade/ETH_USDT?tab=x', android, { method: 'openPage', page: 'trade', params: { pair: 'ETH_USDT' } }],
    ['https://www.gate.com/futures/USDT/BTC_USDT', android, { method: 'openPage', page: 'futures', params: { settle: 'USDT', pair: 'BTC_USDT' } }],
    ['https://www.gate.com/announcements/article/40123', android, { method: 'openPage', page: 'information', params: { id: '40123' } }],
    ['https://www.gate.com/announcements', android, { method: 'openPage', page: 'information', params: {} }],
    ['https://www.gate.com/myaccount/kyc_home', android, { method: 'openPage', page: 'kyc', params: {} }],
    ['https://www.gate.com/myaccount/kyc_home', oldIos, null],
    ['https://www.gate.com/login', android, { method: 'login', mode: 'login', params: {} }],
    ['http://127.0.0.1:5173/en/signup/', android, { method: 'login', mode: 'signup', params: {} }],
    ['https://www.gate.com/signup?ref=ABC&ref_type=103&ch=x', android, { method: 'login', mode: 'signup', params: { ref: 'ABC', ref_type: '103', ch: 'x' } }],
    ['https://www.gate.com/signup?ref=%3Cb%3E&ok=1', android, { method: 'login', mode: 'signup', params: { ok: '1' } }],
    ['https://www.gate.com/login?switch_account=1', android, null],
    ['https://www.gate.com/price', android, null],
    ['https://www.gate.com/trade', android, null],
    ['https://www.gate.com/trade/BTC%22USDT', android, null],
    ['https://www.gate.com/announcements/article/x1', android, { method: 'openPage', page: 'information', params: {} }],
    ['https://evil.example/trade/BTC_USDT', android, null],
    ['javascript:alert(1)', android, null],
    ['/trade/BTC_USDT', android, null],
    ['', android, null],
  ])('%s → %j', (href, app, expected) => {
    expect(nativeTarget(href, origins, app)).toEqual(expected);
  });
});

describe('shareCall (compliance §5)', () => {
  const share = { url: 'https://www.gate.com/referral', title: 'Join', image: 'data:image/png;base64,AAAA' };
  it.each<[AppContext, boolean]>([
    [{ os: 'android', build: 653000 }, true],
    [{ os: 'android', build: 652999 }, false],
    [{ os: 'ios', build: 202503100001 }, true],
    [{ os: 'ios', build: null }, false],
  ])('%j shares the image: %s', (app, withImage) => {
    expect(shareCall(app, share)).toEqual(withImage ? { method: 'share', ...share } : { method: 'share', url: share.url, title: share.title });
  });
});
