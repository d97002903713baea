// The demo server of `npm start` (started by scripts/serve.mjs): demo pages, the built SDK under
// /static/chrome/, the service worker at /sw.js and the dev API, all on one origin so cookies
// behave as in production; and a second origin that serves the SDK as a CDN would.
// Both answer any request line or header without crashing (a test server must survive the
// hostile requests the e2e tests throw at it): see scripts/request-paths.mjs.
import http from 'node:http';
import http2 from 'node:http2';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { handleApi, SCENARIOS } from './dev-api/index.mjs';
import { fileInside, requestUrl } from './request-paths.mjs';
import { hostAllowed } from './host-check.mjs';
import { prerenderedPage } from './prerender-page.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.css': 'text/css; charset=utf-8', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.ts': 'text/plain; charset=utf-8', '.txt': 'text/plain; charset=utf-8',
};
/**
 * Site paths the compliance screens act on (the restricted-country page, a few product pages), with
 * or without a language prefix, and demo trading's (`/testnet/futures/…`: the header's Live Trading
 * link): they serve demo-pages/compliance.html.
 */
const SITE_PAGES = /^(\/(zh|en|vn|tw|es|ru|fr|de|pt|th|id|tr|ja|ar|uk|br|nl|it|en-eu|it-eu))?\/(state_compliance_tips\/?$|(testnet\/)?(futures|trade|nft|options|copytrading|etf)(\/|$))/;

/** `/{lang}/demo-pages/…`: the demo pages under a language prefix. */
const LANG_PREFIXED = /^\/(zh|en|vn|tw|es|ru|fr|de|pt|th|id|tr|ja|ar|uk|br|nl|it|en-eu|it-eu)\/demo-pages\//;
/** Pages that are served with a strict Content-Security-Policy (issue 5: hostile hosts). */
const CSP = {
  '/demo-pages/csp.html': "default-src 'self'; style-src 'self' 'nonce-demo123'; script-src 'self' 'nonce-demo123'; img-src 'self' data:; connect-src 'self'",
};

function sendStatus(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** Sends `file`, or a 404 when it is not a regular file. */
function sendFile(res, file, extraHeaders = {}) {
  let isFile = false;
  try {
    isFile = Boolean(file) && existsSync(file) && statSync(file).isFile();
  } catch {
    // an unreadable path is a missing file
  }
  if (!isFile) return sendStatus(res, 404, 'Not found');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...extraHeaders });
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/** Sends the file at the still-encoded path `rel` under `dir`: 400 malformed, 404 outside or missing. */
function sendInside(res, dir, rel, headers) {
  const found = fileInside(dir, rel);
  if (found.status) return sendStatus(res, found.status, found.status === 400 ? 'Bad request' : 'Not found');
  sendFile(res, found.file, headers);
}

