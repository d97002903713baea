// The page's location as the first paint needs it: apart from navigation.ts (the URL guard and
// `navigate`, which only lazy parts use) so the guard stays out of the first-paint chunk. The page
// URLs below are used only by lazy parts, yet they live here, in the core: as a chunk of their own
// they were one more level of shared imports under the calls chunk, and a dropped request at each
// level cost the calls their 4 s (issue 20's follow-up; failure.spec "a partial CDN outage").

/** The page's origin; empty where `location` cannot be read. */
export function currentOrigin(): string {
  try {
    return window.location.origin;
  } catch {
    return '';
  }
}

export function reloadPage(): void {
  window.location.reload();
}

export function currentPath(): string {
  return window.location.pathname;
}

/** The page's query string (`?a=1`); empty where `location` cannot be read. */
export function currentSearch(): string {
  try {
    return window.location.search;
  } catch {
    return '';
  }
}

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
