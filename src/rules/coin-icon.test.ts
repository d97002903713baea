import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { coinIconUrl, ICON_REFRESH_MS, isCoinIconPath, type IconPlace } from './coin-icon';

const PAGE = 'https://www.gate.example/zh/trade/BTC_USDT';

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
