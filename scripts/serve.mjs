#!/usr/bin/env node
// The demo server of `npm start`: demo pages, the built SDK under /static/chrome/, the service
// worker at /sw.js and the dev API, all on one origin (http://127.0.0.1:$PORT, default 5173) so
// cookies behave as in production. A second origin on PORT+1 serves the SDK as a CDN would.
import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { handleApi, SCENARIOS } from './dev-api/index.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const port = Number(process.env.PORT || 5173);
const host = process.env.HOST || '127.0.0.1';
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.css': 'text/css; charset=utf-8', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.ts': 'text/plain; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
};
/** `/{lang}/demo-pages/…`: the demo pages under a language prefix. */
const LANG_PREFIXED = /^\/(zh|en|vn|tw|es|ru|fr|de|pt|th|id|tr|ja|ar|uk|br|nl|it|en-eu|it-eu)\/demo-pages\//;
/** Pages that are served with a strict Content-Security-Policy (issue 5: hostile hosts). */
const CSP = {
  '/demo-pages/csp.html': "default-src 'self'; style-src 'self' 'nonce-demo123'; script-src 'self' 'nonce-demo123'; img-src 'self' data:; connect-src 'self'",
};

function sendFile(res, file, extraHeaders = {}) {
  if (!file || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...extraHeaders });
  createReadStream(file).pipe(res);
}

/** A path under `dir`, or null when the request tries to leave it. */
function inside(dir, rel) {
  const file = normalize(join(dir, decodeURIComponent(rel)));
  return file.startsWith(dir) ? file : null;
}

/** Cache headers a CDN must send (README): hashed chunks forever, the rest revalidated. */
function sdkHeaders(rel, cors) {
  const immutable = /^chunks\//.test(rel);
  return {
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(cors ? { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' } : {}),
  };
}

async function app(req, res) {
  const url = new URL(req.url, `http://${req.headers.host || host}`);
  const path = url.pathname;
  try {
    if (path === '/' || path === '/demo-pages' || path === '/demo-pages/') {
      res.writeHead(302, { location: '/demo-pages/index.html' });
      res.end();
    } else if (path.startsWith('/static/chrome/')) {
      const rel = path.slice('/static/chrome/'.length);
      sendFile(res, inside(join(root, 'dist'), rel), sdkHeaders(rel, false));
    } else if (path === '/sw.js') {
      sendFile(res, join(root, 'dist/sw.js'), { 'cache-control': 'no-cache', 'service-worker-allowed': '/' });
    } else if (path.startsWith('/demo-pages/') || LANG_PREFIXED.test(path)) {
      // A language switch reloads the page under `/{lang}/…`, as on the real sites.
      const page = path.replace(LANG_PREFIXED, '/demo-pages/');
      const csp = CSP[page];
      sendFile(res, inside(join(root, 'demo-pages'), page.slice('/demo-pages/'.length)), {
        'cache-control': 'no-cache', ...(csp ? { 'content-security-policy': csp } : {}),
      });
    } else if (path === '/favicon.ico') {
      // Demo pages have no icon; answering keeps the browser console clean.
      res.writeHead(204, { 'cache-control': 'max-age=86400' });
      res.end();
    } else if (path === '/dev/scenarios.json') {
      res.writeHead(200, { 'content-type': TYPES['.json'] });
      res.end(JSON.stringify(SCENARIOS));
    } else if (path === '/sitechrome/report' && req.method === 'POST') {
      req.resume();
      res.writeHead(204);
      res.end();
    } else if (!(await handleApi(req, res, url))) {
      sendFile(res, null);
    }
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
}

/** The CDN origin: only the SDK, with CORS, as a cross-origin host would load it. */
function cdn(req, res) {
  const path = new URL(req.url, 'http://cdn').pathname;
  if (!path.startsWith('/static/chrome/')) return sendFile(res, null);
  const rel = path.slice('/static/chrome/'.length);
  sendFile(res, inside(join(root, 'dist'), rel), sdkHeaders(rel, true));
}

if (!existsSync(join(root, 'dist/site-chrome.umd.js'))) {
  console.error('dist/ is missing: run `npm run build` first (npm start does both).');
  process.exit(1);
}
http.createServer(app).listen(port, host, () => console.log(`SiteChrome demo: http://${host}:${port}/`));
http.createServer(cdn).listen(port + 1, host, () => console.log(`SiteChrome CDN origin: http://${host}:${port + 1}/static/chrome/`));
