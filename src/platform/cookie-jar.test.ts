import { describe, expect, it } from 'vitest';
import { cookieLine, parentDomains, registrableDomain, removeCookie, setCookie } from './cookie-jar';
import { readCookie } from './cookies';

/** A browser's Public Suffix List, as far as these hosts need it: a domain cookie on a suffix is refused. */
const SUFFIXES = new Set(['com', 'uk', 'co.uk', 'io', 'github.io', 'jp']);
const browserAccepts = (domain: string) => !SUFFIXES.has(domain);

describe('the cookie domain rule', () => {
  it.each([
    ['www.gate.com', 'gate.com'],
    ['testnet.gate.com', 'gate.com'],
    ['gate.com', 'gate.com'],
    ['a.b.gate.co.uk', 'gate.co.uk'],
    ['gate.co.uk', 'gate.co.uk'],
    ['someone.github.io', 'someone.github.io'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['[::1]', undefined],
    ['co.uk', undefined],
  ])('%s writes at %s', (host, domain) => {
    expect(registrableDomain(host, browserAccepts)).toBe(domain);
  });

  it('lists every parent a variant may sit at, most specific first (never a bare top-level domain)', () => {
    expect(parentDomains('a.www.gate.com')).toEqual(['a.www.gate.com', 'www.gate.com', 'gate.com']);
    expect(parentDomains('10.0.0.1')).toEqual([]);
  });
});

describe('writes', () => {
  it('store and delete on a host-only page (happy-dom serves localhost)', () => {
    setCookie('jar_test', 'a b', 60);
    expect(readCookie('jar_test')).toBe('a b');
    setCookie('jar_test', 'c', 60);
    expect(readCookie('jar_test')).toBe('c');
    removeCookie('jar_test');
    expect(readCookie('jar_test')).toBeUndefined();
    expect(readCookie('sc_cookie_probe')).toBeUndefined();
  });
});

describe('the cookie line (written through the browser\'s own setter)', () => {
  it.each([
    ['dark', '1', {}, 'dark=1; Path=/; SameSite=Lax'],
    ['lang', 'a b;c', { domain: 'gate.com', maxAge: 60.7, secure: true }, 'lang=a%20b%3Bc; Path=/; Domain=gate.com; Max-Age=60; SameSite=Lax; Secure'],
    ['x', 'y', { maxAge: Number.NaN }, 'x=y; Path=/; SameSite=Lax'],
    ['x', 'y', { domain: 'gate.com', remove: true, maxAge: 60 }, 'x=; Path=/; Domain=gate.com; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax'],
  ] as const)('%s=%s %o', (name, value, attributes, line) => {
    expect(cookieLine(name, value, attributes)).toBe(line);
  });

  it.each(['', 'a;b', 'a=b', 'a b', 'a\nb', 'é'])('refuses the name %j', (name) => {
    expect(() => cookieLine(name, 'v', {})).toThrow(TypeError);
  });

  it('writes and deletes while an element named cookie shadows document.cookie', () => {
    const img = document.createElement('img');
    Object.defineProperty(document, 'cookie', { value: img, configurable: true });
    try {
      setCookie('jar_clobbered', 'v', 60);
      expect(readCookie('jar_clobbered')).toBe('v');
      removeCookie('jar_clobbered');
      expect(readCookie('jar_clobbered')).toBeUndefined();
    } finally {
      delete (document as unknown as Record<string, unknown>)['cookie'];
    }
  });
});
