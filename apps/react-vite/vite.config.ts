import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The chrome's calls go to `apiBase` (/sc-api): here the repository's dev API (`npm start`, or the
// one the tests start), as an app would proxy its own API.
const api = process.env.SC_API ?? 'http://127.0.0.1:5173';
const proxy = { '/sc-api': { target: api, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/sc-api/, '') } };
const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.svg': 'image/svg+xml' };

/**
 * `/ssr` under `vite preview`: the app rendered on the server, as an SSR framework serves a page.
 * scripts/react-app.mjs builds its server side (src/ssr-server.tsx, with site-chrome/server) into
 * dist-ssr/server and its client (ssr.html, src/ssr-client.tsx, which hydrates) into
 * dist-ssr/client, apart from the client-rendered app in dist/ (whose entry's size is budgeted).
 * The page is ssr.html with the app's HTML (the chrome's fragments inside) and the fragments' JSON.
 */
const serverRendered = (): Plugin => ({
  name: 'server-rendered-page',
  configurePreviewServer(server) {
    server.middlewares.use('/ssr', (req, res, next) => {
      void (async () => {
        const client = here('./dist-ssr/client');
        const path = (req.url ?? '/').split('?')[0]!;
        if (path !== '/' && path !== '') {
          const file = normalize(join(client, path));
          if (!file.startsWith(client + sep)) return next();
          const body = await readFile(file).catch(() => null);
          if (!body) return next();
          res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
          return res.end(body);
        }
        const { render } = await import(here('./dist-ssr/server/ssr-server.js')) as typeof import('./src/ssr-server');
        const { html, fragments } = render();
        const page = (await readFile(join(client, 'ssr.html'), 'utf8'))
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
      output: {
        // Stable names, and React apart from the entry: the size budget measures what the SDK adds
        // to the entry (.size-limit.cjs), and the test checks that React ships once.
        entryFileNames: 'assets/[name].js',
        codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
});
