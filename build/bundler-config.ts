import type { InlineConfig, Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { cssTemplatesPlugin } from './css-templates-plugin';
import { pollutionSafeRuntime } from './pollution-safe-runtime';
import { reactVirtualDom } from './react-virtual-dom';
import { chunkNaming } from './chunk-names';
import { PACKAGE_VERSION } from './version.mjs';

const path = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));

/**
 * The modules the bundler build swaps for a variant: what the script-tag build loads by a URL
 * relative to its own chunks, which a host's bundler could not follow. The catalogs become static
 * `import()`s (catalog-files.bundled.ts), the default coin icon is inlined, and the CDN check needs
 * `assetsBase` (platform/asset-files.bundled.ts). Each variant exports what its module exports
 * (src/platform/asset-urls.test.ts checks them).
 */
export const BUNDLER_VARIANTS: ReadonlyMap<string, string> = new Map([
  [path('../src/i18n/catalog-files.ts'), path('../src/i18n/catalog-files.bundled.ts')],
  [path('../src/platform/asset-urls.ts'), path('../src/platform/asset-urls.bundled.ts')],
  [path('../src/platform/asset-files.ts'), path('../src/platform/asset-files.bundled.ts')],
]);

export function bundlerVariants(variants: ReadonlyMap<string, string> = BUNDLER_VARIANTS): Plugin {
  return {
    name: 'site-chrome-bundler-variants',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? variants.get(resolved.id) ?? null : null;
    },
  };
}

/** React is the host's (a peer dependency, `^19`): one copy in a React app. */
export const PEER = /^(react|react-dom)(\/|$)/;

/**
 * The ES build a host's bundler resolves for `site-chrome` and `site-chrome/react` (package.json
 * `exports`, the `import` condition): `dist/npm/`. The same source as the script-tag build, with
 * React and react-dom left to the host and every file loaded at run time a static `import()` of a
 * chunk beside it, so Vite, webpack, Rollup and esbuild copy them with no configuration. Both
 * entries share one core chunk: one set of slots and stores, whichever the host imports.
 * `dist/site-chrome.js` and the loader stay self-contained (vite.config.ts).
 */
/** The defines of every build of the SDK's source for production (here and build/server-config.ts). */
export const PRODUCTION_DEFINES = {
  __SC_VERSION__: JSON.stringify(PACKAGE_VERSION),
  'process.env.NODE_ENV': JSON.stringify('production'),
};

/** build/hoist-statics-shim.ts says why. */
export const HOIST_STATICS_SHIM = { 'hoist-non-react-statics': path('./hoist-statics-shim.ts') };

export function bundlerConfig(outDir: string): InlineConfig {
  const naming = chunkNaming();
  return {
    configFile: false,
    publicDir: false,
    plugins: [bundlerVariants(), cssTemplatesPlugin(), react(), naming.plugin, pollutionSafeRuntime(), reactVirtualDom()],
    oxc: { jsx: { pure: true } },
    define: PRODUCTION_DEFINES,
    resolve: {
      alias: {
        ...HOIST_STATICS_SHIM,
        '@nanostores/react': path('./nanostores-react-shim.ts'),
      },
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      lib: { entry: { index: path('../embed/bundler.ts'), react: path('../embed/react.tsx') }, formats: ['es'] },
      rollupOptions: {
        external: (id) => PEER.test(id),
        output: {
          entryFileNames: '[name].js',
          // Next.js's app router: the component and its hook run on the client (a server render
          // gives its empty elements and the children).
          banner: (chunk) => (chunk.isEntry && chunk.name === 'react' ? "'use client';" : ''),
          chunkFileNames: naming.fileName,
          minify: true,
        },
      },
    },
  };
}
