import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { fakeDocumentCookie } from '../test/document-cookie';

const fakeCookie = (value: string) => fakeDocumentCookie({ get: () => value });

describe('cookies', () => {
  let restore: (() => void) | null = null;
  afterEach(() => { restore?.(); restore = null; });

  it('reads a cookie by its exact name, decoded, without taking a longer name for it', () => {
    restore = fakeCookie('xuid=9; uid=10293847; nickname=Sa%20toshi; quoted="a b"; empty=');
    expect(readCookie('uid')).toBe('10293847');
    expect(readCookie('nickname')).toBe('Sa toshi');
    expect(readCookie('quoted')).toBe('a b');
    expect(readCookie('empty')).toBe('');
    expect(readCookie('missing')).toBeUndefined();
  });

  it('keeps a value that is not valid percent-encoding as it is', () => {
    restore = fakeCookie('curr_fiat=%E0%A4%A');
    expect(readCookie('curr_fiat')).toBe('%E0%A4%A');
  });

  it('takes the first of two cookies with one name, as the browser orders them', () => {
    restore = fakeCookie('dark=2; dark=0');
    expect(readCookie('dark')).toBe('2');
  });

  it('reads nothing and writes nothing when cookies are blocked, without throwing', async () => {
    const blocked = () => { throw new DOMException('blocked', 'SecurityError'); };
    restore = fakeDocumentCookie({ get: blocked, set: blocked });
    expect(readCookie('uid')).toBeUndefined();
    await expect(writeCookie('dark', '2')).resolves.toBeUndefined();
    await expect(deleteCookie('pver')).resolves.toBeUndefined();
  });

  it("writes and deletes through the browser's own cookie setter", async () => {
    await writeCookie('rise_test', 'red-up', { maxAge: 60 });
    expect(readCookie('rise_test')).toBe('red-up');
    await deleteCookie('rise_test');
    expect(readCookie('rise_test')).toBeUndefined();
  });
});
