import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import type { EmittedCatalog } from './manifest';

/**
 * Emits every catalog a page may load later as its own tiny module under one content-hashed
 * folder, `chunks/i18n-<hash>/<feature>-<lang>.js` (`core` for the top folder), and defines
 * `__SC_CATALOGS__` as that folder for src/i18n/catalog-files.ts.
 *
 * Vite's glob import would do this too, but the core would then carry a map of 140 hashed chunk
 * names (about 2 KB gzip of the first paint). One hash for the whole set keeps the names
 * computable; any catalog change renames them all, so they stay cacheable as immutable.
 */
export function catalogsPlugin(localesDir: string, eager: ReadonlySet<string>): Plugin & { catalogs: () => EmittedCatalog[] } {
  const files: Array<{ feature: string; lang: string; path: string }> = [];
  for (const entry of readdirSync(localesDir)) {
    const full = join(localesDir, entry);
    const inFolder = statSync(full).isDirectory() ? readdirSync(full).map((f) => join(full, f)) : [full];
    for (const path of inFolder) {
      if (!path.endsWith('.json')) continue;
      const feature = relative(localesDir, path).includes('/') ? relative(localesDir, path).split('/')[0]! : 'core';
      const lang = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
      if (lang === 'en' && eager.has(feature)) continue; // in the entry already
      files.push({ feature, lang, path });
    }
  }
  files.sort((a, b) => a.path.localeCompare(b.path));
  const hash = createHash('sha256');
  // Relative names: the hash depends on the catalogs, not on where the checkout lives.
  for (const f of files) hash.update(`${f.feature}/${f.lang}`).update(readFileSync(f.path));
  const folder = `i18n-${hash.digest('base64url').slice(0, 8)}`;

  const fileName = (f: { feature: string; lang: string }) => `chunks/${folder}/${f.feature}-${f.lang}.js`;

  return {
    name: 'site-chrome-catalogs',
    /** What generateBundle emits, for the chunks manifest. */
    catalogs: () => files.map((f) => ({ feature: f.feature, lang: f.lang, fileName: fileName(f) })),
    config: () => ({ define: { __SC_CATALOGS__: JSON.stringify(`chunks/${folder}/`) } }),
    generateBundle() {
      for (const f of files) {
        const messages = JSON.parse(readFileSync(f.path, 'utf8')) as Record<string, string>;
        this.emitFile({ type: 'asset', fileName: fileName(f), source: `export default ${JSON.stringify(messages)};\n` });
      }
    },
  };
}
