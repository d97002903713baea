import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES, languageFromPath, localizePath, stripLanguagePrefix } from './languages';
import { SITES, SITE_KEYS, findSite } from './sites';

describe('languages', () => {
  it('has the 20 languages, Arabic right to left', () => {
    expect(LANGUAGE_CODES).toHaveLength(20);
    expect(LANGUAGES.ar.dir).toBe('rtl');
    expect(LANGUAGE_CODES.filter((c) => LANGUAGES[c].dir === 'rtl')).toEqual(['ar']);
  });

  it.each([
    ['/trade/BTC_USDT', 'en', 'en', '/trade/BTC_USDT'],
    ['/trade/BTC_USDT', 'zh', 'en', '/zh/trade/BTC_USDT'],
    ['/', 'tr', 'en', '/tr/'],
    ['/', 'tr', 'tr', '/'],
    ['/fee', 'en', 'tr', '/en/fee'],
    ['/fee', 'en-eu', 'en-eu', '/fee'],
    ['https://x.example/a', 'zh', 'en', 'https://x.example/a'],
    // A path never leaves the origin (issue 11: `//host` and `/\\host` are other origins to a browser).
    ['//evil.example/a', 'zh', 'en', '/zh/evil.example/a'],
    ['//evil.example/a', 'en', 'en', '/evil.example/a'],
    ['/\\evil.example/a', 'en', 'en', '/evil.example/a'],
    ['\\\\evil.example', 'de', 'en', '/de/evil.example'],
  ] as const)('localizes %s in %s (default %s) to %s', (path, lang, def, expected) => {
    expect(localizePath(path, lang, def)).toBe(expected);
  });

  it('reads and strips the language prefix', () => {
    expect(languageFromPath('/en-eu/fee')).toBe('en-eu');
    expect(languageFromPath('/trade/x')).toBeUndefined();
    expect(stripLanguagePrefix('/zh/trade/BTC_USDT')).toBe('/trade/BTC_USDT');
    expect(stripLanguagePrefix('/zh')).toBe('/');
    expect(stripLanguagePrefix('/trade')).toBe('/trade');
    expect(stripLanguagePrefix('')).toBe('/');
  });

  it.each([
    ['/zh//evil.example/x', '/evil.example/x'], ['/zh/\\evil.example/x', '/evil.example/x'], ['/zh/\\/evil.example', '/evil.example'],
    ['//evil.example/x', '/evil.example/x'], ['/\\evil.example', '/evil.example'], ['/zh////x', '/x'], ['/en-eu//x', '/x'],
  ])('stripping the prefix of %j never leaves two leading slashes (%j)', (path, expected) => {
    expect(stripLanguagePrefix(path)).toBe(expected);
    expect(new URL(stripLanguagePrefix(path), 'https://www.gate.com/zh/').origin).toBe('https://www.gate.com');
  });
});

describe('sites', () => {
  it('has the 12 sites with the ids of CONTRACT §2', () => {
    expect(SITE_KEYS).toHaveLength(12);
    expect(Object.fromEntries(SITE_KEYS.map((k) => [k, SITES[k].id]))).toEqual({
      main: 0, turkey: 177, malta: 106, hongkong: 71, america: 232, bahamas: 14, singapore: 153, uk: 182,
      japan: 83, uae: 181, eu: 777, testnet: 666,
    });
  });

  it.each([
    ['main', 'BTC_USDT'], ['turkey', 'BTC_TRY'], ['singapore', 'BTC_SGD'], ['america', 'BTC_USDC'], ['malta', 'BTC_USDC'],
    ['eu', 'BTC_USDC'], ['japan', 'BTC_JPY'], ['uae', 'BTC_JPY'],
  ] as const)('%s trades %s by default', (key, pair) => {
    expect(SITES[key].defaultPair).toBe(pair);
  });

  it('founding years drive the copyright: 2013 global, 2022 Turkey', () => {
    expect(SITES.main.foundingYear).toBe(2013);
    expect(SITES.turkey.foundingYear).toBe(2022);
  });

  it('hides social icons on Singapore, Bahamas, UK, Japan and UAE only', () => {
    expect(SITE_KEYS.filter((k) => !SITES[k].showSocial).sort()).toEqual(['bahamas', 'japan', 'singapore', 'uae', 'uk']);
  });

  it('testnet hides register and logout; the United States hides the download button', () => {
    expect(SITES.testnet.hidden.has('register') && SITES.testnet.hidden.has('logout')).toBe(true);
    expect(SITES.america.hidden.has('download')).toBe(true);
  });

  it('finds a site by key or id, and nothing for anything else', () => {
    expect(findSite('177')?.key).toBe('turkey');
    expect(findSite(777)?.key).toBe('eu');
    expect(findSite('nope')).toBeUndefined();
    expect(findSite({})).toBeUndefined();
  });
});
