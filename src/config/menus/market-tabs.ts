/** The tabs of the market panels: keys of `common/tabs` (area `web_trade`) for which the chrome has a list. */
export const MARKET_TABS = ['spot', 'margin', 'futures', 'pilot', 'pre_market'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];

/**
 * What a menu entry with an extra panel opens (`extraPanel`): a tab, or the pre-market tab on its
 * pre-mint list (site-chrome.md §4 "Pre-market tab switches between pre-mint and pre-market
 * lists"). The panels' rules are in features/markets/view-rules.ts.
 */
export type ExtraPanel = MarketTab | 'pre_mint';
