import type { Catalog } from './catalogs';

/**
 * Loads one catalog module the build emitted beside the core chunk (build/catalogs-plugin.ts):
 * `<folder>/<feature>-<lang>.js`, `core` for the top folder. Relative to this chunk's own URL, so
 * it works from a CDN origin and under any `<base href>`.
 */
export async function loadCatalogFile(feature: string, lang: string): Promise<Catalog> {
  const url = new URL(`${__SC_CATALOGS__}${feature || 'core'}-${lang}.js`, import.meta.url).href;
  const module = (await import(/* @vite-ignore */ url)) as { default: Catalog };
  return module.default;
}
