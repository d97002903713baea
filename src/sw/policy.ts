/**
 * What the service worker may cache, as pure functions of the request and the response (tested in
 * policy.test.ts). The worker runs on the HOST's origin with scope `/`, so it sees every request
 * of every page there: it must keep its hands off all but the SDK's own content-hashed files.
 */

/** The parts of a Request the decision reads (plain objects in tests). */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  credentials: string;
  destination: string;
  cache: string;
  headers: { has(name: string): boolean };
}

/** The parts of a Response the decision reads. */
export interface ResponseFacts {
  status: number;
  type: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
}

/**
 * A hashed chunk name below a chunks folder: `<name>-<8 hash chars>.js` (build/chunk-names.ts) or
 * a catalog `i18n-<8 hash chars>/<feature>-<lang>.js` (build/catalogs-plugin.ts).
 */
const HASHED_FILE = /^(?:[\w.@-]+-[\w-]{8}\.js|i18n-[\w-]{8}\/[\w.-]+\.js)$/;
const JAVASCRIPT = /^(?:text|application)\/(?:x-)?(?:javascript|ecmascript)\s*(?:;|$)/i;
/** Request headers that make a call personal (the SDK's calls send the CSRF token). */
const PERSONAL_HEADERS = ['authorization', 'x-csrf-token', 'cookie'];

/**
 * The chunks folders the build named (`SC_SW_CHUNKS`, build/sw-config.mjs) as absolute URL
 * prefixes; a path (`/static/chrome/chunks/`) is on the worker's own origin.
 */
export function chunkPrefixes(configured: readonly string[], workerOrigin: string): string[] {
  return configured.map((prefix) => new URL(prefix, workerOrigin).href);
}

/** Whether `url` is one of the SDK's own content-hashed files under one of `prefixes`. */
export function isOwnChunkUrl(url: URL, prefixes: readonly string[]): boolean {
  if (url.search || url.username || url.password) return false;
  const href = `${url.origin}${url.pathname}`;
  return prefixes.some((prefix) => href.startsWith(prefix) && HASHED_FILE.test(href.slice(prefix.length)));
}

/**
 * Whether the worker answers `request` from its cache (and stores the network's answer): a plain
 * GET of one of the SDK's own hashed chunks. Never a navigation, never a credentialed or personal
 * call, never a request that asked to bypass caches.
 */
export function shouldCache(request: RequestFacts, prefixes: readonly string[]): boolean {
  if (request.method !== 'GET' || request.mode === 'navigate' || request.destination === 'document') return false;
  if (request.credentials === 'include' || PERSONAL_HEADERS.some((h) => request.headers.has(h))) return false;
  if (request.cache === 'no-store' || request.cache === 'reload') return false;
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return false;
  }
  return isOwnChunkUrl(url, prefixes);
}

/**
 * Whether a response may be kept for good: `200`, readable (not opaque), not redirected, and
 * JavaScript (a `200 text/html` error page of a CDN must never be frozen in place of a chunk).
 */
export function isCacheableResponse(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.redirected) return false;
  if (response.type !== 'basic' && response.type !== 'cors' && response.type !== 'default') return false;
  return JAVASCRIPT.test(response.headers.get('content-type') ?? '');
}

/** Caches of this worker start with this; the host's own caches never do. */
export const CACHE_PREFIX = 'site-chrome-';

/** One cache per build: a new build's worker starts empty and removes the old ones. */
export function cacheName(version: string, build: string): string {
  return `${CACHE_PREFIX}${version}-${build}`;
}

/** The caches a worker of the cache `current` removes when it activates: its own older ones. */
export function outdatedCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}

/** Deletes the outdated caches; returns their names. */
export async function pruneCaches(storage: Pick<CacheStorage, 'keys' | 'delete'>, current: string): Promise<string[]> {
  const outdated = outdatedCaches(await storage.keys(), current);
  await Promise.all(outdated.map((name) => storage.delete(name)));
  return outdated;
}
