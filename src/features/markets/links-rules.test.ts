import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  coinIconUrl, futuresHref, ICON_REFRESH_MS, isCoinIconPath, pathSegment, pilotHref, preMarketHref, preMarketItemHref, preMintHref, spotHref,
  type IconPlace, type LinkPlace,
} from './links-rules';

const EN: LinkPlace = { lang: 'en', defaultLang: 'en' };
const ZH: LinkPlace = { lang: 'zh', defaultLang: 'en' };
const TR_SITE: LinkPlace = { lang: 'tr', defaultLang: 'tr' };

/** Where a browser would take a link rendered on the page: it must stay on the page's origin. */
const PAGE = 'https://www.gate.example/zh/trade/BTC_USDT';
const staysOnSite = (href: string) => new URL(href, PAGE).origin === new URL(PAGE).origin;

describe('pre-market rows: trading ones lead to /trade/{BASE}_USDT, the others to their pre-market page (§2)', () => {
  const item = (currency: string, market: string) => ({ currency, market });
  it.each<[string, string | null, string | null]>([
    ['trading: its market named', preMarketItemHref(item('ZNR', 'ZNR_USDT'), EN), '/trade/ZNR_USDT'],
    ['trading, in Chinese', preMarketItemHref(item('ZNR', 'ZNR_USDT'), ZH), '/zh/trade/ZNR_USDT'],
    ['trading: the base in capitals, the pair always against USDT', preMarketItemHref(item('znr', 'znr_usdc'), EN), '/trade/ZNR_USDT'],
    ['not trading: no market', preMarketItemHref(item('ZNR', ''), EN), '/pre-market/ZNR'],
    ['not trading: a blank market', preMarketItemHref(item('znr', '  '), ZH), '/zh/pre-market/ZNR'],
    ['trading, but no currency: no link', preMarketItemHref(item(' ', 'X_USDT'), EN), null],
    ['trading, a slash in the currency stays in the segment', preMarketItemHref(item('a/b', 'A_USDT'), EN), '/trade/A%2FB_USDT'],
    ['not trading, dot-dot: no link', preMarketItemHref(item('..', ''), EN), null],
  ])('%s → %s', (_name, href, expected) => {
    expect(href).toBe(expected);
  });
});

describe('row links under the language prefix (§2)', () => {
  it.each<[string, string | null, string | null]>([
    ['spot', spotHref('BTC_USDT', EN), '/trade/BTC_USDT'],
    ['spot in Chinese', spotHref('BTC_USDT', ZH), '/zh/trade/BTC_USDT'],
    ['spot on a site whose default is Turkish', spotHref('BTC_TRY', TR_SITE), '/trade/BTC_TRY'],
    ['futures: the settle in capitals', futuresHref('usdt', 'BTC_USDT', EN), '/futures/USDT/BTC_USDT'],
    ['BTC-settled futures in Chinese', futuresHref('btc', 'BTC_USD', ZH), '/zh/futures/BTC/BTC_USD'],
    ['pilot: chain and slug', pilotHref('sol/bonk-a1b2c3', EN), '/pilot/sol/bonk-a1b2c3'],
    ['pilot in Chinese', pilotHref('eth/pepe-1', ZH), '/zh/pilot/eth/pepe-1'],
    ['pre-market by currency', preMarketHref('ZNR', EN), '/pre-market/ZNR'],
    ['pre-market: the currency in capitals', preMarketHref('znr', ZH), '/zh/pre-market/ZNR'],
    ['pre-mint', preMintHref(ZH), '/zh/premint'],
  ])('%s → %s', (_name, href, expected) => {
    expect(href).toBe(expected);
  });
});

