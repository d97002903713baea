// Request and response plumbing, kept apart from the routes so they only deal in data.

const MAX_BODY_BYTES = 64 * 1024;
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function parseCookies(header) {
  const cookies = {};
  for (const part of String(header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/**
 * The form fields of a POST as URLSearchParams. Uses `req.body` when a framework has already
 * read the stream; never throws (a broken body reads as empty, like a server would treat it).
 */
export async function readFormBody(req) {
  if (req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) {
    return new URLSearchParams(Object.entries(req.body).map(([key, value]) => [key, String(value)]));
  }
  if (typeof req.body === 'string') return new URLSearchParams(req.body);
  const pieces = [];
  let received = 0;
  try {
    for await (const piece of req) {
      pieces.push(Buffer.from(piece));
      received += piece.length;
      if (received > MAX_BODY_BYTES) break;
    }
  } catch {
    return new URLSearchParams();
  }
  // Joined before decoding so a character split across two chunks stays intact.
  const text = Buffer.concat(pieces).toString('utf8');
  if (/json/i.test(req.headers['content-type'] ?? '')) {
    try {
      return new URLSearchParams(Object.entries(JSON.parse(text)).map(([key, value]) => [key, String(value)]));
    } catch {
      return new URLSearchParams();
    }
  }
  return new URLSearchParams(text);
}

/**
 * CORS headers for pages served from another loopback port (a "customer site" embedding the
 * SDK); calls go with credentials, so the origin is echoed rather than `*`.
 */
export function corsHeaders(req) {
  const origin = req.headers.origin;
  if (!origin || !LOOPBACK_ORIGIN.test(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  };
}

export function preflightHeaders(req) {
  return {
    ...corsHeaders(req),
    'access-control-allow-methods': 'GET, POST',
    'access-control-allow-headers': 'Content-Type, X-CSRF-Token, X-App-Lang, X-App-Type',
    'access-control-max-age': '600',
  };
}

/** Writes a whole answer unless the client has gone away in the meantime. */
export function send(res, status, headers, body) {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { 'cache-control': 'no-store', ...headers });
  res.end(body);
}

/** Resolves true after `ms`, or false as soon as the response is closed (client gave up). */
export function waitUnlessClosed(res, ms) {
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(true);
    }, ms);
    res.once('close', onClose);
  });
}
