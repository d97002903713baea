import type { InlineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { bundlerVariants } from './bundler-config';
import { cssTemplatesPlugin } from './css-templates-plugin';
import { PACKAGE_VERSION } from './version.mjs';

const path = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));

/**
 * `site-chrome/server` (src/server/index.ts) for Node: one ES module, dist/server/index.mjs, with
 * React, Emotion and the catalogs inside (a server that includes the chrome need not have React).
 * The stores are read without mounting them (src/server/use-store.ts in place of
 * `@nanostores/react`); the catalog and asset modules are the bundler build's, which fetch nothing
 * from `document`.
 */
export function serverConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    plugins: [bundlerVariants(), cssTemplatesPlugin(), react()],
    define: {
      __SC_VERSION__: JSON.stringify(PACKAGE_VERSION),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    resolve: {
      alias: {
        'hoist-non-react-statics': path('./hoist-statics-shim.ts'),
        '@nanostores/react': path('../src/server/use-store.ts'),
      },
    },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: path('../src/server/index.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        output: { format: 'es', entryFileNames: 'index.mjs' },
        // One file: the footer's content, a lazy chunk in the browser, is imported directly here.
        onLog: (level, log, handler) => (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' ? undefined : handler(level, log)),
      },
    },
  };
}
