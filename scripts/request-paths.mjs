// Turning a request line into a file to serve, for the demo server (scripts/demo-server.mjs).
// Nothing here trusts the client: the Host header is never read, a malformed percent-encoding is
// a 400 (decodeURIComponent throws), and a path may not leave its folder, not even for a sibling
// whose name starts the same (`dist-old/` next to `dist/`).
import { relative, resolve, isAbsolute, sep } from 'node:path';

/** Only the path and query of a request are used; this origin is a placeholder, never a header. */
const PLACEHOLDER_ORIGIN = 'http://demo.invalid';

/**
 * The URL of a request target (`/path?query`, or an absolute URL as a proxy would send), or null
 * when it is not one. `//x/y` stays the path `//x/y` (it is not a host).
 */
export function requestUrl(target) {
  if (typeof target !== 'string') return null;
  try {
    if (target.startsWith('/')) return new URL(`${PLACEHOLDER_ORIGIN}${target}`);
    if (/^https?:\/\//i.test(target)) return new URL(target);
  } catch {
    // an unparsable target (bad host in an absolute URL, …)
  }
  return null;
}

/** `decodeURIComponent`, or null for a malformed escape or a decoded NUL. */
export function decodePath(encoded) {
  let decoded;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  return decoded.includes('\0') ? null : decoded;
}

/**
 * The file for the still-encoded path `rel` under `dir`: `{ file }`, `{ status: 400 }` for a
 * malformed path, `{ status: 404 }` for one that leaves `dir`.
 */
export function fileInside(dir, rel) {
  const decoded = decodePath(rel);
  if (decoded === null) return { status: 400 };
  const root = resolve(dir);
  const file = resolve(root, `.${sep}${decoded}`);
  const inner = relative(root, file);
  if (inner === '' || inner === '..' || inner.startsWith(`..${sep}`) || isAbsolute(inner)) return { status: 404 };
  return { file };
}