describe('hostile values from the server: encoded, or no link', () => {
  it.each<[string, string | null, string | null]>([
    ['a slash in a pair', spotHref('BTC/USDT', EN), '/trade/BTC%2FUSDT'],
    ['a protocol-relative pair', spotHref('//evil.example', EN), '/trade/%2F%2Fevil.example'],
    ['a backslash', spotHref('\\evil.example', EN), '/trade/%5Cevil.example'],
    ['a dot-dot pair', spotHref('..', EN), null],
    ['a dot pair', spotHref('.', EN), null],
    ['three dots are a name', spotHref('...', EN), '/trade/...'],
    ['dot-dot with a slash', spotHref('../../logout', EN), '/trade/..%2F..%2Flogout'],
    ['an encoded dot-dot is encoded again', spotHref('%2e%2e', EN), '/trade/%252e%252e'],
    ['spaces', spotHref('BTC USDT', EN), '/trade/BTC%20USDT'],
    ['unicode', spotHref('比特币_USDT', EN), '/trade/%E6%AF%94%E7%89%B9%E5%B8%81_USDT'],
    ['an emoji', spotHref('🐸_USDT', EN), '/trade/%F0%9F%90%B8_USDT'],
    ['a lone surrogate cannot be encoded', spotHref('\uD800_USDT', EN), null],
    ['a query and a fragment', spotHref('BTC_USDT?x=1#y', EN), '/trade/BTC_USDT%3Fx%3D1%23y'],
    ['a scheme', spotHref('javascript:alert(1)', EN), '/trade/javascript%3Aalert(1)'],
    ['an empty pair', spotHref('', EN), null],
    ['a blank pair', spotHref('  ', EN), null],
    ['a newline', spotHref('BTC\n_USDT', EN), '/trade/BTC%0A_USDT'],
    ['futures with a dot-dot settle', futuresHref('..', 'BTC_USDT', EN), null],
    ['futures with a slash in the contract', futuresHref('usdt', 'a/b', EN), '/futures/USDT/a%2Fb'],
    ['pilot with an empty segment', pilotHref('sol//x', EN), null],
    ['pilot with a leading slash', pilotHref('/evil.example', EN), null],
    ['pilot protocol-relative', pilotHref('//evil.example/x', EN), null],
    ['pilot with a dot-dot segment', pilotHref('sol/../../logout', EN), null],
    ['pilot with a backslash', pilotHref('sol\\..\\x', EN), '/pilot/sol%5C..%5Cx'],
    ['pilot without a seo_path', pilotHref('', EN), null],
    ['pre-market with a slash', preMarketHref('a/b', EN), '/pre-market/A%2FB'],
    ['pre-market dot-dot', preMarketHref('..', EN), null],
  ])('%s → %s', (_name, href, expected) => {
    expect(href).toBe(expected);
  });

  it('whatever the server sends, a link stays on the site, under its route, in one segment per value', () => {
    const value = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }),
      fc.constantFrom('..', '.', '//x', '\\\\x', '%2e%2e', 'https://evil.example', '/\\evil'));
    fc.assert(fc.property(value, value, fc.constantFrom(EN, ZH), (a, b, place) => {
      for (const [href, head, segments] of [
        [spotHref(a, place), '/trade/', 1], [futuresHref(a, b, place), '/futures/', 2], [preMarketHref(a, place), '/pre-market/', 1],
      ] as const) {
        if (href === null) continue;
        expect(staysOnSite(href)).toBe(true);
        const path = href.replace(/^\/zh(?=\/)/, '');
        expect(path.startsWith(head)).toBe(true);
        expect(path.slice(head.length).split('/')).toHaveLength(segments);
        expect(new URL(href, PAGE).pathname).toBe(href); // nothing resolves away (no dot segment)
      }
      const pilot = pilotHref(`${a}/${b}`, place);
      if (pilot !== null) {
        expect(staysOnSite(pilot)).toBe(true);
        expect(new URL(pilot, PAGE).pathname).toBe(pilot);
      }
    }));
  });

  it.each([['.', null], ['..', null], ['', null], ['a b', 'a%20b'], ['x', 'x']])('pathSegment(%j) → %j', (raw, expected) => {
    expect(pathSegment(raw)).toBe(expected);
  });
});

