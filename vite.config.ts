import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { catalogsPlugin } from './build/catalogs-plugin';
import { cssTemplatesPlugin } from './build/css-templates-plugin';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * Emits `site-chrome.js` (the stable ES entry of CONTRACT §1) as a re-export of the content-hashed
 * core chunk, and `entry.json` naming that chunk for the loader build.
 */
function stableEntry(): Plugin {
  return {
    name: 'site-chrome-stable-entry',
    generateBundle(_options, bundle) {
      const core = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (!core || core.type !== 'chunk') throw new Error('no entry chunk');
      // The core may export internals for its lazy chunks (preserveEntrySignatures below), so the
      // public entry names the public exports of src/index.ts instead of `export *`.
      const own = core.facadeModuleId ? this.getModuleInfo(core.facadeModuleId)?.exports : undefined;
      if (!own?.length) throw new Error('no export list for the entry module');
      this.emitFile({ type: 'asset', fileName: 'site-chrome.js', source: `export { ${own.join(', ')} } from './${core.fileName}';\n` });
      this.emitFile({ type: 'asset', fileName: 'entry.json', source: JSON.stringify({ entry: `./${core.fileName}` }) });
    },
  };
}

/**
 * Everything the entry imports statically goes into ONE chunk. Rolldown would otherwise move each
 * module that a lazy chunk shares with the entry into a common chunk of its own, and the first
 * paint would download several files that gzip worse apart (and one more request after another).
 */
function firstPaintGroup() {
  const imports = new Map<string, readonly string[]>();
  let entry: string | null = null;
  let closure: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'site-chrome-first-paint-group',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      if (info.isEntry) entry = info.id;
    },
  };
  const test = (id: string): boolean => {
    if (!closure) {
      if (!entry) return false;
      closure = new Set();
      const stack = [entry];
      while (stack.length) {
        const next = stack.pop()!;
        if (closure.has(next)) continue;
        closure.add(next);
        stack.push(...(imports.get(next) ?? []));
      }
    }
    return closure.has(id);
  };
  return { plugin, test };
}
const firstPaint = firstPaintGroup();

export default defineConfig({
  plugins: [
    cssTemplatesPlugin(), react(), stableEntry(), firstPaint.plugin,
    catalogsPlugin(fileURLToPath(new URL('./src/i18n/locales', import.meta.url)), new Set(['core', 'nav'])),
  ],
  define: {
    __SC_VERSION__: JSON.stringify(pkg.version),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  resolve: {
    alias: {
      'hoist-non-react-statics': fileURLToPath(new URL('./src/platform/hoist-statics.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2020',
    minify: true,
    // SC_SOURCEMAP=1: maps for profiling (.bench); never shipped.
    sourcemap: Boolean(process.env.SC_SOURCEMAP),
    modulePreload: false,
    lib: { entry: { core: fileURLToPath(new URL('./src/index.ts', import.meta.url)) }, formats: ['es'] },
    rollupOptions: {
      // Library mode keeps the entry's exports strict, so every module the entry shares with a
      // lazy chunk was split into a common chunk of its own (gzip per file, more requests). The
      // entry may export more than the public API: those modules stay in it.
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: 'chunks/[name]-[hash].js',
        // A lazy chunk of a package is named after the package (`universal-cookie-…`), not its file.
        chunkFileNames: (chunk) => {
          const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(chunk.facadeModuleId ?? '')?.[1];
          if (pkg) return `chunks/${pkg.replace('/', '-')}-[hash].js`;
          // Stores and config share file names with components (stores/account, menus/account):
          // their chunks carry the folder, so every chunk name says what it holds.
          const own = chunk.moduleIds.find((id) => new RegExp(`/src/(stores|config/\\w+)/${chunk.name}\\.tsx?$`).test(id));
          const folder = own ? /\/src\/(?:config\/)?(\w+)\/[^/]+$/.exec(own)?.[1] : undefined;
          return folder ? `chunks/${folder}-[name]-[hash].js` : 'chunks/[name]-[hash].js';
        },
        // Vite leaves ES library output unminified; this build is served to browsers as is.
        minify: true,
        codeSplitting: {
          groups: [
            { name: 'core', test: firstPaint.test },
            // Emotion (and its CSS compiler) for the lazy parts: one chunk, loaded with the first of them.
            { name: 'emotion', test: /node_modules\/(@emotion|stylis)\// },
          ],
        },
      },
    },
  },
});
