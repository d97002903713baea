import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

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
      if (!core) throw new Error('no entry chunk');
      this.emitFile({ type: 'asset', fileName: 'site-chrome.js', source: `export * from './${core.fileName}';\n` });
      this.emitFile({ type: 'asset', fileName: 'entry.json', source: JSON.stringify({ entry: `./${core.fileName}` }) });
    },
  };
}

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' }), stableEntry()],
  define: {
    __SC_VERSION__: JSON.stringify(pkg.version),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  resolve: {
    alias: { 'react-dom/server': fileURLToPath(new URL('./src/platform/no-ssr.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2020',
    minify: true,
    sourcemap: false,
    modulePreload: false,
    lib: { entry: { core: fileURLToPath(new URL('./src/index.ts', import.meta.url)) }, formats: ['es'] },
    rollupOptions: {
      output: {
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Vite leaves ES library output unminified; this build is served to browsers as is.
        minify: true,
        // The entry keeps its exact exports (CONTRACT §1), so code a lazy chunk shares with the
        // first paint cannot stay in the core: by default every shared module became a chunk of
        // its own (seven files, about 1.2 KB gzip lost to split compression). One `shared` chunk
        // holds them instead; lazy-only code is unaffected.
        codeSplitting: { groups: [{ name: 'shared', tags: ['$initial'], minShareCount: 2 }] },
      },
    },
  },
});
