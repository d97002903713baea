// What the service worker (src/sw/sw.ts) is built with: which URLs are the SDK's own chunks, and
// the build its cache is named after. Read by build/build.mjs.
//
// SC_SW_CHUNKS: where the SDK's chunks folders are served, as URL prefixes separated by spaces or
// commas, each ending in `/chunks/`: `https://cdn.example.com/static/chrome/chunks/` for a CDN (http
// only on loopback, for the demo), or
// a path such as `/static/chrome/chunks/` on the host's origin (the worker's origin). Default: the
// path of CONTRACT §1, `/static/chrome/chunks/`.

import { SW_VERSION } from './version.mjs';

export const DEFAULT_CHUNK_PREFIXES = ['/static/chrome/chunks/'];

/** The prefixes of `SC_SW_CHUNKS` (or the default); a prefix that could match more fails the build. */
export function chunkPrefixesFrom(value) {
  const prefixes = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (prefixes.length === 0) return DEFAULT_CHUNK_PREFIXES;
  for (const prefix of prefixes) {
    const absolute = /^(?:https:\/\/[^/?#@\\]+|http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?)\/(?:[^?#\\]*\/)?chunks\/$/.test(prefix);
    const path = /^\/(?![/\\])(?:[^?#\\]*\/)?chunks\/$/.test(prefix);
    if ((!absolute && !path) || /\/\.\.?\//.test(prefix)) {
      throw new Error(`SC_SW_CHUNKS: "${prefix}" is not an https URL (http on loopback) or a /path ending in /chunks/ (the SDK's chunks folder)`);
    }
  }
  return prefixes;
}

/** Vite `define`s of the worker build for the chunks manifest of this build. */
export function swDefines(manifest, env) {
  return {
    __SC_SW_BUILD__: JSON.stringify(manifest.build),
    __SC_SW_VERSION__: JSON.stringify(SW_VERSION),
    __SC_SW_CHUNKS__: JSON.stringify(chunkPrefixesFrom(env.SC_SW_CHUNKS)),
    // Workbox's development logging and assertions are left out of the production worker.
    'process.env.NODE_ENV': JSON.stringify('production'),
  };
}
