import type * as Served from './catalog-files';

/**
 * catalog-files.ts for the bundler build (build/bundler-config.ts): every catalog a static
 * `import()` the host's bundler follows (catalog-files.source.ts). That map of some 350 imports is
 * a chunk of its own, loaded with the first catalog a page asks for, so the app's entry carries
 * none of it (about 1.6 kB gzip).
 */
export const loadCatalogFile: typeof Served.loadCatalogFile = async (feature, lang) =>
  (await import('./catalog-files.source')).loadCatalogFile(feature, lang);
