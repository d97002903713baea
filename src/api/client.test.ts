import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequestCache, mayCarryCsrf, request, ApiError, DEFAULT_TIMEOUT_MS } from './client';
import { json, mockFetch } from '../test/fetch-mock';

const ctx = { apiBase: 'https://api.example', lang: 'tr', siteId: 177 };

beforeEach(() => {
  clearRequestCache();
  document.cookie = 'csrftoken=; max-age=0; path=/';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('sends credentials, the language and site headers, and the CSRF token from its cookie', async () => {
    document.cookie = 'csrftoken=tok123; path=/';
    const calls = mockFetch(() => json({ code: 0 }));
    await request(ctx, { path: '/api/x', query: { a: 1, b: 'c d' } });
    expect(calls[0]?.url).toBe('https://api.example/api/x?a=1&b=c+d');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.headers).toMatchObject({ 'X-App-Lang': 'tr', 'X-App-Type': '177', 'X-CSRF-Token': 'tok123' });
  });

  it('sends no CSRF header when the cookie is absent', async () => {
    const calls = mockFetch(() => json({ code: 0 }));
    await request(ctx, { path: '/api/x' });
    expect(calls[0]?.init.headers).not.toHaveProperty('X-CSRF-Token');
  });

  it.each([
    ['CR/LF', 'tok%0D%0AX-Evil%3A%201'],
    ['a NUL', 'tok%00'],
    ['non-Latin-1 text', '%E4%BB%A4%E7%89%8C'],
  ])('sends no CSRF header, and still makes the call, when the cookie decodes to %s', async (_what, raw) => {
    document.cookie = `csrftoken=${raw}; path=/`;
    // As in a browser: a header value that is not a valid ByteString makes fetch throw.
    const calls = mockFetch((_url, init) => {
      const headers = init.headers as Record<string, string>;
      for (const value of Object.values(headers)) if (!/^[\x20-\x7e]*$/.test(value)) throw new TypeError('invalid header value');
      return json({ code: 0, data: 1 });
    });
    await expect(request(ctx, { path: '/api/csrf' })).resolves.toEqual({ code: 0, data: 1 });
    expect(calls[0]?.init.headers).not.toHaveProperty('X-CSRF-Token');
  });

  it('keeps credentialed answers out of the HTTP cache', async () => {
    const calls = mockFetch(() => json({ code: 0 }));
    await request(ctx, { path: '/api/cache' });
    await request(ctx, { path: '/api/cache-post', method: 'POST' });
    expect(calls.map((c) => c.init.cache)).toEqual(['no-store', 'no-store']);
  });

  it('form-encodes POST bodies', async () => {
    const calls = mockFetch(() => json({ result: true }));
    await request(ctx, { path: '/json_svr/query_safe', method: 'POST', body: { action: 'x', fundpass: 'a&b' } });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('action=x&fundpass=a%26b');
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
  });

  it('makes one request for identical GETs, even in flight', async () => {
    const calls = mockFetch(() => json({ code: 0, data: 1 }));
    const [a, b] = await Promise.all([request(ctx, { path: '/api/y' }), request(ctx, { path: '/api/y' })]);
    await request(ctx, { path: '/api/y' });
    expect(calls).toHaveLength(1);
    expect(a).toEqual(b);
  });

  it('asks again for a fresh GET, another query or another language', async () => {
    const calls = mockFetch(() => json({ code: 0 }));
    await request(ctx, { path: '/api/z' });
    await request(ctx, { path: '/api/z', fresh: true });
    await request(ctx, { path: '/api/z', query: { p: 2 } });
    await request({ ...ctx, lang: 'en' }, { path: '/api/z' });
    expect(calls).toHaveLength(4);
  });

  it('never shares POSTs', async () => {
    const calls = mockFetch(() => json({ code: 0 }));
    await Promise.all([request(ctx, { path: '/p', method: 'POST' }), request(ctx, { path: '/p', method: 'POST' })]);
    expect(calls).toHaveLength(2);
  });

  it(`times out after ${DEFAULT_TIMEOUT_MS} ms with an ApiError`, async () => {
    vi.useFakeTimers();
    mockFetch(() => 'hang');
    const pending = request(ctx, { path: '/slow' });
    const settled = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('honours a longer time-out for calls that ask for it', async () => {
    vi.useFakeTimers();
    mockFetch(() => 'hang');
    let done = false;
    const pending = request(ctx, { path: '/slow5', timeoutMs: 5000 }).catch(() => { done = true; });
    await vi.advanceTimersByTimeAsync(4500);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    await pending;
    expect(done).toBe(true);
  });

  it.each([
    ['a non-2xx status', () => json({ code: 0 }, 500), 'status'],
    ['invalid JSON', () => json('{oops'), 'parse'],
    ['a network failure', () => { throw new TypeError('Failed to fetch'); }, 'network'],
  ] as const)('rejects with an ApiError on %s', async (_name, reply, kind) => {
    mockFetch(reply as () => Response);
    const error = await request(ctx, { path: `/fail-${kind}` }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe(kind);
  });
});

describe('a host <base href> elsewhere (issue 20)', () => {
  afterEach(() => { document.head.querySelector('base')?.remove(); });

  it.each(['', '/proxy'])('apiBase %j: the call goes to the page\'s origin with the token, not to the base', async (apiBase) => {
    document.head.insertAdjacentHTML('afterbegin', '<base href="https://evil.example/x/">');
    expect(document.baseURI).toBe('https://evil.example/x/');
    document.cookie = 'csrftoken=tok123; path=/';
    const calls = mockFetch(() => json({ code: 0 }));
    await request({ ...ctx, apiBase }, { path: '/json_svr/query_safe', method: 'POST', body: { fundpass: 'secret' } });
    expect(calls[0]?.url).toBe(`${location.origin}${apiBase}/json_svr/query_safe`);
    expect(calls[0]?.init.headers).toMatchObject({ 'X-CSRF-Token': 'tok123' });
  });
});

describe('the CSRF token goes to the page\'s origin or apiBase\'s only', () => {
  const page = 'https://www.gate.com/trade/BTC_USDT';
  it.each([
    ['https://www.gate.com/api/x', '', true],
    ['https://www.gate.com/proxy/api/x', '/proxy', true],
    ['https://api.gate.com/api/x', 'https://api.gate.com', true],
    ['https://www.gate.com/api/x', 'https://api.gate.com', true],
    ['https://evil.example/api/x', '', false],
    ['https://evil.example/api/x', 'https://api.gate.com', false],
    ['https://api.gate.com/api/x', '', false],
    ['http://www.gate.com/api/x', '', false],
    ['/api/x', '', false],
    ['about:invalid', '', false],
    ['data:text/plain,x', '', false],
  ])('%s with apiBase %j: %s', (url, apiBase, ok) => {
    expect(mayCarryCsrf(url, apiBase, page)).toBe(ok);
  });
});
