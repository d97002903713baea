/** Replaced at build time with package.json's version. */
declare const __SC_VERSION__: string;
/** Loader only: the content-hashed ES entry, relative to the loader. */
declare const __SC_ENTRY__: string;
/** Static imports of the entry chunk, fetched by the loader in parallel with it. */
declare const __SC_PRELOAD__: readonly string[];
/** The content-hashed folder of the emitted catalog modules, relative to dist/ (`chunks/i18n-<hash>/`). */
declare const __SC_CATALOGS__: string;
/** Loader only: its own file name (`site-chrome.umd.js`), which its script tag's URL must end with. */
declare const __SC_FILE__: string;
