import type * as Served from './asset-urls';

/**
 * asset-urls.ts for the bundler build (`import 'site-chrome'`, build/bundler-config.ts), where the
 * host's bundler ships the SDK's code in the host's own files: the catalogs are its chunks
 * (i18n/catalog-files.source.ts), so only the CDN check asks for a served `dist/` (asset-files.bundled.ts).
 */
let assetsBase: string | null = null;

export const setAssetsBase: typeof Served.setAssetsBase = (url) => {
  if (url) assetsBase = url;
};

/** The served `dist/` (`assetsBase`), if the host named one. */
export const servedDist = (): string | null => assetsBase;

export const distUrl: typeof Served.distUrl = (path) => {
  if (!assetsBase) throw new Error(`[SiteChrome] ${path} needs the assetsBase option`);
  return new URL(path, assetsBase).href;
};
