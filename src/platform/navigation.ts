import { report } from './report';
export { currentPath, currentSearch, reloadPage } from './location';

/** The page's address; empty where `location` cannot be read. */
function pageHref(): string {
  try {
    return window.location.href;
  } catch {
    return '';
  }
}

/** A scheme at the start (`https:`, `javascript:`): the URL is absolute and is judged as written. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The one URL guard (CONTRACT §4, issue 11): every URL the chrome follows or renders from the
 * server or a caller passes here. Returns it absolute — http(s), no user info, on the page's
 * origin or one of `anti` — or null. A relative URL resolves against the page itself, never the
 * document's base, so a host page's `<base href>` elsewhere cannot move it. Refused: any other
 * scheme (`javascript:`, `data:`), other origins, protocol-relative and backslash tricks (`//x`,
 * `/\x`), and an unreadable page address.
 */
export function followableUrl(raw: unknown, anti: readonly string[], page = pageHref()): string | null {
  if (typeof raw !== 'string') return null;
  // Browsers ignore tabs and newlines inside URLs, so `java\tscript:` must be judged without them.
  const url = raw.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  // `//host` names no scheme the rule could check, and browsers read `\` as `/` in http(s) URLs.
  if (!url || /^[/\\]{2}/.test(url)) return null;
  let base: URL;
  let target: URL;
  try {
    base = new URL(page);
    // With a scheme the URL stands alone: `https:evil.example` is evil.example, not a path here.
    target = SCHEME.test(url) ? new URL(url) : new URL(url, base);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  if (target.username || target.password) return null;
  const allowed = new Set([base.origin, ...anti].map((o) => o.toLowerCase()));
  return allowed.has(target.origin.toLowerCase()) ? target.href : null;
}

/**
 * The one way the chrome leaves the page, so no component touches `location`. The target passes
 * the URL guard (the page's origin or one of `allowedOrigins`, a site's `anti`); anything else is
 * refused and logged, never assigned. Returns whether the page navigates.
 */
export function navigate(url: string, allowedOrigins: readonly string[]): boolean {
  const target = followableUrl(url, allowedOrigins);
  if (!target) {
    report(new Error(`refused to navigate off-site to ${JSON.stringify(url)}`), { area: 'navigation' });
    return false;
  }
  window.location.assign(target);
  return true;
}

/**
 * Follows a URL the server gave (a button's `ok_button_router`) through navigate(): a relative
 * path or an allowed origin navigates; anything else (off-site, `javascript:`) is refused and
 * logged. An empty router goes nowhere (it would resolve to the page itself). Returns whether it went.
 */
export function followServerUrl(url: string, allowedOrigins: readonly string[]): boolean {
  return url.trim() !== '' && navigate(url, allowedOrigins);
}

/** The page's query and fragment (`?a=1#x`); empty where `location` cannot be read. */
export function currentSearchAndHash(): string {
  try {
    return window.location.search + window.location.hash;
  } catch {
    return '';
  }
}
