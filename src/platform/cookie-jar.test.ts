import { describe, expect, it } from 'vitest';
import { parentDomains, registrableDomain, removeCookie, setCookie } from './cookie-jar';
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
