// The versions the build writes into its outputs, from one place (issue 10: they were written in
// three). Read by vite.config.ts, build/build.mjs and build/sw-config.mjs.
import { readFileSync } from 'node:fs';

/** The package version: `SiteChrome.version`, the loader's stub, dist/BUILD. */
export const PACKAGE_VERSION = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;

/**
 * CONTRACT §1: the service worker's own version, answered to `GET_VERSION` and part of its cache
 * name. It follows the worker's caching contract, not each release of the package.
 */
export const SW_VERSION = 'v1.0.0';
