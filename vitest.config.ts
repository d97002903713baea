import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  define: { __SC_VERSION__: JSON.stringify('test'), __SC_CATALOGS__: JSON.stringify('./unused/') },
  // The emitted catalog modules exist only in a production build; tests read the JSON sources.
  resolve: {
    alias: [{ find: /^\.\/catalog-files$/, replacement: fileURLToPath(new URL('./src/i18n/catalog-files.source.ts', import.meta.url)) }],
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'embed/**/*.test.ts', 'build/**/*.test.ts', 'scripts/**/*.test.mjs'],
    restoreMocks: true,
    setupFiles: ['src/test/setup.ts'],
  },
});
