import type * as Served from '../i18n/catalog-files';

/**
 * catalog-files.ts for the server build (build/server-config.ts): a render never loads a catalog,
 * it is given the ones it needs (catalogs.ts). A lazy part that asked would get English.
 */
export const loadCatalogFile: typeof Served.loadCatalogFile = (feature, lang) =>
  Promise.reject(new Error(`no catalog ${feature || 'core'}/${lang} on the server`));
