/**
 * The path-to-menu-code table (compliance-and-dialogs.md §2): the compliance menu code that
 * governs a page, so that a page and its menu entry are hidden by the same code and the
 * compliance redirect (rules/compliance.ts) knows which pages to leave.
 *
 * The spec lists the path families but hides their codes. Where a code of site-chrome.md §3's
 * list names the same product, that code is used; for the families no listed code names, a code
 * is chosen after the product (`earn`, `strategy_bot`, `community`, `market_info`): such a code
 * does nothing until the server sends it, and the header entries of those pages carry it too
 * (checked by rules/menu-visibility.test.ts). Each row says why.
 */
const TABLE: ReadonlyArray<readonly [RegExp, string]> = [
  // NFT marketplace: the listed `nft` code.
  [/^\/nft(\/|$)/, 'nft'],
  // Help centre: `help_center`.
  [/^\/help(\/|$)/, 'help_center'],
  // Announcements and the live news feed are the "latest news" entries.
  [/^\/(announcements|live-news)(\/|$)/, 'latest_news'],
  // Referral (with a code: /referral/{code}), affiliate and broker programmes: `affiliate`.
  [/^\/(affiliate|referral)(\/|$)/, 'affiliate'],
  // Rewards hub and trading competitions are the site's events: `upcoming_event` (the footer's
  // events page carries it too).
  [/^\/(rewards_hub|competition|upcoming-event)(\/|$)/, 'upcoming_event'],
  // Institutional services: the OTC desk is `gate_otc`, the broker programme is the referral
  // programme's broker tab (`affiliate`), asset management and wealth are Earn products, loans
  // are Earn's loans; the landing page and its programme are the VIP and institutional service.
  [/^\/institution\/otc(\/|$|#)|^\/institution\/?#\/otc/, 'gate_otc'],
  [/^\/institution\/?#\/broker/, 'affiliate'],
  [/^\/institution\/(wealth|loans)(\/|$|#)|^\/institution\/?#\/management/, 'earn'],
  [/^\/institution\/?(#|$)|^\/vip(\/|$)/, 'vip_service'],
  // Gate Shop: `gate_shop`.
  [/^\/shop(\/|$)/, 'gate_shop'],
  // Learning content: the academy and the blog.
  [/^\/(learn|blog)(\/|$)/, 'learn'],
  // The social feed (posts, profiles, live streams) has no listed code: `community`.
  [/^\/(post|profile|live)(\/|$)/, 'community'],
  // Card and bank purchases have codes of their own, before the fiat family that holds them.
  [/^\/crypto\/buy\/with-credit-card(\/|$)/, 'credit_paywith_card'],
  [/^\/crypto\/buy\/with-bank-account(\/|$)/, 'bank_card'],
  // Buying crypto with fiat, P2P and the P2P loan: `fiat_trade`.
  [/^\/(crypto|c2c\/market|c2cloan)(\/|$)/, 'fiat_trade'],
  // Gate Card: `gate_card`.
  [/^\/card(\/|$)/, 'gate_card'],
  // Coin prices and market rankings are market information, no listed code: `market_info`.
  [/^\/(price|rank)(\/|$)/, 'market_info'],
  // Trading bots (their pages and the trade page's bot mode, below): `strategy_bot`.
  [/^\/(strategybot|crypto-trading-bots)(\/|$)/, 'strategy_bot'],
  // Spot trading, Pilot, Convert, pre-market and pre-mint: `spot_trade`.
  [/^\/(trade|pilot|convert|pre-market|premint)(\/|$)/, 'spot_trade'],
  // ETFs and margin lending: `margin_etf_trade`.
  [/^\/(etf|margin\/lend)(\/|$)/, 'margin_etf_trade'],
  // Launch products (Startup, its mining, the web3 launchpads, BRC-20 inscriptions): `startup`.
  [/^\/(startup|startup-mining|web3\/startup|web3\/inscription-launchpad|inscription\/bitcoin\/brc-20|launchpool|launchpad)(\/|$)/, 'startup'],
  // Futures, delivery, options, copy trading, the unified account and the testnet's futures and
  // options: `derivatives`.
  [/^\/(futures_center|futures|futures_delivery|futures-delivery|options|copytrading|unified-trading-account|testnet\/(futures|options))(\/|$)/, 'derivatives'],
  // Earn products (simple earn, HODL, structured products, auto-invest, dual currency, ETH2 and
  // the staking of GT, TRX, SOL and TON, crypto loans) have no listed code: `earn`.
  [/^\/(simple-earn|hodl|structured_financial\/home|auto-investment|dual-currency-investment|eth2|staking\/(GT|TRX|SOL|TON)|cryptoloan)(\/|$)/i, 'earn'],
  // The OTC desk: `gate_otc`.
  [/^\/otc(\/|$)/, 'gate_otc'],
  // The developers' (API) pages: `developers`.
  [/^\/developers(\/|$)/, 'developers'],
];

/** The trade page's bot modes (compliance-and-dialogs.md §2, trade query variants). */
const BOT_TYPES = new Set([
  'spot_grid', 'futures_grid', 'martingale', 'smart-position', 'compose-indicator', 'spot-future-arbitrage', 'infinite_grid', 'margin_grid',
]);

/**
 * The menu code of a language-free page address (path with its query and fragment: the trade
 * page's query variants and the institution page's `#/…` routes count), or undefined when no
 * compliance code governs it.
 */
export function menuCodeForPath(address: string): string | undefined {
  const hashAt = address.indexOf('#');
  const beforeHash = hashAt < 0 ? address : address.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const hash = hashAt < 0 ? '' : address.slice(hashAt);
  if (/^\/trade(\/|$)/.test(path)) {
    const query = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1));
    // The isolated-margin tab is margin, the bot mode is a bot: not spot (§2, trade query variants).
    if (query.get('tab') === 'isolated_margin') return 'margin_etf_trade';
    if (query.get('tradModel') === 'strategybot' && BOT_TYPES.has(query.get('strategyType') ?? '')) return 'strategy_bot';
  }
  // The fragment matters only for the institution page's routes (`/institution#/otc`).
  return TABLE.find(([pattern]) => pattern.test(path) || (hash !== '' && pattern.test(path + hash)))?.[1];
}
