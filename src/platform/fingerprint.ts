import { readCookie, writeCookie } from './cookies';
import { report } from './report';
import { onPage } from './location';
import { withTimeout } from './chunk';

/** CONTRACT §5: the fingerprint cookie, kept 86400 s (compliance §9). */
export const FINGERPRINT_COOKIE = 'device_fingerprint';
export const FINGERPRINT_MAX_AGE = 86_400;
/** A script (or its `getId()`) that has not answered by then has failed: later calls try again. */
export const FINGERPRINT_TIMEOUT_MS = 10_000;

/** An id the SDK keeps and hands on: 8 to 128 letters, digits, `-` or `_` (no cookie syntax, no markup). */
export const isFingerprint = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{8,128}$/.test(value);

// The URL is the integrator's (the `fingerprint` option), not a chunk of any build.
const importUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ /* webpackIgnore: true */ url);

let pending: Promise<string | null> | null = null;
let reported = false;

/** Tests only. */
export function resetFingerprintForTests(): void {
  pending = null;
  reported = false;
}

/**
 * The device fingerprint (compliance §5, §7), on demand: the cookie's id when the page has a valid
 * one (reused, the script never loads), else the id of the script at `url` (an ES module exporting
 * `getId()`, loaded now, once a page), kept in the cookie for a day. Null without a script, or when
 * it fails or answers something that is no id (reported once, `FINGERPRINT_FAILED`); a later
 * call tries again.
 */
export function deviceFingerprint(url: string | undefined, importer: (url: string) => Promise<unknown> = importUrl): Promise<string | null> {
  const stored = readCookie(FINGERPRINT_COOKIE);
  if (isFingerprint(stored)) return Promise.resolve(stored);
  if (!url) return Promise.resolve(null);
  pending ??= (async () => {
    try {
      // Against the page's address, as mount/code-urls.ts checked it: an import resolves a relative
      // URL against the SDK's own file, which may be on a CDN (issue 20, as the micro-apps).
      const module = await withTimeout(importer(onPage(url)), FINGERPRINT_TIMEOUT_MS) as { getId?: unknown } | null;
      if (typeof module?.getId !== 'function') throw new Error('the fingerprint script exports no getId()');
      const id: unknown = await withTimeout(Promise.resolve((module.getId as () => unknown)()), FINGERPRINT_TIMEOUT_MS);
      if (!isFingerprint(id)) throw new Error('the fingerprint script answered no usable id');
      await writeCookie(FINGERPRINT_COOKIE, id, { maxAge: FINGERPRINT_MAX_AGE });
      return id;
    } catch (error) {
      if (!reported) report(error, { area: 'fingerprint', what: 'the device fingerprint could not be read' });
      reported = true;
      return null;
    } finally {
      pending = null;
    }
  })();
  return pending;
}
