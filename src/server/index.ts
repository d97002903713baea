/**
 * `site-chrome/server` (CONTRACT v1.1 §1): the chrome rendered in Node, for servers that include
 * it before any JavaScript runs. `npm run build` writes the same fragments for every site and
 * language to dist/prerender/ (build/prerender.mjs).
 */
import { SITES } from '../config/sites';

export { renderChrome, type RenderChromeOptions, type RenderedChrome } from './render-chrome';
export { SiteChromeError } from '../platform/errors';

/** Every site with the languages it serves: what build/prerender.mjs writes a fragment pair for. */
export const PRERENDER_SITES = Object.values(SITES).map(({ key, languages }) => ({ key, languages }));
