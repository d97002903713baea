// @vitest-environment node
// The demo server against hostile request lines and headers, over raw sockets (a client library
// would refuse to send most of them), on a throw-away checkout with sibling folders to leak.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import http2 from 'node:http2';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoServers } from './demo-server.mjs';
import { decodePath, fileInside, requestUrl } from './request-paths.mjs';
import { allowedHosts, hostAllowed } from './host-check.mjs';

let root;
let servers;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sc-demo-'));
  const put = (rel, text) => {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  };
  put('dist/site-chrome.umd.js', 'loader');
  put('dist/sw.js', 'worker');
  put('dist/chunks/core-abcdefgh.js', 'core');
  put('dist/cdn-check.txt', 'ok\n');
  put('dist-old/secret.txt', 'SECRET dist-old');
  put('dist2/secret.txt', 'SECRET dist2');
  put('demo-pages/index.html', '<h1>demo</h1>');
  put('demo-pages-private/keys.html', 'SECRET pages');
  put('package.json', 'SECRET root');
  servers = await startDemoServers({ root, port: 0 });
});

afterAll(async () => {
  await servers?.close();
  rmSync(root, { recursive: true, force: true });
});

/** One raw HTTP/1.1 exchange: `{ status, body }`, or `{ status: 0 }` when the connection dies. */
function raw(port, target, { host = '127.0.0.1', method = 'GET' } = {}) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => { data += chunk; });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      const split = data.indexOf('\r\n\r\n');
      const head = data.slice(0, split);
      let body = data.slice(split + 4);
      if (/^transfer-encoding: chunked/im.test(head)) body = unchunk(body);
      resolve({ status, body });
    });
  });
}
/** The body of a `Transfer-Encoding: chunked` answer. */
function unchunk(text) {
  let body = '';
  for (let at = 0; ;) {
    const eol = text.indexOf('\r\n', at);
    const size = Number.parseInt(text.slice(at, eol), 16);
    if (!size) return body;
    body += text.slice(eol + 2, eol + 2 + size);
    at = eol + 2 + size + 2;
  }
}
const demo = (target, options) => raw(servers.demo, target, options);
const cdn = (target, options) => raw(servers.cdn, target, options);

describe('the demo server', () => {
  it('serves the SDK, the worker, the demo pages (with a language prefix) and the dev API', async () => {
    expect(await demo('/static/chrome/site-chrome.umd.js')).toEqual({ status: 200, body: 'loader' });
    expect(await demo('/static/chrome/chunks/core-abcdefgh.js')).toEqual({ status: 200, body: 'core' });
    expect(await demo('/sw.js')).toEqual({ status: 200, body: 'worker' });
    expect(await demo('/demo-pages/index.html')).toEqual({ status: 200, body: '<h1>demo</h1>' });
    expect(await demo('/zh/demo-pages/index.html')).toEqual({ status: 200, body: '<h1>demo</h1>' });
    expect((await demo('/api/web/v1/site/settings')).status).toBe(200);
    expect(await cdn('/static/chrome/cdn-check.txt')).toEqual({ status: 200, body: 'ok\n' });
  });

  it('answers a malformed percent-encoding with 400 on both origins, and keeps running', async () => {
    for (const target of ['/static/chrome/%E0%A4%A', '/static/chrome/%', '/demo-pages/%zz.html', '/static/chrome/chunks/x-%00.js']) {
      expect((await demo(target)).status, `demo ${target}`).toBe(400);
      if (target.startsWith('/static/')) expect((await cdn(target)).status, `cdn ${target}`).toBe(400);
    }
    expect((await cdn('/static/chrome/site-chrome.umd.js')).status).toBe(200);
    expect((await demo('/static/chrome/site-chrome.umd.js')).status).toBe(200);
  });

  it('refuses a bad Host header (421) and an odd request target instead of crashing', async () => {
    for (const host of ['a b', '[::', 'exa%mple:99999', '']) {
      expect((await demo('/demo-pages/index.html', { host })).status, `Host: ${host}`).toBe(421);
    }
    expect((await demo('//')).status).toBe(404);
    expect((await demo('//[x')).status).toBe(404);
    expect((await demo('*', { method: 'OPTIONS' })).status).toBe(400);
    expect((await demo('/static/chrome/site-chrome.umd.js')).status).toBe(200);
  });

  it('never serves a file outside its folder, not even a sibling whose name starts the same', async () => {
    const attempts = [
      '/static/chrome/..%2Fdist-old%2Fsecret.txt',
      '/static/chrome/..%2fdist2/secret.txt',
      '/static/chrome/%2e%2e%2Fdist-old%2Fsecret.txt',
      '/static/chrome/chunks/..%2F..%2F..%2Fdist-old%2Fsecret.txt',
      '/static/chrome/..%2Fpackage.json',
      '/static/chrome/%2Fetc%2Fpasswd',
      '/static/chrome/..%5C..%5Cpackage.json',
      '/demo-pages/..%2Fdemo-pages-private%2Fkeys.html',
      '/zh/demo-pages/..%2Fdemo-pages-private%2Fkeys.html',
      '/demo-pages/..%2Fpackage.json',
      '/static/chrome/../../dist-old/secret.txt',
    ];
    for (const target of attempts) {
      const answer = await demo(target);
      expect(answer.body, `demo ${target}`).not.toContain('SECRET');
      expect(answer.status, `demo ${target}`).toBe(404);
      if (target.startsWith('/static/')) {
        const fromCdn = await cdn(target);
        expect(fromCdn.body, `cdn ${target}`).not.toContain('SECRET');
        expect(fromCdn.status, `cdn ${target}`).toBe(404);
      }
    }
  });
});

