import type { Catalog } from './catalogs';
import { distUrl } from '../platform/asset-urls';

/**
 * Loads one catalog module the build emitted beside the core chunk (build/catalogs-plugin.ts):
 * `chunks/<folder>/<feature>-<lang>.js` of `dist/`, `core` for the top folder. Relative to the
 * SDK's own URL (or `assetsBase`), so it works from a CDN origin and under any `<base href>`.
 * The bundler build and the unit tests use catalog-files.source.ts instead.
 */
export async function loadCatalogFile(feature: string, lang: string): Promise<Catalog> {
  const url = distUrl(`${__SC_CATALOGS__}${feature || 'core'}-${lang}.js`);
  const module = (await import(/* @vite-ignore */ url)) as { default: Catalog };
  return module.default;
}
