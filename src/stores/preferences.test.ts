import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '../config/languages';
import { SITES, type SiteKey } from '../config/sites';
import { readLocal } from '../platform/storage';

const nav = vi.hoisted(() => ({ navigate: vi.fn(), reloadPage: vi.fn(), path: '/trade/BTC_USDT' }));
vi.mock('../platform/navigation', () => ({
  navigate: nav.navigate,
  reloadPage: nav.reloadPage,
  currentPath: () => nav.path,
  currentSearchAndHash: () => window.location.search + window.location.hash,
}));

const cookieJar = vi.hoisted(() => ({
  values: new Map<string, string>(),
  writes: [] as Array<{ name: string; value: string; options: unknown }>,
}));
vi.mock('../platform/cookies', () => ({
  readCookie: (name: string) => cookieJar.values.get(name),
  writeCookie: (name: string, value: string, options: unknown = {}) => {
    cookieJar.values.set(name, value);
    cookieJar.writes.push({ name, value, options });
  },
  deleteCookie: (name: string) => { cookieJar.values.delete(name); },
  cookiesReadable: () => true,
}));

const {
  chooseLanguage, chooseFiat, setFiatLock, setRiseColor, setRefTime, stayGlobalInTurkish, goToTurkeySite, whenStored,
  defaultRiseColor, parseRiseColor, pathForLanguage, turkeySiteUrl, $fiat, $fiatCookie, $fiatLock, $currencyRate, $riseColor,
  $riseColorChoice, $refTime, STORAGE_KEYS,
} = await import('./preferences');
const { setTestPage } = await import('../test/page-setup');
// The settings store loads the API calls lazily; load them now, or that import can still be
// running when a loaded machine tears the environment down (an unhandled EnvironmentTeardownError).
await (await import('../api/lazy')).loadCalls();

function useSite(key: SiteKey, lang: LanguageCode): void {
  setTestPage({ site: SITES[key], lang, isLogin: false });
}

let events: Array<{ key: string; value: string }> = [];
const onChange = (e: Event) => { events.push((e as CustomEvent<{ key: string; value: string }>).detail); };

beforeEach(() => {
  cookieJar.values.clear();
  cookieJar.writes = [];
  window.localStorage.clear();
  nav.navigate.mockClear();
  nav.reloadPage.mockClear();
  nav.path = '/trade/BTC_USDT';
  events = [];
  window.addEventListener('sitechrome:change', onChange);
  $riseColorChoice.set(undefined);
  $fiatCookie.set('');
  $fiatLock.set(false);
  $currencyRate.set(false);
  useSite('main', 'en');
});
afterEach(() => window.removeEventListener('sitechrome:change', onChange));

describe('rise colour default by language', () => {
  it.each([['zh', 'red-up'], ['tw', 'red-up'], ['en', 'green-up'], ['ja', 'green-up'], ['ar', 'green-up']] as const)(
    '%s → %s', (lang, color) => { expect(defaultRiseColor(lang)).toBe(color); });

  it('choosing Chinese with no market_rise_color cookie writes red-up', async () => {
    chooseLanguage('zh', 'header');
    await whenStored();
    expect(cookieJar.values.get('market_rise_color')).toBe('red-up');
    expect(readLocal(STORAGE_KEYS.riseColor)).toBe('red-up');
  });

  it('choosing another language with no cookie writes green-up', async () => {
    useSite('main', 'zh');
    chooseLanguage('de', 'header');
    await whenStored();
    expect(cookieJar.values.get('market_rise_color')).toBe('green-up');
  });

  it('an existing cookie is left as the visitor set it', async () => {
    cookieJar.values.set('market_rise_color', 'green-up');
    chooseLanguage('zh', 'header');
    await whenStored();
    expect(cookieJar.values.get('market_rise_color')).toBe('green-up');
  });

  it('reads both value spellings', async () => {
    expect(parseRiseColor('risered')).toBe('red-up');
    expect(parseRiseColor('risegreen')).toBe('green-up');
    expect(parseRiseColor('blue')).toBeUndefined();
  });
});

