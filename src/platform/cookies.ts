import { once } from './once';
import { hostGet } from './host-document';

/**
 * Cookie access that never throws: a sandboxed iframe or a browser with cookies disabled throws
 * on `document.cookie`, and the chrome must still render (CONTRACT §5).
 *
 * Reads parse `document.cookie` as the browser defines it (host-document.ts: an `<img name="cookie">`
 * must not stand in for it): the first paint needs them (login hint, theme). Writes go through
 * cookie-jar.ts, loaded on first use; they return a promise, so a caller that navigates next awaits it.
 */

/** False where reading `document.cookie` throws (sandboxed frames, blocked cookies). */
export function cookiesReadable(): boolean {
  try {
    return typeof hostGet('cookie') === 'string';
  } catch {
    return false;
  }
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function readCookie(name: string): string | undefined {
  let all: string;
  try {
    all = hostGet('cookie');
  } catch {
    return undefined;
  }
  // The first pair of that name wins, as in the browser's own order (most specific path first).
  for (const pair of all.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    if (pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return decode(value);
  }
  return undefined;
}

export interface CookieOptions {
  maxAge?: number;
}

/**
 * The write half, loaded on the first write. Through `once()`: a dropped chunk request is not
 * remembered, so the next write loads it again instead of writes stopping for the page.
 */
const jar = once(() => import('./cookie-jar'));

/** Written at the site's registrable domain, path `/`, SameSite=Lax, Secure where possible (the rule is in cookie-jar.ts). */
export async function writeCookie(name: string, value: string, options: CookieOptions = {}): Promise<void> {
  try {
    (await jar()).setCookie(name, value, options.maxAge);
  } catch {
    // Blocked cookies or a failed chunk: the setting lives for this page only.
  }
}

/** Deletes every variant of the cookie this page can reach (host-only and domain). */
export async function deleteCookie(name: string): Promise<void> {
  try {
    (await jar()).removeCookie(name);
  } catch {
    // nothing to delete when cookies are blocked
  }
}
