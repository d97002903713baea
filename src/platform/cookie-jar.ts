import { readCookie } from './cookies';
import { setHostCookie } from './host-document';

/**
 * Cookie writes (lazy: loaded on the first write). Where a cookie is written, by rule:
 *
 * - Domain: the page host's registrable domain (`www.gate.com` → `gate.com`), so every sub-site
 *   host of one domain shares the choice and no older domain cookie can shadow a newer host-only
 *   one. The registrable domain is found the way the browser itself judges it against the Public
 *   Suffix List: the shortest parent of the host that accepts a probe cookie (`co.uk` refuses,
 *   `gate.co.uk` accepts). On an IP address or a one-label host (`localhost`) cookies are host-only.
 * - Path `/`, SameSite=Lax, Secure in a secure context (https, and the loopback hosts browsers
 *   treat as secure; a Secure cookie cannot be set from plain http anywhere else).
 * - Before a write, and on a delete, every other variant of the name is removed: host-only and at
 *   each parent domain down to the registrable one, so the value read next is the one just written.
 *   (A same-named cookie on a longer path than `/` is not ours to guess and is left alone.)
 * - Written through the browser's own `document.cookie` setter (host-document.ts): an
 *   `<img name="cookie">` on the page must not swallow the write (issue 20).
 */

const PROBE = 'sc_cookie_probe';

/** The domains a cookie of `host` may be set for, most specific first (host-only aside). */
export function parentDomains(host: string): string[] {
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return [];
  const labels = host.split('.');
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}

/** The shortest of `parentDomains(host)` that `accepts`; undefined = host-only. */
export function registrableDomain(host: string, accepts: (domain: string) => boolean): string | undefined {
  return parentDomains(host).reverse().find(accepts);
}

/** RFC 6265 token: what a cookie name may be; anything else could add attributes of its own. */
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export interface CookieAttributes { domain?: string | undefined; maxAge?: number | undefined; secure?: boolean; remove?: boolean }

/** The `document.cookie` line that writes (or, with `remove`, expires) `name` at path `/`; throws on a name that is not a token. */
export function cookieLine(name: string, value: string, a: CookieAttributes): string {
  if (!NAME.test(name)) throw new TypeError(`not a cookie name: ${JSON.stringify(name)}`);
  const maxAge = a.remove ? 0 : a.maxAge;
  return [
    `${name}=${a.remove ? '' : encodeURIComponent(value)}`, 'Path=/', a.domain && `Domain=${a.domain}`,
    maxAge !== undefined && Number.isFinite(maxAge) && `Max-Age=${Math.floor(maxAge)}`,
    a.remove && 'Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'SameSite=Lax', a.secure && 'Secure',
  ].filter(Boolean).join('; ');
}

const remove = (name: string, domain: string | undefined) => setHostCookie(cookieLine(name, '', { domain, remove: true }));

interface Place { domain: string | undefined; others: (string | undefined)[]; secure: boolean }
let known: { host: string; domain: string | undefined } | undefined;

function place(): Place {
  const host = window.location.hostname;
  const secure = window.isSecureContext;
  if (known?.host !== host) {
    const domain = registrableDomain(host, (d) => {
      setHostCookie(cookieLine(PROBE, '1', { domain: d, secure }));
      const ok = readCookie(PROBE) === '1';
      remove(PROBE, d);
      return ok;
    });
    known = { host, domain };
  }
  const domain = known.domain;
  const all = [undefined, ...parentDomains(host)];
  return { domain, secure, others: all.slice(0, domain ? all.indexOf(domain) + 1 : 1).filter((d) => d !== domain) };
}

export function setCookie(name: string, value: string, maxAge?: number): void {
  const { domain, others, secure } = place();
  for (const d of others) remove(name, d);
  setHostCookie(cookieLine(name, value, { domain, maxAge, secure }));
}

export function removeCookie(name: string): void {
  const { domain, others } = place();
  for (const d of [...others, domain]) remove(name, d);
}
