import { afterEach, describe, expect, it } from 'vitest';
import { contextFrom, resolveOptions, optionsFromScript } from './options';
import { SiteChromeError } from '../platform/errors';

describe('resolveOptions', () => {
  it('defaults to the main site, its default language and automatic slots', () => {
    const o = resolveOptions(undefined, document, '/');
    expect(o.site.key).toBe('main');
    expect(o.lang).toBe('en');
    expect(o.header).toBe('auto');
    expect(o.footer).toBe('auto');
    expect(o.overlays).toBe(true);
    expect(o.page).toBe('index');
    expect(o.apiBase).toBe('');
  });

  it('takes the language from the path prefix, else the site default', () => {
    expect(resolveOptions({}, document, '/zh/trade/BTC_USDT').lang).toBe('zh');
    expect(resolveOptions({ site: 'turkey' }, document, '/trade').lang).toBe('tr');
    expect(resolveOptions({ site: 'eu' }, document, '/').lang).toBe('en-eu');
  });

  it.each([['177', 'turkey'], [83, 'japan'], ['testnet', 'testnet'], [0, 'main']])('accepts the site %s', (site, key) => {
    expect(resolveOptions({ site }, document, '/').site.key).toBe(key);
  });

  it.each([
    [{ site: 'mars' }, 'UNKNOWN_SITE', '"mars"'],
    [{ site: 999 }, 'UNKNOWN_SITE', '999'],
    [{ lang: 'xx' }, 'UNKNOWN_LANGUAGE', '"xx"'],
    [{ header: '#nowhere' }, 'TARGET_NOT_FOUND', '"#nowhere"'],
    [{ footer: 42 }, 'INVALID_TARGET', '42'],
    [{ header: '##bad[' }, 'INVALID_OPTION', '"##bad["'],
    [{ isLogin: 'yes' }, 'INVALID_OPTION', '"yes"'],
    [{ apiBase: 'ftp://x' }, 'INVALID_OPTION', '"ftp://x"'],
    [{ colour: 'red' }, 'INVALID_OPTION', '"red"'],
    [{ microApps: { games: '/g.js' } }, 'INVALID_OPTION', '"/g.js"'],
    ['main', 'INVALID_OPTION', '"main"'],
  ])('rejects %j with %s naming the value', (input, code, named) => {
    let error: unknown;
    try {
      resolveOptions(input, document, '/');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SiteChromeError);
    expect((error as SiteChromeError).code).toBe(code);
    expect((error as SiteChromeError).message).toContain(named);
  });

  it('resolves a selector to its element and keeps false as none', () => {
    const el = document.createElement('div');
    el.id = 'top';
    document.body.append(el);
    const o = resolveOptions({ header: '#top', footer: false }, document, '/');
    expect(o.header).toBe(el);
    expect(o.footer).toBeNull();
    el.remove();
  });
});

const codeOf = (run: () => unknown): unknown => {
  try {
    run();
  } catch (e) {
    return e instanceof SiteChromeError ? [e.code, e.message] : e;
  }
  return 'accepted';
};

describe('apiBase', () => {
  it.each(['', '/', '/api-proxy', '/api/v2/', 'https://api.gate.com', 'http://localhost:8080/x', 'HTTPS://API.GATE.COM/'])('accepts %j', (apiBase) => {
    expect(codeOf(() => resolveOptions({ apiBase }, document, '/'))).toBe('accepted');
  });

  it('drops trailing slashes', () => {
    expect(resolveOptions({ apiBase: 'https://api.gate.com/' }, document, '/').apiBase).toBe('https://api.gate.com');
    expect(resolveOptions({ apiBase: '/' }, document, '/').apiBase).toBe('');
  });

  it.each([
    '//evil.example', '/\\evil.example', '/\\/evil.example', 'https://user:pw@evil.example', 'https://good@evil.example/x',
    'https://api.gate.com\\@evil.example', 'https:/evil.example', 'https:///evil.example', 'api', 'ftp://x', 'javascript:alert(1)',
    '/api\tx', '/api\nx', ' /api', '/api\u0000', 'https://ev\til.example', 'https://évil.example',
  ])('refuses %j with INVALID_OPTION naming the option and the value', (apiBase) => {
    const [code, message] = codeOf(() => resolveOptions({ apiBase }, document, '/')) as [string, string];
    expect(code).toBe('INVALID_OPTION');
    expect(message).toContain('"apiBase"');
    expect(message).toContain(JSON.stringify(apiBase));
  });
});

describe('assetsBase (v1.2)', () => {
  it('is absent by default, and read as a folder resolved against the page', () => {
    expect(resolveOptions({}, document, '/').assetsBase).toBeUndefined();
    expect(resolveOptions({ assetsBase: 'https://cdn.example/chrome' }, document, '/').assetsBase).toBe('https://cdn.example/chrome/');
    expect(resolveOptions({ assetsBase: '/static/chrome/' }, document, '/').assetsBase).toBe(new URL('/static/chrome/', location.href).href);
  });

  it('stays out of the shared page setup: it is page-wide, set once (platform/asset-urls.ts)', () => {
    expect(contextFrom(resolveOptions({ assetsBase: '/static/chrome/' }, document, '/'))).not.toHaveProperty('assetsBase');
  });

  it.each(['//evil.example/x/', 'javascript:alert(1)', 'ftp://x/', '/a\\b', 42])('refuses %j with INVALID_OPTION naming the option', (assetsBase) => {
    const [code, message] = codeOf(() => resolveOptions({ assetsBase }, document, '/')) as [string, string];
    expect(code).toBe('INVALID_OPTION');
    expect(message).toContain('"assetsBase"');
  });
});

