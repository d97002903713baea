import Cookies from 'universal-cookie';

/**
 * Cookie access that never throws: a sandboxed iframe or a browser with cookies disabled throws
 * on `document.cookie`, and the chrome must still render (CONTRACT §5).
 */
let jar: Cookies | null = null;
function cookies(): Cookies | null {
  try {
    jar ??= new Cookies(undefined, { path: '/' });
    return jar;
  } catch {
    return null;
  }
}

/** False where reading `document.cookie` throws (sandboxed frames, blocked cookies). */
export function cookiesReadable(): boolean {
  try {
    return typeof document.cookie === 'string';
  } catch {
    return false;
  }
}

export function readCookie(name: string): string | undefined {
  try {
    // universal-cookie caches the jar on creation; re-read so values written by the host count.
    const value: unknown = new Cookies(document.cookie).get(name, { doNotParse: true });
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export interface CookieOptions {
  maxAge?: number;
  secure?: boolean;
  path?: string;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  try {
    cookies()?.set(name, value, {
      path: options.path ?? '/',
      sameSite: 'lax',
      ...(options.maxAge !== undefined ? { maxAge: options.maxAge } : {}),
      ...(options.secure ? { secure: true } : {}),
    });
  } catch {
    // Blocked cookies: the setting lives for this page only.
  }
}

export function deleteCookie(name: string): void {
  try {
    cookies()?.remove(name, { path: '/' });
  } catch {
    // nothing to delete when cookies are blocked
  }
}
