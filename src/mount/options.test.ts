import { describe, expect, it } from 'vitest';
import { resolveOptions, optionsFromScript } from './options';
import { SiteChromeError } from './errors';

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

describe('optionsFromScript', () => {
  it('maps data attributes to mount options', () => {
    expect(optionsFromScript({ site: 'turkey', lang: 'tr', apiBase: '/x', page: 'trade', login: '1', nonce: 'n' }))
      .toEqual({ site: 'turkey', lang: 'tr', apiBase: '/x', page: 'trade', isLogin: true, nonce: 'n' });
    expect(optionsFromScript({ login: '0' })).toEqual({ isLogin: false });
    expect(optionsFromScript({})).toEqual({});
  });
});
