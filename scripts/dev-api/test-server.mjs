// The dev API behind a real loopback HTTP server, for the dev API's own tests.
import { createServer } from 'node:http';
import { handleApi } from './index.mjs';

/**
 * Starts a server on a free port. `options` go to handleApi (a short `slow` delay, a fixed clock…).
 * Returns `{ base, call, pending, close }`: `call(path, { scenario, method, form, cookies, headers,
 * signal })` answers `{ status, headers, text, json }`; `pending()` counts the requests whose
 * handleApi has not finished yet (a hung answer that leaked would stay counted).
 */
export async function startDevApi(options = {}) {
  let pending = 0;
  const server = createServer(async (req, res) => {
    pending++;
    try {
      const handled = await handleApi(req, res, new URL(req.url, 'http://127.0.0.1'), options);
      if (!handled) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('not the dev API');
      }
    } finally {
      pending--;
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;

  async function call(path, { scenario = '', method = 'GET', form, cookies = '', headers = {}, signal } = {}) {
    const response = await fetch(base + path, {
      method,
      signal,
      headers: { cookie: `dev_scenario=${encodeURIComponent(scenario)}; ${cookies}`, ...headers, ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    const text = await response.text();
    let json;
    try { json = JSON.parse(text); } catch { json = undefined; }
    return { status: response.status, headers: response.headers, text, json };
  }

  return {
    base,
    call,
    pending: () => pending,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}
