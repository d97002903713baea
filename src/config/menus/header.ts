import { SITE_KEYS, type SiteKey } from '../sites';
import { REGULATED_SITES } from './regulated';
import type { MenuEntry, MenuPanelData } from './types';
import { TOP_MENUS, USER_MENUS } from './top';
import { FUNDS_MENU, ORDERS_MENU } from './account';
import { COMMUNITY_MENU, INFO_COLUMN, INFO_COLUMN_EU, INFO_MENU, MORE_MENU } from './header-info';

const REGULATED = REGULATED_SITES;
const ALL_BUT = (...keep: SiteKey[]): SiteKey[] => SITE_KEYS.filter((s) => !keep.includes(s));

/** Trade (site-chrome.md §2); `{pair}` is the site's default pair. */
export const TRADE_MENU: readonly MenuEntry[] = [
  { id: 'trade.spot', label: 'nav.trade.spot', desc: 'nav.trade.spot.desc', route: '/trade/{pair}', menuCode: 'spot_trade', extraPanel: 'spot' },
  { id: 'trade.margin', label: 'nav.trade.margin', desc: 'nav.trade.margin.desc', route: '/trade/{pair}?tab=isolated_margin',
    menuCode: 'margin_etf_trade', limited: true, country233: true, hiddenOn: ['america', 'japan', 'hongkong'], extraPanel: 'margin' },
  { id: 'trade.convert', label: 'nav.trade.convert', desc: 'nav.trade.convert.desc', route: '/convert', menuCode: 'spot_trade' },
  { id: 'trade.pilot', label: 'nav.trade.pilot', desc: 'nav.trade.pilot.desc', route: '/pilot', menuCode: 'spot_trade', flag: 'web3', limited: true,
    hiddenOn: REGULATED, badge: 'hot', extraPanel: 'pilot' },
  { id: 'trade.premint', label: 'nav.trade.premint', desc: 'nav.trade.premint.desc', route: '/premint', menuCode: 'spot_trade', hiddenOn: REGULATED, extraPanel: 'pre_mint' },
  { id: 'trade.premarket', label: 'nav.trade.premarket', desc: 'nav.trade.premarket.desc', route: '/pre-market', menuCode: 'spot_trade', hiddenOn: REGULATED, badge: 'new', extraPanel: 'pre_market' },
  { id: 'trade.etf', label: 'nav.trade.etf', desc: 'nav.trade.etf.desc', route: '/etf', menuCode: 'margin_etf_trade', limited: true,
    hiddenOn: ['america', 'japan', 'uk', 'hongkong', 'singapore'] },
  { id: 'trade.copy', label: 'nav.trade.copy', desc: 'nav.trade.copy.desc', route: '/copytrading', menuCode: 'derivatives', limited: true, country233: true,
    euUpcoming: true, hiddenOn: ['hongkong', 'japan', 'america'] },
  { id: 'trade.bots', label: 'nav.trade.bots', desc: 'nav.trade.bots.desc', route: '/crypto-trading-bots', menuCode: 'strategy_bot', euUpcoming: true,
    hiddenOn: ['hongkong', 'japan'] },
];

/** Derivatives; the whole menu is limited and carries the `derivatives` code. */
export const DERIVATIVES_MENU: readonly MenuEntry[] = [
  { id: 'derivatives.usdt', label: 'nav.derivatives.usdt', desc: 'nav.derivatives.usdt.desc', route: '/futures/USDT/BTC_USDT', extraPanel: 'futures' },
  { id: 'derivatives.delivery', label: 'nav.derivatives.delivery', desc: 'nav.derivatives.delivery.desc', route: '/futures-delivery/USDT' },
  { id: 'derivatives.options', label: 'nav.derivatives.options', desc: 'nav.derivatives.options.desc', route: '/options/BTC_USDT' },
  { id: 'derivatives.unified', label: 'nav.derivatives.unified', desc: 'nav.derivatives.unified.desc', route: '/unified-trading-account' },
  { id: 'derivatives.guide', label: 'nav.derivatives.guide', desc: 'nav.derivatives.guide.desc', route: '/futures/trading-guide-for-beginners' },
  { id: 'derivatives.competition', label: 'nav.derivatives.competition', desc: 'nav.derivatives.competition.desc', route: '/competition/center/futures', menuCode: 'upcoming_event' },
];

