import Cookies from 'universal-cookie';
import { readCookie } from './cookies';

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

interface Place { jar: Cookies; domain: string | undefined; others: (string | undefined)[]; secure: boolean }
let known: { host: string; domain: string | undefined } | undefined;

function place(): Place {
  const jar = new Cookies(undefined, { path: '/' });
  const host = window.location.hostname;
  const secure = window.isSecureContext;
  if (known?.host !== host) {
    const domain = registrableDomain(host, (d) => {
      jar.set(PROBE, '1', { path: '/', domain: d, sameSite: 'lax', secure });
      const ok = readCookie(PROBE) === '1';
      jar.remove(PROBE, { path: '/', domain: d });
      return ok;
    });
    known = { host, domain };
  }
  const domain = known.domain;
  const all = [undefined, ...parentDomains(host)];
  return { jar, domain, secure, others: all.slice(0, domain ? all.indexOf(domain) + 1 : 1).filter((d) => d !== domain) };
}

export function setCookie(name: string, value: string, maxAge?: number): void {
  const { jar, domain, others, secure } = place();
  for (const d of others) jar.remove(name, { path: '/', ...(d ? { domain: d } : {}) });
  jar.set(name, value, {
    path: '/', sameSite: 'lax', ...(domain ? { domain } : {}), ...(secure ? { secure } : {}),
    ...(maxAge !== undefined ? { maxAge } : {}),
  });
}

export function removeCookie(name: string): void {
  const { jar, domain, others } = place();
  for (const d of [...others, domain]) jar.remove(name, { path: '/', ...(d ? { domain: d } : {}) });
}
