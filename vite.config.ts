// The ES build of the SDK (code-split, content-hashed chunks). Wiring only: each piece lives in
// build/ with its reasons. `node build/build.mjs` runs this, then builds the loader and the
// service worker from the chunks manifest this build writes.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { catalogsPlugin } from './build/catalogs-plugin';
import { cssTemplatesPlugin } from './build/css-templates-plugin';
import { stableEntry } from './build/stable-entry';
import { firstPaintGroup } from './build/first-paint-group';
import { chunkNaming } from './build/chunk-names';
import { chunksManifestPlugin } from './build/manifest';
import { EAGER_FEATURES } from './src/i18n/features';
import { PACKAGE_VERSION } from './build/version.mjs';
import { AT_MOUNT, HYDRATION_WAVE } from './build/at-mount.mjs';
import { pollutionSafeRuntime } from './build/pollution-safe-runtime';
import { reactVirtualDom } from './build/react-virtual-dom';
import { stripPureMarks } from './build/strip-pure-marks';
import { reactUnusedExports } from './build/react-unused-exports';
import { reactUnreached } from './build/react-unreached';
import { flatImports } from './build/flat-imports';
import { compileHints } from './build/compile-hints';

const path = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));

const firstPaint = firstPaintGroup();
const naming = chunkNaming();
const catalogs = catalogsPlugin(path('./src/i18n/locales'), new Set(EAGER_FEATURES));

export default defineConfig({
  plugins: [
    cssTemplatesPlugin(), react(), stableEntry(), firstPaint.plugin, naming.plugin, catalogs,
    pollutionSafeRuntime(), reactVirtualDom(), reactUnusedExports(), reactUnreached(), stripPureMarks(), flatImports(AT_MOUNT.map(({ name }) => name), HYDRATION_WAVE),
    chunksManifestPlugin({ loader: 'site-chrome.umd.js', root: path('.'), catalogs: catalogs.catalogs, nameOf: naming.name }),
    compileHints(),
  ],
  // Copied into dist/ as they are: the CDN check's probe file, the default coin icon (README).
  publicDir: path('./public'),
  // No `/* @__PURE__ */` before each JSX call: the marks let a bundler drop JSX nobody renders, and
  // these modules have none (the build without them has the same code), but the minifier keeps
  // them in the served chunks: 112 in the core were 66 B gzip of the first paint.
  oxc: { jsx: { pure: false } },
  define: {
    __SC_VERSION__: JSON.stringify(PACKAGE_VERSION),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  resolve: {
    alias: {
      // build/hoist-statics-shim.ts says why.
      'hoist-non-react-statics': path('./build/hoist-statics-shim.ts'),
      // build/nanostores-react-shim.ts says why.
      '@nanostores/react': path('./build/nanostores-react-shim.ts'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    minify: true,
    // SC_SOURCEMAP=1: maps for profiling (.bench); never shipped.
    sourcemap: Boolean(process.env.SC_SOURCEMAP),
    modulePreload: false,
    lib: { entry: { core: path('./src/index.ts') }, formats: ['es'] },
    rollupOptions: {
      // Library mode keeps the entry's exports strict, so every module the entry shares with a
      // lazy chunk was split into a common chunk of its own (gzip per file, more requests). The
      // entry may export more than the public API: those modules stay in it.
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: naming.fileName,
        // Vite leaves ES library output unminified; this build is served to browsers as is.
        minify: true,
        codeSplitting: {
          groups: [
            { name: 'core', test: firstPaint.test },
            // What every mount loads beside the first render (build/at-mount.mjs), each one file with
            // what it imports: one round trip, not one per level of imports (issue 22).
            ...AT_MOUNT.map(({ name, root, also }) => ({ name, test: firstPaint.closureOf(root, also) })),
            // Emotion (and its CSS compiler) for the lazy parts: one chunk, loaded with the first of them.
            { name: 'emotion', test: /node_modules\/(@emotion|stylis)\// },
            // Shared lazy pieces that stay files of their own, taken before the groups below would
            // pull them in with their importers.
            { name: 'line-icons', test: /\/src\/ui\/line-icons\.tsx$/ },
            // The page bars' shell (the overlay's parts, the stack, its placing and focus, the bars'
            // actions) and the announcement bar (its store, rules, view and styles): each one file,
            // so a bar's wave is a few requests, not a dozen (issue 22).
            { name: 'bars', test: /\/src\/(overlay\/OverlayParts|bars\/BarHost|platform\/layout|platform\/bar-focus|stores\/bar-actions)\.tsx?$/ },
            { name: 'announcement', test: /\/src\/features\/announcement\/(announcement|AnnouncementBar|rules|styles)\.tsx?$/ },
          ],
        },
      },
    },
  },
});
