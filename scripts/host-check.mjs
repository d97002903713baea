// Which Host headers the demo server answers (issue 20): a page on any other name reached it by
// DNS rebinding (evil.example resolving to 127.0.0.1), and would read the dev API and the demo's
// cookies as same-origin. Loopback names only, with any port; plus the name `HOST` gives, and the
// names `ALLOWED_HOSTS` lists (comma-separated: a name mapped to 127.0.0.1 on purpose, as the
// cookie tests' www.sc.example.com, without listening anywhere else).

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Listen-everywhere addresses: not names a browser should use, so never allowed as a Host. */
export const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** The host name of a Host header, lower case, without its port; null when it is not one. */
export function hostName(header) {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(header ?? '');
  return match ? match[1].toLowerCase() : null;
}

/**
 * Whether a request's Host header names this server: a loopback name, or `listenHost` (the `HOST`
 * it listens on) when that is a name of its own rather than a wildcard.
 */
export function hostAllowed(header, listenHost = '127.0.0.1', allowed = allowedHosts()) {
  const name = hostName(header);
  if (name === null) return false;
  if (LOOPBACK.has(name) || allowed.includes(name)) return true;
  const own = String(listenHost).toLowerCase();
  const bracketed = own.includes(':') && !own.startsWith('[') ? `[${own}]` : own;
  return !WILDCARD_HOSTS.has(own) && name === bracketed;
}

/** The names of `ALLOWED_HOSTS` (comma-separated), lower case; wildcards are never names. */
export function allowedHosts(list = process.env.ALLOWED_HOSTS) {
  return String(list ?? '').split(',').map((n) => n.trim().toLowerCase()).filter((n) => n && !WILDCARD_HOSTS.has(n));
}
