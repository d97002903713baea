/**
 * Where the files the SDK loads at run time come from, besides its code: the catalogs
 * (i18n/catalog-files.ts), the CDN check's probe and the default coin icon. They sit in `dist/`,
 * one folder above the chunks, so they come from wherever the SDK's own chunks were served, a CDN
 * too; `assetsBase` (CONTRACT v1.2, a served `dist/`) overrides that for hosts that serve the
 * files themselves from elsewhere (a re-homed copy of the ES build, a bundle of it).
 *
 * The bundler build (`import 'site-chrome'`) swaps this module for asset-urls.bundled.ts: there
 * the catalogs are the bundler's own chunks and the icon is inlined.
 */
let assetsBase: string | null = null;

/** (v1.2) The `assetsBase` option, page-wide: a mount that gives one sets it for the page. */
export function setAssetsBase(url: string | undefined): void {
  if (url) assetsBase = url;
}

/** `path`, relative to `dist/`, as an absolute URL. */
export function distUrl(path: string): string {
  return new URL(path, assetsBase ?? new URL(/* @vite-ignore */ '../', import.meta.url)).href;
}
