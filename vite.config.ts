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
      type Chunk = Extract<(typeof bundle)[string], { type: 'chunk' }>;
      const core = Object.values(bundle).find((c): c is Chunk => c.type === 'chunk' && c.isEntry);
      if (!core) throw new Error('no entry chunk');
      const publicNames = this.getModuleInfo(core.facadeModuleId ?? '')?.exports ?? [];
      if (publicNames.length === 0) throw new Error('the entry module exports nothing');
      this.emitFile({ type: 'asset', fileName: 'site-chrome.js', source: `export { ${publicNames.join(', ')} } from './${core.fileName}';\n` });
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
      // Lazy chunks import what they share with the core from the core itself, instead of Rollup
      // splitting every shared module (Emotion, stores, i18n) out of the first paint into extra
      // files that compress worse (issue 5's budget). The extra exports are internal;
      // site-chrome.js re-exports only the public ones (stableEntry).
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Vite leaves ES library output unminified; this build is served to browsers as is.
        minify: true,
      },
    },
  },
});
