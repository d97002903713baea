import { localizePath, type LanguageCode } from '../config/languages';
import { SITES, type SiteKey } from '../config/sites';

/**
 * The sign-up link's query (site-chrome.md §2, §4): `/signup` with what a landing page's query left
 * (signup-query.ts decides what that is), and the testnet's Log In. Who sees Log In and Sign Up is
 * in access.ts. On the first paint (the header's Log In and Sign Up): keep it this small.
 */

/** `/signup` with the stored referral query (`?ref=…&ref_type=…`), when there is one. */
export function signupRoute(storedQuery: string | null): string {
  const query = (storedQuery ?? '').replace(/^\?/, '');
  return query ? `/signup?${query}` : '/signup';
}

/**
 * The testnet's authorize-login page (site-chrome.md §2 "testnet sites link to a separate
 * authorize-login URL"). The spec gives no address. Testnet accounts are the main site's accounts,
 * so a testnet visitor logs in there and comes back authorized: the main site's origin
 * (`SITES.main.anti[0]`, https://www.gate.com) with this path, under the visitor's language prefix
 * as every other link of the chrome.
 */
export const TESTNET_AUTHORIZE_LOGIN_PATH = '/authorize-login';

/**
 * Where Log In leads on a site that does not log in on its own pages (the testnet: an absolute URL
 * on the main site, see TESTNET_AUTHORIZE_LOGIN_PATH); null for every other site (its own `/login`,
 * or the login micro-app).
 */
export function authorizeLoginUrl(site: SiteKey, lang: LanguageCode): string | null {
  // The testnet's languages (en, zh) are the main site's, English the default of both.
  return site === 'testnet' ? SITES.main.anti[0] + localizePath(TESTNET_AUTHORIZE_LOGIN_PATH, lang, SITES.main.defaultLang) : null;
}
