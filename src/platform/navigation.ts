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

/** The page's origin; empty where `location` cannot be read. */
export function currentOrigin(): string {
  try {
    return window.location.origin;
  } catch {
    return '';
  }
}

/** Navigation goes through here so tests can observe it and no component touches `location`. */
export function navigate(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}

export function currentPath(): string {
  return window.location.pathname;
}
