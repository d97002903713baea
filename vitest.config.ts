import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  define: { __SC_VERSION__: JSON.stringify('test') },
  resolve: {
    alias: { 'react-dom/server': fileURLToPath(new URL('./src/platform/no-ssr.ts', import.meta.url)) },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    restoreMocks: true,
    setupFiles: ['src/test/setup.ts'],
  },
});
