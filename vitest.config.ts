import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/** The pure parts: the shared rules, each feature's rules (rules.ts, *-rules.ts), the configuration. */
const NO_DOM = ['src/rules/**/*.test.ts', 'src/features/*/rules.test.ts', 'src/features/*/*-rules.test.ts', 'src/config/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.mjs'];
/** In those folders, but rendering with React. */
const NEEDS_DOM = ['build/nanostores-react-shim.test.ts'];

export default defineConfig({
  plugins: [react()],
  define: { __SC_VERSION__: JSON.stringify('test'), __SC_CATALOGS__: JSON.stringify('chunks/unused/') },
  resolve: {
    alias: [
      // The emitted catalog modules exist only in a production build; tests read the JSON sources.
      { find: /^\.\/catalog-files$/, replacement: fileURLToPath(new URL('./src/i18n/catalog-files.source.ts', import.meta.url)) },
      // As every build has it: its server snapshot is the prerender's (src/stores/prerender.ts).
      { find: /^@nanostores\/react$/, replacement: fileURLToPath(new URL('./build/nanostores-react-shim.ts', import.meta.url)) },
    ],
  },
  test: {
    restoreMocks: true,
    setupFiles: ['src/test/setup.ts'],
    // The rules, the configuration, the build and the scripts need no DOM: a DOM for each of their
    // files cost about 20 s of the unit run on 2 cores (issue 26).
    // Their files share one process per worker (isolate: false): they hold no DOM and no module
    // state a file could leak, and a fresh process per file was 18 of their 32 s (issue 26).
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', isolate: false, include: NO_DOM, exclude: NEEDS_DOM } },
      {
        extends: true,
        test: {
          name: 'dom',
          // happy-dom, loaded from one bundled file: 0.45 s less for each of the 84 files.
          environment: './src/test/happy-dom-environment.ts',
          include: ['src/**/*.test.{ts,tsx}', 'embed/**/*.test.{ts,tsx}', ...NEEDS_DOM],
          exclude: NO_DOM.filter((g) => g.startsWith('src/')),
        },
      },
    ],
  },
});