describe('the Host header (issue 20: DNS rebinding)', () => {
  it('both origins answer loopback names with any port, and 421 to any other name', async () => {
    for (const host of ['127.0.0.1', '127.0.0.1:5173', 'localhost', 'LOCALHOST:80', '[::1]:5174']) {
      expect(await demo('/demo-pages/index.html', { host }), `Host: ${host}`).toEqual({ status: 200, body: '<h1>demo</h1>' });
      expect((await cdn('/static/chrome/cdn-check.txt', { host })).status, `CDN Host: ${host}`).toBe(200);
    }
    for (const host of ['evil.example', `evil.example:${servers.demo}`, '127.0.0.1.evil.example', 'localhost.evil.example:80', '0.0.0.0', '192.168.1.20']) {
      expect((await demo('/api/web/v1/site/settings', { host })).status, `Host: ${host}`).toBe(421);
      expect((await cdn('/static/chrome/site-chrome.umd.js', { host })).status, `CDN Host: ${host}`).toBe(421);
    }
  });

  it.each([
    ['127.0.0.1:5173', undefined, true],
    ['localhost', undefined, true],
    ['[::1]:5173', undefined, true],
    ['evil.example', undefined, false],
    ['evil.example', 'evil.example', true],
    ['devbox.lan:5173', 'devbox.lan', true],
    ['DevBox.LAN', 'devbox.lan', true],
    ['other.lan', 'devbox.lan', false],
    ['[fe80::1]:80', 'fe80::1', true],
    ['0.0.0.0:5173', '0.0.0.0', false],
    ['[::]:5173', '::', false],
    ['127.0.0.1@evil.example', undefined, false],
    ['localhost:', undefined, false],
    [undefined, undefined, false],
  ])('hostAllowed(%j, HOST=%j) is %s', (header, listenHost, expected) => {
    expect(hostAllowed(header, listenHost, [])).toBe(expected);
  });

  it.each([
    ['www.sc.example.com:5183', 'www.sc.example.com', true],
    ['WWW.SC.example.com', ' www.sc.example.com ,other.lan', true],
    ['other.lan', 'www.sc.example.com,other.lan', true],
    ['evil.example', 'www.sc.example.com', false],
    ['0.0.0.0:5173', '0.0.0.0', false],
    ['evil.example', '', false],
  ])('hostAllowed(%j) with ALLOWED_HOSTS=%j is %s', (header, list, expected) => {
    expect(hostAllowed(header, '127.0.0.1', allowedHosts(list))).toBe(expected);
  });
});

describe('request paths', () => {
  it('read the request target only, never a host from it', () => {
    expect(requestUrl('/a/b?c=d')?.pathname).toBe('/a/b');
    expect(requestUrl('//evil.example/x')?.pathname).toBe('//evil.example/x');
    expect(requestUrl('http://127.0.0.1:5173/a')?.pathname).toBe('/a');
    for (const bad of ['*', '', 'a/b', 'http://a b/x', undefined]) expect(requestUrl(bad), String(bad)).toBeNull();
  });

  it('decode once, refusing malformed escapes and NUL', () => {
    expect(decodePath('a%20b')).toBe('a b');
    expect(decodePath('%E0%A4%A')).toBeNull();
    expect(decodePath('a%00b')).toBeNull();
  });

  it('stay inside their folder', () => {
    expect(fileInside('/srv/dist', 'chunks/a.js')).toEqual({ file: '/srv/dist/chunks/a.js' });
    expect(fileInside('/srv/dist', 'chunks/..%2Fa.js')).toEqual({ file: '/srv/dist/a.js' });
    expect(fileInside('/srv/dist', '..%2Fdist-old%2Fa.js')).toEqual({ status: 404 });
    expect(fileInside('/srv/dist', '%2Fetc%2Fpasswd')).toEqual({ file: '/srv/dist/etc/passwd' });
    expect(fileInside('/srv/dist', '')).toEqual({ status: 404 });
    expect(fileInside('/srv/dist', '..')).toEqual({ status: 404 });
    expect(fileInside('/srv/dist', '%')).toEqual({ status: 400 });
  });
});

// The bench's slow-link figures are taken over HTTPS and HTTP/2 (scripts/bench.mjs); openssl makes
// the throwaway certificate there and here.
const openssl = spawnSync('openssl', ['version']).status === 0;
describe.skipIf(!openssl)('over TLS (the bench\'s slow-link server)', () => {
  it('answers HTTP/2, the Host check reading `:authority`, on both origins', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sc-tls-'));
    spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
      '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    const tls = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
    const secure = await startDemoServers({ root, port: 0, tls });
    const get = (port, path, authority = `127.0.0.1:${port}`) => new Promise((resolve, reject) => {
      const session = http2.connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false });
      session.on('error', reject);
      const stream = session.request({ ':path': path, ':authority': authority });
      let body = '';
      let status = 0;
      stream.on('response', (headers) => { status = headers[':status']; });
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => { body += chunk; });
      stream.on('end', () => { session.close(); resolve({ status, body }); });
      stream.on('error', reject);
      stream.end();
    });
    try {
      expect(await get(secure.demo, '/demo-pages/index.html')).toEqual({ status: 200, body: '<h1>demo</h1>' });
      expect((await get(secure.cdn, '/static/chrome/chunks/core-abcdefgh.js')).body).toBe('core');
      expect((await get(secure.demo, '/demo-pages/index.html', 'evil.example')).status).toBe(421);
    } finally {
      await secure.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
