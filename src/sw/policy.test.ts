import { describe, expect, it } from 'vitest';
import { CACHE_PREFIX, cacheName, chunkPrefixes, isCacheableResponse, outdatedCaches, pruneCaches, shouldCache, type RequestFacts, type ResponseFacts } from './policy';

const HOST = 'https://www.host.example';
const prefixes = chunkPrefixes(['/static/chrome/chunks/', 'https://cdn.example.com/sdk/v2/chunks/'], HOST);

const request = (url: string, facts: Partial<Omit<RequestFacts, 'headers'>> & { headers?: string[] } = {}): RequestFacts => ({
  url, method: 'GET', mode: 'cors', credentials: 'same-origin', destination: 'script', cache: 'default', ...facts,
  headers: { has: (name) => (facts.headers ?? []).includes(name.toLowerCase()) },
});
const response = (facts: Partial<Omit<ResponseFacts, 'headers'>> & { contentType?: string | null } = {}): ResponseFacts => {
  const contentType = facts.contentType === undefined ? 'text/javascript; charset=utf-8' : facts.contentType;
  return { status: 200, type: 'basic', redirected: false, ...facts, headers: { get: (name) => (name.toLowerCase() === 'content-type' ? contentType : null) } };
};

describe('which requests the service worker caches', () => {
  it('resolves the configured folders against its own origin', () => {
    expect(prefixes).toEqual(['https://www.host.example/static/chrome/chunks/', 'https://cdn.example.com/sdk/v2/chunks/']);
  });

  it("caches the SDK's own hashed chunks and catalogs, on the host's origin and the configured CDN", () => {
    expect(shouldCache(request(`${HOST}/static/chrome/chunks/MenuPanel-B2cLcV5s.js`), prefixes)).toBe(true);
    expect(shouldCache(request(`${HOST}/static/chrome/chunks/universal-cookie-d60Ui50u.js`), prefixes)).toBe(true);
    expect(shouldCache(request(`${HOST}/static/chrome/chunks/i18n-5xUqTIhd/core-zh.js`), prefixes)).toBe(true);
    expect(shouldCache(request('https://cdn.example.com/sdk/v2/chunks/core-DFYYxXEX.js'), prefixes)).toBe(true);
  });

  it("leaves a third party's or the host's own /chunks/<word>-<8 chars>.js alone", () => {
    for (const url of [
      'https://third-party.example/chunks/x-abcdefgh.js',
      `${HOST}/chunks/x-abcdefgh.js`,
      `${HOST}/app/chunks/vendor-abcdefgh.js`,
      `${HOST}/static/chrome-old/chunks/x-abcdefgh.js`,
      'https://cdn.example.com/other/chunks/x-abcdefgh.js',
      'https://cdn.example.com.evil.example/sdk/v2/chunks/x-abcdefgh.js',
      'http://www.host.example/static/chrome/chunks/x-abcdefgh.js',
    ]) expect(shouldCache(request(url), prefixes), url).toBe(false);
  });

  it('leaves unhashed, nested, queried and non-script files in the folder alone', () => {
    for (const url of [
      `${HOST}/static/chrome/chunks/x.js`,
      `${HOST}/static/chrome/chunks/x-abc.js`,
      `${HOST}/static/chrome/chunks/user/123/x-abcdefgh.js`,
      `${HOST}/static/chrome/chunks/x-abcdefgh.js?uid=1`,
      `${HOST}/static/chrome/chunks/x-abcdefgh.json`,
      `${HOST}/static/chrome/chunks/..%2F..%2Fapi-abcdefgh.js`,
      `https://user:pw@www.host.example/static/chrome/chunks/x-abcdefgh.js`,
    ]) expect(shouldCache(request(url), prefixes), url).toBe(false);
  });

  it('never caches a navigation, a credentialed or personal call, a non-GET, or a request that bypasses caches', () => {
    const chunk = `${HOST}/static/chrome/chunks/MenuPanel-B2cLcV5s.js`;
    expect(shouldCache(request(chunk, { mode: 'navigate', destination: 'document' }), prefixes)).toBe(false);
    expect(shouldCache(request(chunk, { destination: 'document' }), prefixes)).toBe(false);
    expect(shouldCache(request(chunk, { credentials: 'include' }), prefixes)).toBe(false);
    expect(shouldCache(request(chunk, { headers: ['x-csrf-token'] }), prefixes)).toBe(false);
    expect(shouldCache(request(chunk, { headers: ['authorization'] }), prefixes)).toBe(false);
    expect(shouldCache(request(chunk, { method: 'POST' }), prefixes)).toBe(false);
    expect(shouldCache(request(chunk, { method: 'HEAD' }), prefixes)).toBe(false);
    expect(shouldCache(request(chunk, { cache: 'no-store' }), prefixes)).toBe(false);
    expect(shouldCache(request(chunk, { cache: 'reload' }), prefixes)).toBe(false);
    // The SDK's calls: credentialed, and not under the chunks folder anyway.
    expect(shouldCache(request(`${HOST}/api/web/v1/usercenter/get_info`, { credentials: 'include', destination: '' }), prefixes)).toBe(false);
  });
});

