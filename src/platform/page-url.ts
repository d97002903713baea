// Apart from location.ts (first paint): only lazy parts build URLs, so this stays off the first paint.

/**
 * `url` made absolute against the page's own address, never against the document's base: a host
 * page's `<base href="https://evil.example/">` would otherwise take every relative URL the SDK
 * builds (calls with their CSRF token, icons, the micro-apps' `apiBase`; issue 20). A URL that
 * cannot be read becomes `about:invalid`, which nothing loads.
 */
export function onPage(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return 'about:invalid';
  }
}

/**
 * The `apiBase` option made absolute (`''` → the page's origin, `/proxy` → on it), without a
 * trailing slash: what the SDK builds from it (coin icons, the micro-apps' `apiBase`) then ignores
 * a host `<base href>` (issue 20). Calls resolve through onPage in src/api/client.ts.
 */
export function absoluteApiBase(apiBase: string): string {
  return onPage(apiBase || '/').replace(/\/+$/, '');
}
