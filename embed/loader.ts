/**
 * The classic-script entry (`dist/site-chrome.umd.js`). It stays tiny (embed/install.ts): it sets
 * `window.SiteChrome` on every page and imports the ES build that sits beside this file, whatever
 * the page URL or `<base href>` is. Nothing here may throw into the page.
 *
 * A real UMD as well (CONTRACT v1.2 §1): the API this returns also goes to `module.exports` under
 * a CommonJS wrapper and to AMD `define` (build/build.mjs writes that part around the bundle). The
 * define is named (`site-chrome`): RequireJS throws "mismatched anonymous define()" for an
 * anonymous one in a file it did not load itself, which is how a script tag on a RequireJS page
 * loads us. Without a DOM (`require()` in Node, a server render) nothing is installed and
 * `mount()` rejects `NOT_A_BROWSER`, as the ES build does.
 */
import { install, notABrowser, type EsModule, type LoaderGlobal } from './install';

const build = { entry: __SC_ENTRY__, preload: __SC_PRELOAD__, version: __SC_VERSION__, file: __SC_FILE__ };
let api: LoaderGlobal;
if (typeof Document === 'function') {
  install(
    window,
    // Through Document.prototype, as src/platform/host-document.ts reads it (written out here: the
    // loader is a bundle of its own and every byte of it is on the first paint). An element named
    // `currentScript` on the page shadows the document's own member (issue 20).
    Object.getOwnPropertyDescriptor(Document.prototype, 'currentScript')?.get?.call(document),
    build,
    (url) => import(/* @vite-ignore */ url) as Promise<EsModule>,
  );
  api = window.SiteChrome as LoaderGlobal;
} else {
  api = notABrowser(build.version);
}
export default api;
