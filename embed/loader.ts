/**
 * The classic-script entry (`dist/site-chrome.umd.js`). It stays tiny (embed/install.ts): it sets
 * `window.SiteChrome` also on pages with an AMD `define` — a UMD wrapper would hand itself to
 * RequireJS and set no global — and imports the ES build that sits beside this file, whatever the
 * page URL or `<base href>` is. Nothing here may throw into the page.
 */
import { install, type EsModule } from './install';

install(
  window,
  // Through Document.prototype, as src/platform/host-document.ts reads it (written out here: the
  // loader is a bundle of its own and every byte of it is on the first paint). An element named
  // `currentScript` on the page shadows the document's own member (issue 20).
  Object.getOwnPropertyDescriptor(Document.prototype, 'currentScript')?.get?.call(document),
  { entry: __SC_ENTRY__, preload: __SC_PRELOAD__, version: __SC_VERSION__, file: __SC_FILE__ },
  (url) => import(/* @vite-ignore */ url) as Promise<EsModule>,
);
