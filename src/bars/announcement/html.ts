import { currentOrigin, navigationTarget, safeServerUrl } from '../../platform/navigation';

/**
 * A server URL as the chrome may follow it (CONTRACT §4): absolute on the page's origin or one of
 * the site's `anti` origins, http(s) only; null otherwise. Absolute, so that a host page's
 * `<base href>` cannot move it.
 */
export function followableUrl(raw: unknown, anti: readonly string[]): string | null {
  const safe = safeServerUrl(raw, anti);
  if (!safe) return null;
  const origin = currentOrigin();
  return origin ? navigationTarget(safe, anti, `${origin}/`) : null;
}