describe('v1.1 options', () => {
  it('defaults giftPopup off, the service worker on, no collector and no onError', () => {
    const o = resolveOptions({}, document, '/');
    // CONTRACT v1.2: the service worker is opt-in.
    expect([o.giftPopup, o.serviceWorker, o.analytics, o.onError]).toEqual([false, false, {}, undefined]);
    // (0.7.0, an addition to CONTRACT v1.2) The robots meta of compliance §5 is written unless the host says robotsMeta: false.
    expect([o.robotsMeta, resolveOptions({ robotsMeta: false }, document, '/').robotsMeta]).toEqual([true, false]);
  });

  it('takes giftPopup, serviceWorker, analytics and onError', () => {
    const onError = () => undefined;
    const o = resolveOptions({ giftPopup: true, serviceWorker: false, analytics: { collector: '/collect' }, onError }, document, '/');
    expect([o.giftPopup, o.serviceWorker, o.analytics.collector, o.onError]).toEqual([true, false, '/collect', onError]);
  });

  it.each([
    [{ giftPopup: 1 }, '"giftPopup"'], [{ serviceWorker: 'no' }, '"serviceWorker"'], [{ onError: 'log' }, '"onError"'], [{ robotsMeta: 'off' }, '"robotsMeta"'],
    [{ analytics: '/c' }, '"analytics"'], [{ analytics: { url: '/c' } }, '"analytics.url"'], [{ analytics: { collector: 5 } }, '"analytics.collector"'],
    [{ microApps: { login: 5 } }, '"microApps.login"'],
  ])('refuses %j naming %s', (input, named) => {
    const [code, message] = codeOf(() => resolveOptions(input, document, '/')) as [string, string];
    expect(code).toBe('INVALID_OPTION');
    expect(message).toContain(named);
  });

  it('freezes the resolved options, their micro-apps and analytics', () => {
    const o = resolveOptions({ microApps: { login: '/login.js' } }, document, '/');
    expect(Object.isFrozen(o) && Object.isFrozen(o.microApps) && Object.isFrozen(o.analytics)).toBe(true);
  });
});

describe('own properties only (prototype pollution)', () => {
  const proto = Object.prototype as Record<string, unknown>;
  const polluted = ['site', 'lang', 'apiBase', 'page', 'isLogin', 'nonce', 'header', 'footer', 'overlays', 'microApps', 'login',
    'giftPopup', 'serviceWorker', 'analytics', 'onError', 'collector', 'sw', 'signal'];
  afterEach(() => {
    for (const key of polluted) delete proto[key];
  });

  it('ignores every option inherited from a polluted Object.prototype', () => {
    Object.assign(proto, {
      site: 'turkey', lang: 'zh', apiBase: 'https://evil.example', page: 'evil', isLogin: true, nonce: 'evil', header: '#nowhere',
      footer: false, overlays: false, microApps: { login: 'https://evil.example/x.js' }, login: 'https://evil.example/x.js',
      giftPopup: true, serviceWorker: true, analytics: { collector: 'https://evil.example/c' }, collector: 'https://evil.example/c',
      onError: () => undefined, signal: AbortSignal.abort(), robotsMeta: false,
    });
    for (const input of [undefined, {}, { microApps: {}, analytics: {} }]) {
      const o = resolveOptions(input, document, '/');
      expect({ ...o, site: o.site.key }).toEqual({
        site: 'main', lang: 'en', apiBase: '', page: 'index', isLogin: undefined, nonce: undefined, header: 'auto', footer: 'auto',
        overlays: true, microApps: {}, giftPopup: false, serviceWorker: false, analytics: {}, onError: undefined, signal: undefined,
        assetsBase: undefined, robotsMeta: true,
      });
      // toEqual sees own fields only: what a reader of these objects gets, inherited or not.
      expect([o.analytics.collector, o.microApps.login, o.microApps.search]).toEqual([undefined, undefined, undefined]);
    }
  });

  it('reads the script attributes from own keys too', () => {
    Object.assign(proto, { site: 'turkey', apiBase: 'https://evil.example', login: '1', sw: '0' });
    expect({ ...optionsFromScript({ lang: 'de' }) }).toEqual({ lang: 'de' });
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])('the site %j is unknown', (site) => {
    expect(codeOf(() => resolveOptions({ site }, document, '/'))).toEqual(['UNKNOWN_SITE', expect.stringContaining(JSON.stringify(site))]);
  });

  it('an own "__proto__" key (from JSON.parse) is an unknown option, not a prototype', () => {
    const input: unknown = JSON.parse('{"__proto__": {"apiBase": "https://evil.example"}}');
    expect(codeOf(() => resolveOptions(input, document, '/'))).toEqual(['INVALID_OPTION', expect.stringContaining('"__proto__"')]);
  });
});

describe('optionsFromScript', () => {
  it('maps data attributes to mount options', () => {
    expect(optionsFromScript({ site: 'turkey', lang: 'tr', apiBase: '/x', page: 'trade', login: '1', nonce: 'n' }))
      .toEqual({ site: 'turkey', lang: 'tr', apiBase: '/x', page: 'trade', isLogin: true, nonce: 'n' });
    expect(optionsFromScript({ login: '0' })).toEqual({ isLogin: false });
    expect(optionsFromScript({})).toEqual({});
  });

  it('data-gift-popup="1" turns the gift popup on; data-sw="1" the service worker on and "0" off (CONTRACT v1.2)', () => {
    expect(optionsFromScript({ giftPopup: '1', sw: '0' })).toEqual({ giftPopup: true, serviceWorker: false });
    expect(optionsFromScript({ giftPopup: '0', sw: '1', mount: 'manual' })).toEqual({ serviceWorker: true });
    expect(optionsFromScript({ sw: 'yes' })).toEqual({});
  });
});
