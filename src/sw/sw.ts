/// <reference lib="webworker" />
/**
 * The service worker (`dist/sw.js`, scope `/`, version v1.0.0). The SDK's chunks are content-hashed,
 * so they are served cache-first for good; every other request goes to the network untouched.
 */
const sw = self as unknown as ServiceWorkerGlobalScope;

const VERSION = 'v1.0.0';
const CACHE = `site-chrome-${VERSION}`;
const IMMUTABLE = /\/chunks\/[\w.-]+-[\w-]{8,}\.js$/;

sw.addEventListener('install', () => {
  void sw.skipWaiting();
});

sw.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('site-chrome-') && key !== CACHE) await caches.delete(key);
    }
    await sw.clients.claim();
  })());
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !IMMUTABLE.test(new URL(request.url).pathname)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request);
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  })());
});

sw.addEventListener('message', (event) => {
  if (event.data === 'GET_VERSION') event.ports[0]?.postMessage(VERSION);
});

export {};
