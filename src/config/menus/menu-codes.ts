/**
 * Path families and the compliance menu code that hides them (compliance-and-dialogs.md §2,
 * "Path-to-menu-code table"). The spec lists the families but not their codes; the codes here are
 * the ones of site-chrome.md §3's list that name the same product, so a page and its menu entry
 * are hidden by the same code. Used by the compliance redirect (a path whose code is in the
 * compliance menu list) and checked against the header entries by the menus' unit test.
 */
const TABLE: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/nft(\/|$)/, 'nft'],
  [/^\/(help)(\/|$)/, 'help_center'],
  [/^\/(announcements|live-news)(\/|$)/, 'latest_news'],
  [/^\/(affiliate|referral)(\/|$)/, 'affiliate'],
  [/^\/shop(\/|$)/, 'gate_shop'],
  [/^\/(learn|blog)(\/|$)/, 'learn'],
  [/^\/crypto\/buy\/with-credit-card(\/|$)/, 'credit_paywith_card'],
  [/^\/crypto\/buy\/with-bank-account(\/|$)/, 'bank_card'],
  [/^\/(crypto|crypto\/buy|c2c\/market|c2cloan)(\/|$)/, 'fiat_trade'],
  [/^\/card(\/|$)/, 'gate_card'],
  [/^\/(trade|pilot|convert|pre-market|premint)(\/|$)/, 'spot_trade'],
  [/^\/(etf|margin\/lend)(\/|$)/, 'margin_etf_trade'],
  [/^\/(startup|startup-mining|web3\/startup|web3\/inscription-launchpad|inscription\/bitcoin\/brc-20|launchpool|launchpad)(\/|$)/, 'startup'],
  [/^\/(futures_center|futures|futures_delivery|futures-delivery|options|copytrading|unified-trading-account|testnet\/(futures|options))(\/|$)/, 'derivatives'],
  [/^\/(otc|institution\/otc)(\/|$)/, 'gate_otc'],
  [/^\/vip(\/|$)/, 'vip_service'],
  [/^\/developers(\/|$)/, 'developers'],
];

/** The menu code of a (language-free) path, or undefined when compliance does not govern it. */
export function menuCodeForPath(path: string): string | undefined {
  const clean = path.split(/[?#]/)[0] ?? '/';
  // The trade page's isolated-margin tab is margin, not spot (compliance §2, trade query variants).
  if (/^\/trade\//.test(clean) && /[?&]tab=isolated_margin(&|$)/.test(path)) return 'margin_etf_trade';
  return TABLE.find(([pattern]) => pattern.test(clean))?.[1];
}
