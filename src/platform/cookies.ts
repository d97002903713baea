/**
 * Cookie access that never throws: a sandboxed iframe or a browser with cookies disabled throws
 * on `document.cookie`, and the chrome must still render (CONTRACT §5).
 *
 * Reads parse `document.cookie` directly: the first paint needs them (login hint, theme) and
 * universal-cookie would add about 2 KB gzip to it. Writes go through universal-cookie, loaded on
 * first use; they return a promise, so a caller that navigates next awaits it.
 */

/** False where reading `document.cookie` throws (sandboxed frames, blocked cookies). */
export function cookiesReadable(): boolean {
  try {
    return typeof document.cookie === 'string';
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
    all = document.cookie;
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

/** One year in seconds: the max-age of the preference cookies (CONTRACT §5). */
export const ONE_YEAR_S = 31536000;

export interface CookieOptions {
  maxAge?: number;
  secure?: boolean;
  path?: string;
}

type CookiesClass = typeof import('universal-cookie').default;
let loading: Promise<CookiesClass | null> | null = null;

/** A fresh jar each time: universal-cookie snapshots `document.cookie` when it is created. */
async function cookies(): Promise<InstanceType<CookiesClass> | null> {
  loading ??= import('universal-cookie').then(({ default: Cookies }) => Cookies, () => null);
  const Cookies = await loading;
  try {
    return Cookies && cookiesReadable() ? new Cookies(undefined, { path: '/' }) : null;
  } catch {
    return null;
  }
}

export async function writeCookie(name: string, value: string, options: CookieOptions = {}): Promise<void> {
  const j = await cookies();
  try {
    j?.set(name, value, {
      path: options.path ?? '/',
      sameSite: 'lax',
      ...(options.maxAge !== undefined ? { maxAge: options.maxAge } : {}),
      ...(options.secure ? { secure: true } : {}),
    });
  } catch {
    // Blocked cookies: the setting lives for this page only.
  }
}

export async function deleteCookie(name: string): Promise<void> {
  const j = await cookies();
  try {
    j?.remove(name, { path: '/' });
  } catch {
    // nothing to delete when cookies are blocked
  }
}