describe('language choice', () => {
  it('reloads the current path under the prefix, keeping the query', async () => {
    nav.path = '/ja/trade/BTC_USDT';
    window.history.replaceState(null, '', '/ja/trade/BTC_USDT?tab=spot');
    expect(chooseLanguage('zh', 'header')).toEqual({ kind: 'reload', url: '/zh/trade/BTC_USDT?tab=spot' });
    await whenStored();
    expect(nav.navigate).toHaveBeenCalledWith('/zh/trade/BTC_USDT?tab=spot', SITES.main.anti);
    expect(events).toContainEqual({ key: 'lang', value: 'zh' });
    window.history.replaceState(null, '', '/');
  });

  it('the default language has no prefix', async () => {
    useSite('main', 'zh');
    expect(pathForLanguage('en', '/zh/trade/BTC_USDT')).toBe('/trade/BTC_USDT');
    expect(pathForLanguage('en', '/zh/')).toBe('/');
    expect(pathForLanguage('de', '/')).toBe('/de/');
  });

  it.each([
    ['/zh//evil.example/login', '/evil.example/login'],
    ['/zh/\\evil.example/login', '/evil.example/login'],
    ['/zh/\\/evil.example/login', '/evil.example/login'],
    ['//evil.example/login', '/evil.example/login'],
    ['/zh///evil.example', '/evil.example'],
  ])('a page path %j never becomes another origin (open redirect, issue 11)', async (path, local) => {
    useSite('main', 'zh');
    nav.path = path;
    expect(pathForLanguage('en', path)).toBe(local);
    expect(pathForLanguage('de', path)).toBe(`/de${local}`);
    expect(turkeySiteUrl(path)).toBe(`https://www.gate.tr${local}`);
    chooseLanguage('en', 'header');
    await whenStored();
    const [url] = nav.navigate.mock.calls.at(-1) as [string];
    expect(new URL(url, 'https://www.gate.com/zh/x').origin).toBe('https://www.gate.com');
  });

  it('the current language and languages the site lacks do nothing', async () => {
    expect(chooseLanguage('en', 'header')).toEqual({ kind: 'same' });
    await whenStored();
    useSite('uk', 'en');
    expect(chooseLanguage('zh', 'header')).toEqual({ kind: 'unavailable' });
    await whenStored();
    expect(nav.navigate).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });
});

