// The demo's `?prerender=1` pages (issue 25): a demo page with the prerendered header and footer of
// dist/prerender/ in its slots, as a server includes them (SSI, a template partial), and the SDK's
// script tag, which hydrates them. `&script=0` leaves the tag out: the page as HTML alone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRERENDER_DIR } from '../build/prerender.mjs';

const SLOT = (kind) => new RegExp(`<div data-site-chrome="${kind}"[^>]*>\\s*</div>`);
const SDK_SCRIPT = /<script\b[^>]*\bsrc="\/static\/chrome\/site-chrome\.umd\.js"[^>]*><\/script>\n?/g;

/**
 * The page's site (its script tag's `data-site`, else main) and language as its mount resolves it
 * (src/mount/options.ts): the tag's `data-lang`, else `pathLang` (the path's prefix the demo
 * server found), else English. The hydration's first render matches the fragment only then.
 */
function pageChoice(html, pathLang) {
  const tag = html.match(/<script\b[^>]*\bsrc="\/static\/chrome\/site-chrome\.umd\.js"[^>]*>/)?.[0] ?? '';
  const site = tag.match(/\bdata-site="([\w-]+)"/)?.[1] ?? 'main';
  const lang = tag.match(/\bdata-lang="([\w-]+)"/)?.[1] ?? pathLang ?? 'en';
  return { site, lang };
}

/**
 * `html` with its header and footer slots filled from dist/prerender/ (and without the SDK's
 * script tag unless `script`), or null where the build has no such pair or the page no slot.
 */
export function prerenderedPage(html, pathLang, dist, script = true) {
  const { site, lang } = pageChoice(html, pathLang);
  if (!/^[\w-]+$/.test(site) || !/^[\w-]+$/.test(lang)) return null;
  const dir = join(dist, PRERENDER_DIR, site, lang);
  if (!existsSync(join(dir, 'header.html'))) return null;
  if (!SLOT('header').test(html)) return null;
  const fragment = (kind) => readFileSync(join(dir, `${kind}.html`), 'utf8').trim();
  const filled = html.replace(SLOT('header'), () => fragment('header')).replace(SLOT('footer'), () => fragment('footer'));
  return script ? filled : filled.replace(SDK_SCRIPT, '');
}
