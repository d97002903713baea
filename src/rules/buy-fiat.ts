/**
 * Buy Crypto's fiat (site-chrome.md §3: the `defaultBuyCryptoFiat` cookie and the site settings'
 * `defaultBuyCryptoFiat`): the fiat the visitor chose last, remembered in the cookie, else the
 * server's default for them. The Pay-with panel takes the first of those it offers (an option of
 * `buy_crypto_fiat_setting`), else its first option.
 */

/** A fiat code as a cookie may hold one (the `curr_fiat` rule); '' for anything else. */
export function parseBuyFiat(raw: string | undefined): string {
  const fiat = (raw ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{2,10}$/.test(fiat) ? fiat : '';
}

/** The buy fiat links carry (the deposit chooser's card and bank): the remembered one, else the server's. */
export function buyFiat(remembered: string, serverDefault: string): string {
  return parseBuyFiat(remembered) || serverDefault;
}

/** The Pay-with option shown: the remembered fiat's, else the server default's, else the first. */
export function buyFiatOption<T extends { fiat: string }>(options: readonly T[], remembered: string, serverDefault: string): T | undefined {
  const find = (fiat: string) => (fiat ? options.find((o) => o.fiat.toUpperCase() === fiat.toUpperCase()) : undefined);
  return find(parseBuyFiat(remembered)) ?? find(serverDefault) ?? options[0];
}