/** Buy crypto; `{fiat}` is the fiat chosen in the Pay-with panel. */
export const BUY_MENU: readonly MenuEntry[] = [
  { id: 'buy.quick', label: 'nav.buy.quick', desc: 'nav.buy.quick.desc', route: '/crypto/buy?crypto=USDT&fiat={fiat}', menuCode: 'fiat_trade' },
  { id: 'buy.card', label: 'nav.buy.card', desc: 'nav.buy.card.desc', route: '/crypto/buy/with-credit-card?method=card&fiat={fiat}',
    menuCode: 'credit_paywith_card', payMethod: 'creditCard' },
  { id: 'buy.bank', label: 'nav.buy.bank', desc: 'nav.buy.bank.desc', route: '/crypto/buy/with-bank-account?method=bank&fiat={fiat}',
    menuCode: 'bank_card', payMethod: 'bankTransfer' },
  { id: 'buy.p2p', label: 'nav.buy.p2p', desc: 'nav.buy.p2p.desc', route: '/c2c/market?fiat={fiat}', menuCode: 'fiat_trade', flag: 'otc', payMethod: 'p2p' },
  { id: 'buy.express', label: 'nav.buy.express', desc: 'nav.buy.express.desc', route: '/buy-sell/buy-{fiat}-usdt', menuCode: 'fiat_trade', flag: 'otc' },
  { id: 'buy.sell', label: 'nav.buy.sell', desc: 'nav.buy.sell.desc', route: '/buy-sell/sell-usdt-{fiat}', menuCode: 'fiat_trade', flag: 'otc' },
  { id: 'buy.sale', label: 'nav.buy.sale', desc: 'nav.buy.sale.desc', route: '/sale', flag: 'japanBuySell', hiddenOn: ALL_BUT('japan') },
  { id: 'buy.guide', label: 'nav.buy.guide', desc: 'nav.buy.guide.desc', route: '/buy-sell-crypto' },
  { id: 'buy.gatecard', label: 'nav.buy.gatecard', desc: 'nav.buy.gatecard.desc', route: '/card', menuCode: 'gate_card', hiddenOn: ['america', 'japan'] },
  { id: 'buy.all', label: 'nav.buy.all', route: '/crypto', menuCode: 'fiat_trade' },
];

