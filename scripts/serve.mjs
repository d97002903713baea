#!/usr/bin/env node
// The demo server of `npm start`: demo pages, the built SDK under /static/chrome/, the service
// worker at /sw.js and the dev API, all on one origin (http://127.0.0.1:$PORT, default 5173) so
// cookies behave as in production. A second origin on PORT+1 serves the SDK as a CDN would.
// The handlers are in scripts/demo-server.mjs. Only loopback Host names (and HOST) are answered:
// scripts/host-check.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startDemoServers } from './demo-server.mjs';
import { WILDCARD_HOSTS } from './host-check.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const port = Number(process.env.PORT || 5173);
const host = process.env.HOST || '127.0.0.1';

if (!existsSync(join(root, 'dist/site-chrome.umd.js'))) {
  console.error('dist/ is missing: run `npm run build` first (npm start does both).');
  process.exit(1);
}
if (WILDCARD_HOSTS.has(host)) {
  console.warn(`SiteChrome demo: HOST=${host} listens on every network interface, so other machines can reach the dev API; `
    + 'only loopback Host names are answered (set HOST to the name others use to let them in).');
}
// TLS_KEY and TLS_CERT (PEM files): HTTPS with HTTP/2, as the bench's slow-link figures use.
const tls = process.env.TLS_KEY && process.env.TLS_CERT
  ? { key: readFileSync(process.env.TLS_KEY), cert: readFileSync(process.env.TLS_CERT) } : null;
const servers = await startDemoServers({ root, host, port, tls });
const scheme = tls ? 'https' : 'http';
console.log(`SiteChrome demo: ${scheme}://${host}:${servers.demo}/`);
console.log(`SiteChrome CDN origin: ${scheme}://${host}:${servers.cdn}/static/chrome/`);
