import { describe, expect, it } from 'vitest';
import { SITES, SITE_KEYS, type SiteKey } from '../config/sites';
import { appDeepLink, depositOptions, isKycVerified, KYC_HOME_ROUTE, kycPromptRoute, showsSecurityWarning, tierHint } from './centre-rules';
// Deposit, Switch Account, download and the account links are decided in access.ts and
// menu-visibility.ts, and tested in menu-visibility.test.ts.

const site = (key: SiteKey) => SITES[key];

describe('personal-centre flags', () => {
  it.each([[0, false], [1, true], [2, false], [3, false], [4, true], [5, false]])('verified %i → tick %s', (v, tick) => {
    expect(isKycVerified(v)).toBe(tick);
  });
  it.each([[0, true], [1, true], [2, false], [3, false]])('safe_level %i → warning %s', (level, warn) => {
    expect(showsSecurityWarning(level)).toBe(warn);
  });
  const tier = { level: 3, nextProgress: 62, nextUsdt: 33e6, nextFiat: '', nextGtMin: 0, nextGtOnly: 0, nextAssetOnlyUsd: 0 };
  const hint = { nextLevel: 4, percent: 62, nextUsdt: 33e6, nextFiat: 0, gtMin: 0, gtOnly: 0, assetsUsd: 0 };
  it.each([
    ['volume only', {}, hint],
    ['volume in fiat and GT beside it', { nextFiat: ' 30360000.00 ', nextGtMin: 500 }, { ...hint, nextFiat: 30360000, gtMin: 500 }],
    ['a fiat amount that is no number', { nextFiat: '€30m' }, hint],
    ['GT-only and assets-only paths', { nextGtOnly: 12000, nextAssetOnlyUsd: 1e6 }, { ...hint, gtOnly: 12000, assetsUsd: 1e6 }],
    ['no volume path: GT beside it and the fiat mean nothing', { nextUsdt: 0, nextFiat: '1', nextGtMin: 5, nextGtOnly: 7 }, { ...hint, nextUsdt: 0, gtOnly: 7 }],
    ['negative server numbers', { nextProgress: -4, nextGtOnly: -1 }, { ...hint, percent: 0 }],
    ['top tier', { level: 12, nextProgress: 100, nextUsdt: 0 }, null],
    ['no path offered', { nextUsdt: 0 }, null],
  ] as const)('tier hint: %s', (_, change, expected) => {
    expect(tierHint({ ...tier, ...change })).toEqual(expected);
  });
});


describe('deposit chooser (compliance §2)', () => {
  const ids = (key: SiteKey, ukLimit = false, menu: string[] = []) =>
    depositOptions({ site: site(key), ukLimit, menu, p2pFiat: 'EUR', buyFiat: 'USD' }).map((o) => o.id);
  it('main site: all five methods with the fiat in their routes', () => {
    expect(depositOptions({ site: site('main'), ukLimit: false, menu: [], p2pFiat: 'EUR', buyFiat: 'USD' })).toEqual([
      { id: 'onchain', route: '/myaccount/deposit/USDT' },
      { id: 'code', route: '/myaccount/deposit_gatecode' },
      { id: 'p2p', route: '/c2c/USDT_EUR' },
      { id: 'card', route: '/crypto/buy/with-credit-card?method=card&fiat=USD' },
      { id: 'bank', route: '/crypto/buy/with-bank-account?method=bank&fiat=USD' },
    ]);
  });
  it.each(SITE_KEYS.filter((k) => k !== 'main'))('%s: on-chain and code only', (key) => {
    expect(ids(key)).toEqual(['onchain', 'code']);
  });
  it('UK limit or a hidden fiat_trade keep only on-chain and code', () => {
    expect(ids('main', true)).toEqual(['onchain', 'code']);
    expect(ids('main', false, ['fiat_trade'])).toEqual(['onchain', 'code']);
  });
  it('card and bank also follow their own compliance codes', () => {
    expect(ids('main', false, ['credit_paywith_card'])).toEqual(['onchain', 'code', 'p2p', 'bank']);
    expect(ids('main', false, ['bank_card'])).toEqual(['onchain', 'code', 'p2p', 'card']);
  });
});

