import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The chrome's calls go to `apiBase` (/sc-api): here the repository's dev API (`npm start`, or the
// one the tests start), as an app would proxy its own API.
const api = process.env.SC_API ?? 'http://127.0.0.1:5173';
const proxy = { '/sc-api': { target: api, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/sc-api/, '') } };

export default defineConfig({
  plugins: [react()],
  // React, react-dom and the SDK resolve from the repository's node_modules, one folder up.
  server: { proxy, fs: { allow: [fileURLToPath(new URL('../..', import.meta.url))] } },
  preview: { proxy },
  build: {
    rolldownOptions: {
      output: {
        // Stable names, and React apart from the entry: the size budget measures what the SDK adds
        // to the entry (.size-limit.cjs), and the test checks that React ships once.
        entryFileNames: 'assets/[name].js',
        codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
});
