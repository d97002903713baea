#!/usr/bin/env node
// The demo server of `npm start`: demo pages, the built SDK under /static/chrome/, the service
// worker at /sw.js and the dev API, all on one origin (http://127.0.0.1:$PORT, default 5173) so
// cookies behave as in production. A second origin on PORT+1 serves the SDK as a CDN would.
// The handlers are in scripts/demo-server.mjs.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startDemoServers } from './demo-server.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const port = Number(process.env.PORT || 5173);
const host = process.env.HOST || '127.0.0.1';

if (!existsSync(join(root, 'dist/site-chrome.umd.js'))) {
  console.error('dist/ is missing: run `npm run build` first (npm start does both).');
  process.exit(1);
}
const servers = await startDemoServers({ root, host, port });
console.log(`SiteChrome demo: http://${host}:${servers.demo}/`);
console.log(`SiteChrome CDN origin: http://${host}:${servers.cdn}/static/chrome/`);
