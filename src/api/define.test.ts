import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequestCache, type ApiContext } from './client';
import { DecodeError } from './decode';
import { defineCall } from './define';
import { json, mockFetch } from '../test/fetch-mock';

const ctx: ApiContext = { apiBase: 'https://api.example', lang: 'en', siteId: 0 };
const FALLBACK = Object.freeze({ n: -1 });
const decodeN = (raw: unknown) => {
  const n = (raw as { n?: unknown } | null)?.n;
  if (typeof n !== 'number') throw new DecodeError('n is not a number');
  return { n };
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  clearRequestCache();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('defineCall', () => {
  it('requests its path and gives the decoded answer', async () => {
    const requests = mockFetch(() => json({ n: 3 }));
    const call = defineCall({ path: '/x', decode: decodeN, fallback: FALLBACK });
    expect(await call(ctx)).toEqual({ n: 3 });
    expect(requests.map((r) => r.url)).toEqual(['https://api.example/x']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('builds the request from the arguments', async () => {
    const requests = mockFetch(() => json({ n: 1 }));
    const call = defineCall({
      path: (c, id: string, post: boolean) => ({ path: `/site/${c.siteId}`, query: { id }, method: post ? 'POST' : 'GET' }),
      decode: decodeN,
      fallback: FALLBACK,
    });
    await call(ctx, 'a b', true);
    expect(requests[0]?.url).toBe('https://api.example/site/0?id=a+b');
    expect(requests[0]?.init.method).toBe('POST');
  });

  it.each([
    ['a server error', () => json({}, 500)],
    ['a malformed answer', () => json({ n: 'three' })],
    ['invalid JSON', () => json('{')],
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
  ] as const)('gives the default and logs the call on %s', async (_what, reply) => {
    mockFetch(reply as () => Response);
    const call = defineCall({ name: 'the n call', path: '/x', decode: decodeN, fallback: FALLBACK });
    expect(await call(ctx)).toBe(FALLBACK);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('the n call fell back to its default');
  });

  it('logs the path when the call has no name, and survives a request builder that throws', async () => {
    mockFetch(() => json({}, 404));
    await defineCall({ path: '/y', decode: decodeN, fallback: null })(ctx);
    expect(String(warn.mock.calls[0]?.[0])).toContain('/y fell back');
    const broken = defineCall({ path: () => { throw new Error('no spec'); }, decode: decodeN, fallback: null });
    await expect(broken(ctx)).resolves.toBeNull();
  });

  it('asks once per page for the same GET, whoever calls', async () => {
    const requests = mockFetch(() => json({ n: 2 }));
    const a = defineCall({ path: '/same', decode: decodeN, fallback: FALLBACK });
    const b = defineCall({ path: '/same', decode: (raw) => decodeN(raw).n, fallback: 0 });
    expect(await Promise.all([a(ctx), b(ctx), a(ctx)])).toEqual([{ n: 2 }, 2, { n: 2 }]);
    expect(requests).toHaveLength(1);
  });
});