/** Cache headers a CDN must send (README): hashed chunks forever, the rest revalidated. */
function sdkHeaders(rel, cors) {
  const immutable = /^chunks\//.test(rel);
  return {
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(cors ? { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' } : {}),
  };
}

/** 421 for a Host that is not this server's (host-check.mjs: DNS rebinding); true when answered. */
function refuseHost(req, res, listenHost) {
  // HTTP/2 names the host in `:authority` (the pseudo-header Node's compatibility API keeps).
  if (hostAllowed(req.headers.host ?? req.headers[':authority'], listenHost)) return false;
  sendStatus(res, 421, 'Misdirected request: this demo server answers loopback host names only (or HOST)');
  return true;
}

/** The demo origin's request handler, serving from the checkout at `root`; `host`: what it listens on. */
export function demoApp({ root, host = '127.0.0.1' }) {
  const dist = join(root, 'dist');
  return async (req, res) => {
    try {
      if (refuseHost(req, res, host)) return;
      // The request line, never the Host header: a bad Host must not take the server down.
      const url = requestUrl(req.url);
      if (!url) return sendStatus(res, 400, 'Bad request');
      const path = url.pathname;
      if (path === '/' || path === '/demo-pages' || path === '/demo-pages/') {
        res.writeHead(302, { location: '/demo-pages/index.html' });
        res.end();
      } else if (path.startsWith('/static/chrome/')) {
        const rel = path.slice('/static/chrome/'.length);
        sendInside(res, dist, rel, sdkHeaders(rel, false));
      } else if (path === '/sw.js') {
        sendFile(res, join(dist, 'sw.js'), { 'cache-control': 'no-cache', 'service-worker-allowed': '/' });
      } else if (path.startsWith('/demo-pages/') || LANG_PREFIXED.test(path)) {
        // A language switch reloads the page under `/{lang}/…`, as on the real sites.
        const page = path.replace(LANG_PREFIXED, '/demo-pages/');
        const csp = CSP[page];
        const headers = { 'cache-control': 'no-cache', ...(csp ? { 'content-security-policy': csp } : {}) };
        // `?prerender=1`: the chrome as a server includes it from dist/prerender/ (scripts/prerender-page.mjs).
        const found = url.searchParams.get('prerender') === '1' && page.endsWith('.html') ? fileInside(join(root, 'demo-pages'), page.slice('/demo-pages/'.length)) : null;
        const prerendered = found?.file ? prerenderedPage(readFileSync(found.file, 'utf8'), path.match(LANG_PREFIXED)?.[1], dist, url.searchParams.get('script') !== '0') : null;
        if (prerendered) {
          res.writeHead(200, { 'content-type': TYPES['.html'], ...headers });
          res.end(prerendered);
        } else sendInside(res, join(root, 'demo-pages'), page.slice('/demo-pages/'.length), headers);
      } else if (SITE_PAGES.test(path)) {
        sendInside(res, join(root, 'demo-pages'), 'compliance.html', { 'cache-control': 'no-cache' });
      } else if (path === '/favicon.ico') {
        // Demo pages have no icon; answering keeps the browser console clean.
        res.writeHead(204, { 'cache-control': 'max-age=86400' });
        res.end();
      } else if (path === '/dev/scenarios.json') {
        res.writeHead(200, { 'content-type': TYPES['.json'] });
        res.end(JSON.stringify(SCENARIOS));
      } else if (path === '/dev/analytics') {
        await analyticsCollector(req, res, url);
      } else if (path === '/sitechrome/report' && req.method === 'POST') {
        // The error reporter's beacon: taken, dropped.
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
  };
}

/** What the dev collector received, by its `run` query (the last 50 runs): the analytics tests read it back. */
const collected = new Map();

/**
 * The demo's analytics collector (`analytics.collector`, issue 24): a POST's body (`{"events":[…]}`)
 * is kept under its `?run=`; a GET answers the bodies of that run, in the order they arrived.
 */
async function analyticsCollector(req, res, url) {
  const run = url.searchParams.get('run') ?? '';
  if (req.method === 'POST') {
    let body = '';
    for await (const chunk of req) {
      body += chunk;
      if (body.length > 65536) break;
    }
    if (!collected.has(run)) collected.set(run, []);
    collected.get(run).push(body);
    while (collected.size > 50) collected.delete(collected.keys().next().value);
    res.writeHead(204);
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' });
  res.end(JSON.stringify(collected.get(run) ?? []));
}

/** The CDN origin's handler: only the SDK, with CORS, as a cross-origin host would load it. */
export function cdnApp({ root, host = '127.0.0.1' }) {
  const dist = join(root, 'dist');
  return (req, res) => {
    try {
      if (refuseHost(req, res, host)) return;
      const url = requestUrl(req.url);
      if (!url) return sendStatus(res, 400, 'Bad request');
      if (!url.pathname.startsWith('/static/chrome/')) return sendFile(res, null);
      const rel = url.pathname.slice('/static/chrome/'.length);
      sendInside(res, dist, rel, sdkHeaders(rel, true));
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  };
}

/**
 * Starts both origins; resolves with their ports and a `close()`. `tls` ({ key, cert }): HTTPS
 * with HTTP/2 (and HTTP/1.1 for clients without it), as a CDN serves: the bench's figures on a
 * slow link (scripts/bench.mjs), where HTTP/1.1's six connections per origin would queue the
 * parallel chunk requests that HTTP/2 sends at once.
 */
export async function startDemoServers({ root, host = '127.0.0.1', port, cdnPort = port === 0 ? 0 : port + 1, tls = null }) {
  const listen = (server, p) => new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(p, host, () => resolve(server.address().port));
  });
  const create = (app) => (tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, app) : http.createServer(app));
  const demo = create(demoApp({ root, host }));
  const cdn = create(cdnApp({ root, host }));
  const ports = { demo: await listen(demo, port), cdn: await listen(cdn, cdnPort) };
  const close = () => Promise.all([demo, cdn].map((s) => new Promise((resolve) => {
    s.closeAllConnections?.();
    s.close(resolve);
  })));
  return { ...ports, close };
}
