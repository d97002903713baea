import type { Catalog } from './catalogs';

/**
 * Unit tests and `vite` dev builds read the catalog sources directly (vitest.config.ts aliases
 * catalog-files to this module); the production build loads the emitted modules instead.
 */
const sources = import.meta.glob<Catalog>('./locales/**/*.json', { import: 'default' });

export async function loadCatalogFile(feature: string, lang: string): Promise<Catalog> {
  const load = sources[`./locales/${feature && feature !== 'core' ? `${feature}/` : ''}${lang}.json`];
  if (!load) throw new Error(`no catalog ${feature || 'core'}/${lang}`);
  return load();
}
