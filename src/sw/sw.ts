/// <reference lib="webworker" />
/**
 * The service worker (`dist/sw.js`; the host serves it at `/sw.js`, scope `/`; version v1.0.0).
 * It runs on the host's origin and sees every request of its pages, so it only ever touches the
 * SDK's own content-hashed chunks (src/sw/policy.ts): those are served cache-first, once a `200`
 * JavaScript download has been stored; everything else goes to the network untouched (no
 * `respondWith`). Workbox's CacheFirst puts in the cache inside `waitUntil`, after the page has
 * its response, so a failed put (quota, a broken Cache Storage) never costs the download.
 */
import { Route, Router } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { cacheName, chunkPrefixes, isCacheableResponse, pruneCaches, shouldCache } from './policy';

declare const self: ServiceWorkerGlobalScope;

/** CONTRACT §1: the worker's version, answered to `GET_VERSION`. */
const VERSION = __SC_SW_VERSION__;
const CACHE = cacheName(VERSION, __SC_SW_BUILD__);
const prefixes = chunkPrefixes(__SC_SW_CHUNKS__, self.location.origin);

const warn = (what: string) => (error: unknown) => console.warn(`[SiteChrome] service worker: ${what}`, error);

/** Only a readable `200` JavaScript response is stored (the status rule is workbox's plugin). */
const javascriptOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isCacheableResponse(response) ? response : null),
};

/**
 * A cache that cannot be read (storage blocked or broken) must not fail the request: answer from
 * the network. A network failure itself (`no-response`) stays a failure, as without the worker.
 */
const networkWhenCacheFails: WorkboxPlugin = {
  handlerDidError: async ({ error, request }) => (error.name === 'no-response' ? undefined : fetch(request)),
};

const chunks = new CacheFirst({
  cacheName: CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), javascriptOnly, networkWhenCacheFails],
});

const router = new Router();
router.registerRoute(new Route(
  ({ request }) => shouldCache(request, prefixes),
  ({ event, request }) => {
    const [response, done] = chunks.handleAll({ event: event as FetchEvent, request });
    // `done` settles when the cache write has: a failed write is logged, never thrown at the page.
    (event as ExtendableEvent).waitUntil(done.catch(warn('cache write failed')));
    return response;
  },
));
router.addFetchListener();

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    await pruneCaches(caches, CACHE).catch(warn('old caches not removed'));
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'GET_VERSION') event.ports[0]?.postMessage(VERSION);
});

export {};