describe('coinIconUrl', () => {
  const place = (apiBase = ''): IconPlace => ({
    apiBase, whitelist: { btc: 1717171717, eth: 1717171718 }, defaultIcon: 'https://cdn.example/chrome/images/coin-default.svg',
  });
  const DEFAULT = place().defaultIcon;

  it.each<[string, string, IconPlace, string, string]>([
    ['a whitelisted coin', 'BTC', place(), '', '/images/coin_icon/64/btc.png?v=1717171717'],
    ['any case', 'eTh', place(), '', '/images/coin_icon/64/eth.png?v=1717171718'],
    ['under a path apiBase', 'btc', place('/api-proxy'), '', '/api-proxy/images/coin_icon/64/btc.png?v=1717171717'],
    ['under an origin apiBase', 'btc', place('https://api.gate.example'), '', 'https://api.gate.example/images/coin_icon/64/btc.png?v=1717171717'],
    ['a trailing slash of apiBase', 'btc', place('https://api.gate.example/'), '', 'https://api.gate.example/images/coin_icon/64/btc.png?v=1717171717'],
    ['the whitelist wins over the row icon', 'btc', place(), '/images/coin_icon/64/btc.png', '/images/coin_icon/64/btc.png?v=1717171717'],
    ['not whitelisted, no row icon: default', 'DOGE', place(), '', DEFAULT],
    ['not whitelisted: the row icon under apiBase', 'DOGE', place('/api-proxy'), '/images/coin_icon/64/doge.png', '/api-proxy/images/coin_icon/64/doge.png'],
    ['an absolute row icon is not used', 'DOGE', place(), 'https://evil.example/x.png', DEFAULT],
    ['a protocol-relative row icon is not used', 'DOGE', place(), '//evil.example/x.png', DEFAULT],
    ['a backslash row icon is not used', 'DOGE', place(), '/\\evil.example/x.png', DEFAULT],
    ['a row icon with a dot-dot is not used', 'DOGE', place(), '/images/../logout', DEFAULT],
    ['a row icon with an encoded dot-dot is not used', 'DOGE', place(), '/images/%2E%2E/logout', DEFAULT],
    ['a row icon with a space is not used', 'DOGE', place(), '/images/a b.png', DEFAULT],
    ['a javascript: row icon is not used', 'DOGE', place(), 'javascript:alert(1)', DEFAULT],
    ['a row icon on an API path is not used', 'DOGE', place(), '/api/web/v1/usercenter/logoutAll', DEFAULT],
    ['nor under a path apiBase', 'DOGE', place('/api-proxy'), '/api/web/v1/usercenter/logoutAll', DEFAULT],
    ['a versioned row icon is used', 'DOGE', place(), '/images/coin_icon/64/doge.png?v=12', '/images/coin_icon/64/doge.png?v=12'],
    ['an inherited name is not a whitelisted coin', '__proto__', place(), '', DEFAULT],
    ['constructor neither', 'constructor', place(), '', DEFAULT],
    ['a hostile apiBase gives the default', 'btc', place('//evil.example'), '', DEFAULT],
    ['a javascript: apiBase gives the default', 'btc', place('javascript:alert(1)'), '', DEFAULT],
    ['an apiBase with a query gives the default (the icon path would be its query)', 'btc', place('/api?x'), '', DEFAULT],
    ['an apiBase with a fragment gives the default', 'btc', place('https://api.gate.example/#x'), '', DEFAULT],
  ])('%s', (_name, coin, where, icon, expected) => {
    expect(coinIconUrl(coin, where, icon)).toBe(expected);
  });

  // 2026-11-28 10:59:59.999 and 11:00 UTC: the hour bucket changes between them.
  const T1 = Date.UTC(2026, 10, 28, 10, 59, 59, 999);
  const T2 = Date.UTC(2026, 10, 28, 11, 0, 0, 0);
  const hourOf = (t: number) => Math.floor(t / ICON_REFRESH_MS);
  it.each<[string, string, number, string, string]>([
    ['a whitelisted coin takes the hour as its version', 'btc', T1, '', `/images/coin_icon/64/btc.png?v=${hourOf(T1)}`],
    ['the next hour, the next version', 'btc', T2, '', `/images/coin_icon/64/btc.png?v=${hourOf(T2)}`],
    ['a row icon gets the hour', 'DOGE', T1, '/images/coin_icon/64/doge.png', `/images/coin_icon/64/doge.png?v=${hourOf(T1)}`],
    ['a versioned row icon, the hour instead', 'DOGE', T1, '/images/coin_icon/64/doge.png?v=12', `/images/coin_icon/64/doge.png?v=${hourOf(T1)}`],
    ['the default stays the default', 'DOGE', T1, '', DEFAULT],
  ])('always-update (compliance §9): %s', (_name, coin, now, icon, expected) => {
    expect(coinIconUrl(coin, { ...place(), alwaysUpdate: { now } }, icon)).toBe(expected);
  });

  it('within one hour the URL does not change (the browser\'s cache holds it)', () => {
    const at = (t: number) => coinIconUrl('btc', { ...place(), alwaysUpdate: { now: t } });
    expect(at(T2)).toBe(at(T2 + ICON_REFRESH_MS - 1));
    expect(at(T2)).not.toBe(at(T2 + ICON_REFRESH_MS));
  });

  it.each<[string, boolean]>([
    ['/images/coin_icon/64/btc.png', true],
    ['/images/coin_icon/128/BTC_2.png?v=1717171717', true],
    ['/images/coin_icon/64/1000sats.png?v=a-b.c_d', true],
    ['/api/web/v1/usercenter/logoutAll', false],
    ['/images/coin_icon/64/btc.png/../../../api/web/v1/usercenter/logoutAll', false],
    ['/images/coin_icon/64/../../../api/x.png', false],
    ['/images/coin_icon/64/%2e%2e.png', false],
    ['/images/coin_icon/64/a%2Fb.png', false],
    ['/images/coin_icon/64/btc.png?v=1&next=/logout', false],
    ['/images/coin_icon/64/btc.png#x', false],
    ['/images/coin_icon/64/btc.jpg', false],
    ['/images/coin_icon/x/btc.png', false],
    ['/images/coin_icon/64/btc.png?logout', false],
    ['//images/coin_icon/64/btc.png', false],
    ['/images/coin_icon//btc.png', false],
    ['https://api.gate.example/images/coin_icon/64/btc.png', false],
    ['/images/coin_icon/64/btc.png\n', false],
    ['', false],
  ])('isCoinIconPath(%j) is %s', (icon, expected) => {
    expect(isCoinIconPath(icon)).toBe(expected);
  });

  it('a whitelisted name that is not a plain coin is encoded, or refused', () => {
    const odd: IconPlace = { ...place(), whitelist: { 'a/b': 1, '..': 2, 'x y': 3, 'ü': 4 } };
    expect(coinIconUrl('a/b', odd)).toBe('/images/coin_icon/64/a%2Fb.png?v=1');
    expect(coinIconUrl('..', odd)).toBe(DEFAULT);
    expect(coinIconUrl('x y', odd)).toBe('/images/coin_icon/64/x%20y.png?v=3');
    expect(coinIconUrl('Ü', odd)).toBe('/images/coin_icon/64/%C3%BC.png?v=4');
  });

  it('whatever apiBase, coin, row icon and whitelist say: the default, or an http(s) URL on the page\'s or apiBase\'s own origin', () => {
    // The row list's icons are rendered as <img src>: none may be a javascript:/data: URL or
    // point at a host that is neither the page nor the API the integrator configured.
    const hostile = ['/ \\', '/x\\', '/x y', '//evil.example', '/\\evil.example', 'javascript:alert(1)', ' javascript:alert(1)', '\tjavascript:x',
      'data:image/png,x', 'https://user@evil.example', 'https://evil.example\\@api.gate.example', 'http:evil.example',
      '/%2F/evil.example', '..', '/..', '%2e%2e', 'https:\\\\evil.example', 'https://api.gate.example/../x'];
    const text = fc.oneof(fc.constantFrom(...hostile, '', '/api-proxy', 'https://api.gate.example', '/x?y', '/x#y'), fc.string(), fc.string({ unit: 'binary' }));
    const icon = fc.oneof(fc.constantFrom(...hostile, '/images/coin_icon/64/doge.png', '/api/web/v1/usercenter/logoutAll',
      '/images/coin_icon/64/x.png/../../../api/logout'), fc.string());
    fc.assert(fc.property(text, text, icon, (apiBase, coin, rowIcon) => {
      const where: IconPlace = { ...place(apiBase), whitelist: { [coin.trim().toLowerCase()]: 7 } };
      const url = coinIconUrl(coin, where, rowIcon);
      if (url === DEFAULT) return;
      const target = new URL(url, PAGE);
      expect(['https:', 'http:']).toContain(target.protocol);
      expect(target.username + target.password).toBe('');
      const allowed = [new URL(PAGE).origin];
      if (/^https?:\/\//i.test(apiBase)) allowed.push(new URL(apiBase).origin);
      expect(allowed).toContain(target.origin);
      // Under apiBase as given: the coin or icon never climbs out of it.
      const base = apiBase.replace(/\/+$/, '');
      expect(url.startsWith(base)).toBe(true);
      // And only ever a coin-icon file (CONTRACT §4), never another path of the API's origin:
      // an <img> of `/api/…` would be a credentialed GET of the server's choosing.
      const basePath = new URL(`${base}/`, PAGE).pathname.replace(/\/+$/, '');
      expect(target.pathname.startsWith(basePath)).toBe(true);
      expect(target.pathname.slice(basePath.length)).toMatch(/^\/images\/coin_icon\/\d+\/[^/]+\.png$/);
      expect(target.search).toMatch(/^(?:\?v=[^&]*)?$/);
      expect(target.hash).toBe('');
    }), { numRuns: 2000 });
  });

  it('a version that is not a finite number is not used', () => {
    const odd = { ...place(), whitelist: { btc: Number.NaN, eth: Number.POSITIVE_INFINITY } };
    expect(coinIconUrl('btc', odd)).toBe(DEFAULT);
    expect(coinIconUrl('eth', odd)).toBe(DEFAULT);
  });
});