describe('app deep link', () => {
  it('adds the header channel parameters to the deep link', () => {
    const url = new URL(appDeepLink({ deepLink: 'https://www.gate.com/applink/open?channel=web_header&page=home' }, '/fallback', ['https://www.gate.com']));
    expect(url.searchParams.get('ch')).toBe('web_header');
    expect(url.searchParams.get('pos')).toBe('header');
    expect(url.searchParams.get('page')).toBe('home');
  });
  it('takes the channel parameters of the place that offers it (the app bar, the gift popup)', () => {
    const url = new URL(appDeepLink({ deepLink: 'https://www.gate.com/applink/open?page=home' }, '/fallback', ['https://www.gate.com'], 'gift'));
    expect([url.searchParams.get('ch'), url.searchParams.get('pos'), url.searchParams.get('page')]).toEqual(['web_gift', 'gift', 'home']);
  });
  it('falls back to the download page for a missing or non-https link', () => {
    expect(appDeepLink({}, 'https://site/appdownload?pos=header', [])).toBe('https://site/appdownload?pos=header');
    expect(appDeepLink({ deepLink: 'javascript:alert(1)' }, '/x', [])).toBe('/x');
  });
  const anti = ['https://www.gate.com', 'https://www.gate.io'];
  it.each([
    'https://evil.example/applink',
    'https://apps.apple.com.evil.example/app/id1',
    'https://evil.example@apps.apple.com/app/id1',
    'https://apps.apple.com:8443/app/id1',
    'https://www.gate.com.evil.example/',
    'http://www.gate.com/appdownload',
    'https://gate.com/appdownload',
    'https://example.com/applink/open',
  ])('refuses %s and encodes the download page instead', (link) => {
    expect(appDeepLink({ deepLink: link }, '/fallback', anti)).toBe('/fallback');
  });
  it.each([
    'https://apps.apple.com/app/id1294998195',
    'https://play.google.com/store/apps/details?id=com.gateio.gateio',
    'https://www.gate.io/app/open',
    'https://www.gate.com/applink/open',
  ])('accepts %s (an anti origin or an app host)', (link) => {
    expect(appDeepLink({ deepLink: link }, '/fallback', anti)).toMatch(new RegExp(`^${link.replace(/[.?]/g, '\\$&')}`));
  });
  it('takes the qrcode entry when the deep link is refused', () => {
    expect(appDeepLink({ deepLink: 'https://evil.example/', qrcode: 'https://www.gate.com/appdownload?ch=qr_web' }, '/f', anti))
      .toBe('https://www.gate.com/appdownload?ch=web_header&pos=header');
  });
});

describe('the personal centre\'s Verify link to the KYC home (compliance §2 /myaccount/security)', () => {
  it.each<[string, number, 'main' | 'testnet' | 'turkey', string | null]>([
    ['not verified', 0, 'main', '/myaccount/security'],
    ['KYC 0.5', 5, 'main', '/myaccount/security'],
    ['KYC 1', 2, 'turkey', '/myaccount/security'],
    ['KYC 2: the tick instead', 1, 'main', null],
    ['KYC 3: the tick instead', 4, 'main', null],
    ['a verified company: neither', 3, 'main', null],
    ['an unknown value counts as level 0', 9, 'main', '/myaccount/security'],
    ['the testnet asks no KYC', 0, 'testnet', null],
  ])('%s → %s', (_name, verified, site, route) => {
    expect(kycPromptRoute(verified, site)).toBe(route);
  });
  it('leads to the KYC home', () => {
    expect(KYC_HOME_ROUTE).toBe('/myaccount/security');
  });
});
