import { currentOrigin } from './location';

export { currentOrigin, currentPath, currentSearch, reloadPage } from './location';

/**
 * The URL rule of CONTRACT §4: a URL from the server is followed only when it is a relative path
 * or its origin is one of the site's allowed origins (`anti`). Returns the URL to use, or null.
 */
export function safeServerUrl(raw: unknown, allowedOrigins: readonly string[], pageOrigin = currentOrigin()): string | null {
  if (typeof raw !== 'string') return null;
  // Browsers ignore tabs and newlines inside URLs, so `java\tscript:` must be judged without them.
  const url = raw.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  if (!url) return null;
  // Protocol-relative (`//evil.example`) and backslash tricks (`/\evil.example`) leave the origin.
  if (/^[/\\]{2}/.test(url) || /^\/\\/.test(url)) return null;
  if (url.startsWith('/') || url.startsWith('?') || url.startsWith('#')) return url;
  if (!/^https?:/i.test(url)) {
    // No scheme at all (`help/faq`) is a relative path; any other scheme (javascript:, data:) is refused.
    return /^[a-z][a-z0-9+.-]*:/i.test(url) ? null : url;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const allowed = new Set([...allowedOrigins, pageOrigin].filter(Boolean).map((o) => o.toLowerCase()));
  return allowed.has(parsed.origin.toLowerCase()) ? parsed.href : null;
}

/**
 * Where a navigation to `url` may go (issue 11): resolved against the page the way `location.assign`
 * would, http(s) only, and only to the page's own origin or one of `allowedOrigins`. Returns the
 * absolute URL to assign, or null when the target must be refused.
 */
export function navigationTarget(url: string, allowedOrigins: readonly string[], pageHref: string): string | null {
  // Browsers drop tabs and newlines inside URLs: judge the URL the way it will be read.
  const cleaned = url.replace(/[\u0000-\u001F\u007F]/g, '').trim();
  let page: URL;
  let target: URL;
  try {
    page = new URL(pageHref);
    target = new URL(cleaned, page);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  if (target.username || target.password) return null;
  const allowed = new Set([page.origin, ...allowedOrigins].map((o) => o.toLowerCase()));
  return allowed.has(target.origin.toLowerCase()) ? target.href : null;
}

/**
 * The one way the chrome leaves the page, so no component touches `location`. The target must be
 * the page's origin or one of `allowedOrigins` (a site's `anti`); anything else is refused and
 * logged, never assigned. Returns whether the page navigates.
 */
export function navigate(url: string, allowedOrigins: readonly string[]): boolean {
  let href = '';
  try {
    href = window.location.href;
  } catch {
    return false;
  }
  const target = navigationTarget(url, allowedOrigins, href);
  if (!target) {
    console.warn(`[SiteChrome] refused to navigate off-site to ${JSON.stringify(url)}`);
    return false;
  }
  window.location.assign(target);
  return true;
}

/** The page's query and fragment (`?a=1#x`); empty where `location` cannot be read. */
export function currentSearchAndHash(): string {
  try {
    return window.location.search + window.location.hash;
  } catch {
    return '';
  }
}
