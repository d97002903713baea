import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

// The chrome's calls go to `apiBase` (/sc-api): here the repository's dev API (`npm start`, or the
// one the tests start), as an app would proxy its own API.
const api = process.env.SC_API ?? 'http://127.0.0.1:5173';
const proxy = { '/sc-api': { target: api, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/sc-api/, '') } };
const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));

/**
 * `/ssr` under `vite preview`: the app rendered on the server (dist-ssr/assets/ssr-server.js, built by
 * scripts/react-app.mjs from src/ssr-server.tsx) into the built ssr.html, as an SSR framework
 * serves a page: the chrome's fragments in the HTML, then hydrated by the client's bundle.
 */
const serverRendered = (): Plugin => ({
  name: 'server-rendered-page',
  configurePreviewServer(server) {
    server.middlewares.use('/ssr', (_req, res, next) => {
      void (async () => {
        const { render } = await import(here('./dist-ssr/assets/ssr-server.js')) as typeof import('./src/ssr-server');
        const { html, fragments } = render();
        const page = (await readFile(here('./dist/ssr.html'), 'utf8'))
          .replace('<!--app-html-->', () => html).replace('<!--chrome-json-->', () => fragments);
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(page);
      })().catch(next);
    });
  },
});

export default defineConfig({
  plugins: [react(), serverRendered()],
  // React, react-dom and the SDK resolve from the repository's node_modules, one folder up.
  server: { proxy, fs: { allow: [fileURLToPath(new URL('../..', import.meta.url))] } },
  preview: { proxy },
  build: {
    rolldownOptions: {
      // The client-rendered app, and the server-rendered one's client (hydrateRoot).
      input: { index: here('./index.html'), ssr: here('./ssr.html') },
      output: {
        // Stable names, and React apart from the entry: the size budget measures what the SDK adds
        // to the entry (.size-limit.cjs), and the test checks that React ships once.
        entryFileNames: 'assets/[name].js',
        codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
});
