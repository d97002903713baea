import type { InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { BUNDLER_VARIANTS, bundlerVariants, HOIST_STATICS_SHIM, PRODUCTION_DEFINES } from './bundler-config';
import { cssTemplatesPlugin } from './css-templates-plugin';

const path = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));

/**
 * `site-chrome/server` (src/server/index.ts) for Node: one ES module, dist/server/index.mjs, with
 * React, Emotion and the catalogs inside (a server that includes the chrome need not have React).
 * The stores are read without mounting them (React's server snapshots, src/stores/prerender.ts);
 * the asset modules are the bundler build's, which read nothing from
 * `document`.
 */
/**
 * The bundler build's variants (nothing read from `document`), and one of the server's own: the
 * catalogs (the server sets the ones it renders with, src/server/catalogs.ts, so the loader of
 * every other one stays out).
 */
const SERVER_VARIANTS = new Map([...BUNDLER_VARIANTS,
  [path('../src/i18n/catalog-files.ts'), path('../src/server/catalog-files.ts')]]);

export function serverConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [bundlerVariants(SERVER_VARIANTS), cssTemplatesPlugin(), react()],
    define: PRODUCTION_DEFINES,
    resolve: {
      alias: {
        ...HOIST_STATICS_SHIM,
        '@nanostores/react': path('./nanostores-react-shim.ts'),
      },
    },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: path('../src/server/index.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      // Minified like the browser's builds: the package carries it (the lazy parts come along, unused).
      minify: true,
      rollupOptions: {
        // One file: its lazy parts never load on a server, and a split would add a hundred files.
        output: { format: 'es', entryFileNames: 'index.mjs', codeSplitting: false },
        // The footer's content, a lazy chunk in the browser, is imported directly here.
        onLog: (level, log, handler) => (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' ? undefined : handler(level, log)),
      },
    },
  };
}
