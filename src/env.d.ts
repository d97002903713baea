/** Replaced at build time with package.json's version. */
declare const __SC_VERSION__: string;
/** Loader only: the content-hashed ES entry, relative to the loader. */
declare const __SC_ENTRY__: string;