/** Earn in second-level groups; each group shows in columns of EARN_COLUMN items. */
export const EARN_MENU: readonly MenuEntry[] = [
  { id: 'earn.wealth', label: 'nav.earn.wealth', children: [
    { id: 'earn.simple', label: 'nav.earn.simple', desc: 'nav.earn.simple.desc', route: '/simple-earn', menuCode: 'earn' },
    { id: 'earn.structured', label: 'nav.earn.structured', desc: 'nav.earn.structured.desc', route: '/structured_financial/home', menuCode: 'earn' },
    { id: 'earn.auto', label: 'nav.earn.auto', desc: 'nav.earn.auto.desc', route: '/auto-investment?source=earn', menuCode: 'earn' },
    { id: 'earn.dual', label: 'nav.earn.dual', desc: 'nav.earn.dual.desc', route: '/dual-currency-investment', menuCode: 'earn', limited: true },
    { id: 'earn.hodl', label: 'nav.earn.hodl', desc: 'nav.earn.hodl.desc', route: '/hodl', menuCode: 'earn' },
    { id: 'earn.institutionWealth', label: 'nav.earn.institutionWealth', desc: 'nav.earn.institutionWealth.desc', route: '/institution/wealth', menuCode: 'earn', flag: 'organization' },
    { id: 'earn.quant', label: 'nav.earn.quant', desc: 'nav.earn.quant.desc', route: '/institution/quant-fund', flag: 'organization', hiddenOn: REGULATED },
  ] },
  { id: 'earn.stake', label: 'nav.earn.stake', children: [
    { id: 'earn.staking', label: 'nav.earn.staking', desc: 'nav.earn.staking.desc', route: '/staking' },
    { id: 'earn.stakingGt', label: 'nav.earn.stakingGt', desc: 'nav.earn.stakingGt.desc', route: '/staking/GT', menuCode: 'earn' },
    { id: 'earn.eth2', label: 'nav.earn.eth2', desc: 'nav.earn.eth2.desc', route: '/eth2', menuCode: 'earn' },
  ] },
  { id: 'earn.launch', label: 'nav.earn.launch', children: [
    { id: 'earn.launchpool', label: 'nav.earn.launchpool', desc: 'nav.earn.launchpool.desc', route: '/launchpool', menuCode: 'startup', euUpcoming: true },
    { id: 'earn.hodler', label: 'nav.earn.hodler', desc: 'nav.earn.hodler.desc', route: '/hodler-airdrop', euUpcoming: true },
    { id: 'earn.candy', label: 'nav.earn.candy', desc: 'nav.earn.candy.desc', route: '/candy-drop', hiddenOn: REGULATED },
    { id: 'earn.launchpad', label: 'nav.earn.launchpad', desc: 'nav.earn.launchpad.desc', route: '/launchpad', menuCode: 'startup', hiddenOn: REGULATED },
    { id: 'earn.airdrop', label: 'nav.earn.airdrop', desc: 'nav.earn.airdrop.desc', route: '/web3/airdrop', flag: 'web3', limited: true },
  ] },
  { id: 'earn.loans', label: 'nav.earn.loans', children: [
    { id: 'earn.loan', label: 'nav.earn.loan', desc: 'nav.earn.loan.desc', route: '/cryptoloan', menuCode: 'earn', country233: true },
    { id: 'earn.c2cloan', label: 'nav.earn.c2cloan', desc: 'nav.earn.c2cloan.desc', route: '/c2cloan/cny', menuCode: 'fiat_trade', flag: 'otc', country233: true, hiddenOn: REGULATED },
  ] },
];

/** Items per column in an Earn group (site-chrome.md §9). */
export const EARN_COLUMN = 6;

/**
 * Each dropdown's items and layout. Promotions in columns of 5 (8 on the EU site) beside the
 * referral teaser and Earn's groups in columns of 6 are site-chrome.md §9's splits; Buy Crypto
 * (5, under its Pay-with picker), Trade in one column (9) beside its market panels, the asset,
 * order and More lists (7) and the rest (6) follow the design.
 */
const PANELS: Record<string, MenuPanelData> = {
  buy: { items: BUY_MENU, layout: { perColumn: 5, payWith: true } },
  // One column: the market panel opens right beside it, so the pointer reaches it crossing no other entry.
  trade: { items: TRADE_MENU, layout: { perColumn: 9 } },
  derivatives: { items: DERIVATIVES_MENU, layout: { perColumn: 6 } },
  earn: { items: EARN_MENU, layout: { perColumn: EARN_COLUMN, groups: true } },
  community: { items: COMMUNITY_MENU, layout: { perColumn: 6 } },
  info: { items: INFO_MENU, layout: { perColumn: INFO_COLUMN, perColumnOn: { eu: INFO_COLUMN_EU }, teaser: 'info.referral' } },
  more: { items: MORE_MENU, layout: { perColumn: 7 } },
  funds: { items: FUNDS_MENU, layout: { perColumn: 7 } },
  orders: { items: ORDERS_MENU, layout: { perColumn: 7 } },
};

const EMPTY: MenuPanelData = { items: [], layout: { perColumn: 6 } };

const withPanel = (entry: MenuEntry): MenuEntry =>
  (entry.children ? { ...entry, children: panelOf(entry.id).items } : entry);

/** Every header entry of site-chrome.md §2 as one tree: the top bar's menus with their panels. */
export const HEADER_MENUS: readonly MenuEntry[] = TOP_MENUS.map(withPanel);
export const HEADER_USER_MENUS: readonly MenuEntry[] = USER_MENUS.map(withPanel);

/** The panel of one top-level menu: its items and their layout. */
export function panelOf(id: string): MenuPanelData {
  return PANELS[id] ?? EMPTY;
}
