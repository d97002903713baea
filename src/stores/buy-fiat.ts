import { atom, onMount } from 'nanostores';
import { readCookie, writeCookie } from '../platform/cookies';
import { YEAR_S } from '../config/time';
import { parseBuyFiat } from '../rules/buy-fiat';

/**
 * The Buy Crypto fiat the visitor chose last (site-chrome.md §3 cookies: `defaultBuyCryptoFiat`),
 * read when something first shows it (the Pay-with panel, the deposit chooser) and written when
 * the visitor picks one in Pay-with. Kept as long as the `curr_fiat` choice (§9: a year); written
 * through the lazy cookie jar (platform/cookie-jar.ts), like every cookie of the chrome.
 */
export const BUY_FIAT_COOKIE = 'defaultBuyCryptoFiat';

/** The cookie as last read or written; '' when unset or not a fiat code. */
export const $buyFiat = atom('');
onMount($buyFiat, () => { $buyFiat.set(parseBuyFiat(readCookie(BUY_FIAT_COOKIE))); });

/** Pay-with's choice: shown at once, remembered in the cookie (resolves once written). */
export function chooseBuyFiat(code: string): Promise<void> {
  const fiat = parseBuyFiat(code);
  if (!fiat) return Promise.resolve();
  $buyFiat.set(fiat);
  return writeCookie(BUY_FIAT_COOKIE, fiat, { maxAge: YEAR_S });
}
