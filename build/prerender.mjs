// dist/prerender/<site>/<lang>/header.html and footer.html (CONTRACT v1.1 §1, issue 25): the
// fragments of `site-chrome/server` for every site and every language it serves, in the default
// (light) theme, for servers that include a file rather than run Node per request.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const PRERENDER_DIR = 'prerender';

/** Writes the fragments with the built server entry; returns how many site × language pairs. */
export async function writePrerendered(dist) {
  const server = await import(pathToFileURL(join(dist, 'server/index.mjs')).href);
  let pairs = 0;
  for (const site of server.PRERENDER_SITES) {
    for (const lang of site.languages) {
      const { header, footer } = server.renderChrome({ site: site.key, lang });
      const dir = join(dist, PRERENDER_DIR, site.key, lang);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'header.html'), `${header}\n`);
      writeFileSync(join(dir, 'footer.html'), `${footer}\n`);
      pairs += 1;
    }
  }
  return pairs;
}