describe('Turkish rules', () => {
  it('header on the Turkey site switches', async () => {
    useSite('turkey', 'en');
    nav.path = '/en/fee';
    expect(chooseLanguage('tr', 'header')).toEqual({ kind: 'reload', url: '/fee' });
    await whenStored();
  });

  it('footer on the Turkey site switches', async () => {
    useSite('turkey', 'en');
    expect(chooseLanguage('tr', 'footer').kind).toBe('reload');
    await whenStored();
  });

  it('header elsewhere shows a notice and does not navigate', async () => {
    expect(chooseLanguage('tr', 'header')).toEqual({ kind: 'turkish-notice' });
    await whenStored();
    expect(nav.navigate).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('footer elsewhere asks for confirmation; staying reloads under /tr, leaving goes to the Turkey site', async () => {
    expect(chooseLanguage('tr', 'footer')).toEqual({ kind: 'turkish-confirm' });
    await whenStored();
    expect(nav.navigate).not.toHaveBeenCalled();
    expect(stayGlobalInTurkish()).toEqual({ kind: 'reload', url: '/tr/trade/BTC_USDT' });
    await whenStored();
    nav.path = '/de/fee';
    goToTurkeySite();
    expect(nav.navigate).toHaveBeenLastCalledWith('https://www.gate.tr/fee', SITES.turkey.anti);
  });
});

describe('fiat', () => {
  it('writes curr_fiat for one year (path /, Secure and domain by the cookie-jar rule), turns currency rate on and reloads', async () => {
    chooseFiat('eur');
    await whenStored();
    expect(cookieJar.writes).toContainEqual({ name: 'curr_fiat', value: 'EUR', options: { maxAge: 31536000 } });
    expect($currencyRate.get()).toBe(true);
    expect(readLocal(STORAGE_KEYS.currencyRate)).toBe('1');
    expect(events).toEqual([{ key: 'fiat', value: 'EUR' }]);
    expect(nav.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('refuses a code that is not a currency code', async () => {
    chooseFiat('"; path=/x');
    await whenStored();
    expect(cookieJar.writes).toEqual([]);
    expect(nav.reloadPage).not.toHaveBeenCalled();
  });

  it('do-not-switch open sets USD; closed clears the fiat', async () => {
    setFiatLock(true);
    await whenStored();
    expect(cookieJar.values.get('curr_fiat')).toBe('USD');
    expect($fiatLock.get()).toBe(true);
    expect(readLocal(STORAGE_KEYS.floatRate)).toBe('1');
    setFiatLock(false);
    await whenStored();
    expect(cookieJar.values.has('curr_fiat')).toBe(false);
    expect($fiatCookie.get()).toBe('');
    expect(readLocal(STORAGE_KEYS.floatRate)).toBe('0');
    expect(events.map((e) => e.key)).toEqual(['fiat', 'fiat']);
    expect(events[0]?.value).toBe('USD');
  });

  it('the fiat shown is the cookie, else USD', async () => {
    expect($fiat.get()).toBe('USD');
    $fiatCookie.set('jpy');
    expect($fiat.get()).toBe('JPY');
  });
});

describe('rise colour and reference time', () => {
  it('red-up swaps the up and down colour tokens of every root', async () => {
    const { withRise } = await import('./rise');
    const vars = { '--sc-up': 'green', '--sc-down': 'red', '--sc-bg': 'white' };
    expect(withRise(vars, 'green-up')).toEqual(vars);
    expect(withRise(vars, 'red-up')).toEqual({ '--sc-up': 'red', '--sc-down': 'green', '--sc-bg': 'white' });
  });

  it('rise colour is stored in the cookie and localStorage and announced', async () => {
    setRiseColor('red-up');
    await whenStored();
    expect(cookieJar.writes).toContainEqual({ name: 'market_rise_color', value: 'red-up', options: { maxAge: 31536000 } });
    expect(readLocal('riseColorValue')).toBe('red-up');
    expect($riseColor.get()).toBe('red-up');
    expect(events).toEqual([{ key: 'riseColor', value: 'red-up' }]);
  });

  it('a stored rise colour (localStorage) is read once the chrome has painted; a cookie at once', async () => {
    const { cleanStores } = await import('nanostores');
    const { markPainted, $painted } = await import('./painted');
    cleanStores($riseColorChoice);
    $painted.set(false);
    window.localStorage.setItem('riseColorValue', 'red-up');
    const off = $riseColorChoice.listen(() => undefined);
    expect($riseColorChoice.get()).toBeUndefined();
    markPainted();
    expect($riseColor.get()).toBe('red-up');
    off();
    cleanStores($riseColorChoice);
    cookieJar.values.set('market_rise_color', 'green-up');
    const off2 = $riseColorChoice.listen(() => undefined);
    expect($riseColorChoice.get()).toBe('green-up');
    off2();
  });

  it('with no choice the rise colour follows the language', async () => {
    useSite('main', 'tw');
    expect($riseColor.get()).toBe('red-up');
  });

  it('reference time is stored in localStorage and announced', async () => {
    setRefTime('utc8');
    expect(readLocal('reftimeValue')).toBe('utc8');
    expect($refTime.get()).toBe('utc8');
    expect(events).toEqual([{ key: 'refTime', value: 'utc8' }]);
  });
});
