// @vitest-environment node
// The built worker's wiring, run against fake worker globals with workbox in production mode: what
// it answers, what it stores, and that a broken cache never costs a download.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_VERSION } from '../../build/version.mjs';

const ORIGIN = 'https://www.host.example';
const CHUNK = `${ORIGIN}/static/chrome/chunks/MenuPanel-B2cLcV5s.js`;
const CACHE = 'site-chrome-v1.0.0-testbuild';

class FakeExtendableEvent {
  readonly pending: Promise<unknown>[] = [];
  readonly failures: unknown[] = [];
  constructor(readonly type: string) {}
  waitUntil(promise: Promise<unknown>): void {
    // As a browser does: a rejected lifetime promise is noted, it does not throw anywhere.
    this.pending.push(Promise.resolve(promise).catch((error: unknown) => this.failures.push(error)));
  }
  /** Until every lifetime promise (including ones added while waiting) has settled. */
  async settled(): Promise<void> {
    for (let seen = -1; seen !== this.pending.length;) {
      seen = this.pending.length;
      await Promise.all(this.pending);
    }
  }
}

class FakeFetchEvent extends FakeExtendableEvent {
  response: Promise<Response> | null = null;
  readonly preloadResponse = undefined;
  constructor(readonly request: Request) {
    super('fetch');
  }
  respondWith(response: Promise<Response>): void {
    this.response = response;
  }
}

/** Cache Storage in memory; `failPut` / `failMatch` make it break the way quota or a blocked store does. */
class FakeCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  failPut = false;
  failMatch = false;
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    return {
      match: async (request: Request) => {
        if (this.failMatch) throw new DOMException('blocked', 'SecurityError');
        return store.get(request.url)?.clone();
      },
      put: async (request: Request, response: Response) => {
        if (this.failPut) throw new DOMException('quota', 'QuotaExceededError');
        store.set(request.url, response);
      },
    };
  }
  async match(request: Request, options?: { cacheName?: string }) {
    if (this.failMatch) throw new DOMException('blocked', 'SecurityError');
    return this.stores.get(options?.cacheName ?? '')?.get(request.url)?.clone();
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

const listeners = new Map<string, (event: unknown) => void>();
let storage = new FakeCaches();
const network = vi.fn<(request: Request) => Promise<Response>>();
const claim = vi.fn(async () => undefined);
const js = (body = 'export{}', init: ResponseInit = {}) => new Response(body, { status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8' }, ...init });

beforeAll(async () => {
  vi.stubEnv('NODE_ENV', 'production');
  const scope = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim },
    get caches() {
      return storage;
    },
  };
  Object.assign(globalThis, {
    self: scope, location: scope.location, ExtendableEvent: FakeExtendableEvent, FetchEvent: FakeFetchEvent,
    __SC_SW_BUILD__: 'testbuild', __SC_SW_VERSION__: SW_VERSION, __SC_SW_CHUNKS__: ['/static/chrome/chunks/'],
  });
  Object.defineProperty(globalThis, 'caches', { configurable: true, get: () => storage });
  vi.stubGlobal('fetch', (request: Request) => network(request));
  await import('./sw');
});

afterAll(() => {
  for (const name of ['self', 'location', 'ExtendableEvent', 'FetchEvent', '__SC_SW_BUILD__', '__SC_SW_VERSION__', '__SC_SW_CHUNKS__', 'caches']) {
    delete (globalThis as Record<string, unknown>)[name];
  }
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  storage = new FakeCaches();
  network.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** Dispatches a fetch event as the browser would; `response` is null when the worker stays out. */
async function dispatchFetch(request: Request) {
  const event = new FakeFetchEvent(request);
  listeners.get('fetch')!(event);
  const response = event.response ? await event.response : null;
  await event.settled();
  return { response, event };
}
const stored = (url: string) => storage.stores.get(CACHE)?.has(url) ?? false;

describe('the service worker', () => {
  it('answers an own chunk from the network once, stores it, then answers from the cache', async () => {
    network.mockResolvedValueOnce(js('export const a = 1'));
    const first = await dispatchFetch(new Request(CHUNK));
    expect(await first.response?.text()).toBe('export const a = 1');
    expect(stored(CHUNK)).toBe(true);
    const second = await dispatchFetch(new Request(CHUNK));
    expect(await second.response?.text()).toBe('export const a = 1');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('still hands over a good download when the cache write fails (quota), and logs it', async () => {
    storage.failPut = true;
    network.mockResolvedValueOnce(js('export const b = 2'));
    const { response, event } = await dispatchFetch(new Request(CHUNK));
    expect(response?.status).toBe(200);
    expect(await response?.text()).toBe('export const b = 2');
    expect(stored(CHUNK)).toBe(false);
    expect(event.failures).toEqual([]);
    expect(console.warn).toHaveBeenCalledWith('[SiteChrome] service worker: cache write failed', expect.objectContaining({ name: 'QuotaExceededError' }));
  });

  it('goes to the network when the cache cannot be read', async () => {
    storage.failMatch = true;
    network.mockResolvedValueOnce(js('export const c = 3'));
    const { response } = await dispatchFetch(new Request(CHUNK));
    expect(await response?.text()).toBe('export const c = 3');
  });

  it('passes a 200 text/html error page and a 404 through without storing them', async () => {
    network.mockResolvedValueOnce(new Response('<h1>Oops</h1>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect(await (await dispatchFetch(new Request(CHUNK))).response?.text()).toBe('<h1>Oops</h1>');
    expect(stored(CHUNK)).toBe(false);
    network.mockResolvedValueOnce(js('missing', { status: 404 }));
    expect((await dispatchFetch(new Request(CHUNK))).response?.status).toBe(404);
    expect(stored(CHUNK)).toBe(false);
    network.mockResolvedValueOnce(js('export const d = 4'));
    expect(await (await dispatchFetch(new Request(CHUNK))).response?.text()).toBe('export const d = 4');
    expect(network).toHaveBeenCalledTimes(3);
  });

  it("stays out of third-party chunks, the host's pages and the SDK's credentialed calls", async () => {
    const navigation = Object.defineProperty(new Request(CHUNK), 'mode', { value: 'navigate' });
    for (const request of [
      new Request('https://third-party.example/chunks/x-abcdefgh.js'),
      new Request(`${ORIGIN}/chunks/x-abcdefgh.js`),
      new Request(`${ORIGIN}/api/web/v1/usercenter/get_info`, { credentials: 'include' }),
      new Request(CHUNK, { credentials: 'include' }),
      new Request(CHUNK, { method: 'POST', body: 'x' }),
      navigation,
    ]) {
      const { response } = await dispatchFetch(request);
      expect(response, `${request.method} ${request.url} ${request.mode} ${request.credentials}`).toBeNull();
    }
    expect(network).not.toHaveBeenCalled();
    expect(storage.stores.size).toBe(0);
  });

  it('removes its older caches on activate, keeps the host\'s, and claims the pages', async () => {
    for (const name of ['site-chrome-v1.0.0', 'site-chrome-v1.0.0-previous', CACHE, 'host-app-v3']) await storage.open(name);
    const event = new FakeExtendableEvent('activate');
    listeners.get('activate')!(event);
    await event.settled();
    expect(await storage.keys()).toEqual([CACHE, 'host-app-v3']);
    expect(claim).toHaveBeenCalled();
  });

  it('answers GET_VERSION with v1.0.0', () => {
    const postMessage = vi.fn();
    listeners.get('message')!({ data: 'GET_VERSION', ports: [{ postMessage }] });
    expect(postMessage).toHaveBeenCalledWith('v1.0.0');
  });
});