describe('which responses the service worker keeps', () => {
  it('keeps a readable 200 JavaScript response', () => {
    expect(isCacheableResponse(response())).toBe(true);
    expect(isCacheableResponse(response({ type: 'cors', contentType: 'application/javascript' }))).toBe(true);
    expect(isCacheableResponse(response({ contentType: 'text/javascript' }))).toBe(true);
  });

  it('never keeps an HTML error page, an unknown type, or another status', () => {
    expect(isCacheableResponse(response({ contentType: 'text/html; charset=utf-8' }))).toBe(false);
    expect(isCacheableResponse(response({ contentType: 'text/javascript-but-not; x' }))).toBe(false);
    expect(isCacheableResponse(response({ contentType: null }))).toBe(false);
    for (const status of [203, 204, 206, 304, 404, 500, 503]) expect(isCacheableResponse(response({ status })), String(status)).toBe(false);
  });

  it('never keeps an opaque or redirected response', () => {
    expect(isCacheableResponse(response({ type: 'opaque', status: 0 }))).toBe(false);
    expect(isCacheableResponse(response({ type: 'opaqueredirect', status: 0 }))).toBe(false);
    expect(isCacheableResponse(response({ redirected: true }))).toBe(false);
  });
});

describe('cache names and pruning', () => {
  it('names the cache by version and build', () => {
    expect(cacheName('v1.0.0', 'Eqmqhdw80e')).toBe('site-chrome-v1.0.0-Eqmqhdw80e');
    expect(cacheName('v1.0.0', 'a')).not.toBe(cacheName('v1.0.0', 'b'));
  });

  it("removes its own older caches (the unversioned v1.0.0 one too), never the current one or the host's", () => {
    const current = cacheName('v1.0.0', 'new');
    const names = ['site-chrome-v1.0.0', cacheName('v1.0.0', 'old'), current, 'host-app-v3', 'workbox-runtime', 'sitechrome'];
    expect(outdatedCaches(names, current)).toEqual(['site-chrome-v1.0.0', 'site-chrome-v1.0.0-old']);
    expect(outdatedCaches([current, 'host-app-v3'], current)).toEqual([]);
  });

  it('deletes the outdated caches from the storage', async () => {
    const stored = new Set([`${CACHE_PREFIX}v1.0.0`, cacheName('v1.0.0', 'b1'), cacheName('v1.0.0', 'b2'), 'host-app']);
    const storage = { keys: async () => [...stored], delete: async (name: string) => stored.delete(name) };
    expect(await pruneCaches(storage, cacheName('v1.0.0', 'b2'))).toEqual(['site-chrome-v1.0.0', 'site-chrome-v1.0.0-b1']);
    expect([...stored]).toEqual(['site-chrome-v1.0.0-b2', 'host-app']);
  });
});
