/** Set by build/build.mjs (build/sw-config.mjs): the build id of dist/chunks-manifest.json. */
declare const __SC_SW_BUILD__: string;
/** Set by build/build.mjs from build/version.mjs: the worker's version (CONTRACT §1). */
declare const __SC_SW_VERSION__: string;
/** Set by build/build.mjs: the URL prefixes of the SDK's chunks folders (absolute, or paths on the worker's origin). */
declare const __SC_SW_CHUNKS__: readonly string[];
