import type { MenuEntry } from './types';

/**
 * The header's top-level menus and their links (site-chrome.md §2, "Header and menu routes").
 * Later work adds entries here, not markup.
 */
export const HEADER_MENUS: readonly MenuEntry[] = [
  {
    id: 'buy', label: 'nav.buy', flag: 'payWith',
    children: [
      { id: 'buy.quick', label: 'nav.buy.quick', desc: 'nav.buy.quick.desc', route: '/crypto/buy?crypto=USDT&fiat={fiat}', menuCode: 'fiat_trade' },
      { id: 'buy.card', label: 'nav.buy.card', desc: 'nav.buy.card.desc', route: '/crypto/buy/with-credit-card?method=card&fiat={fiat}', menuCode: 'credit_paywith_card' },
      { id: 'buy.bank', label: 'nav.buy.bank', desc: 'nav.buy.bank.desc', route: '/crypto/buy/with-bank-account?method=bank&fiat={fiat}', menuCode: 'bank_card' },
      { id: 'buy.p2p', label: 'nav.buy.p2p', desc: 'nav.buy.p2p.desc', route: '/c2c/market?fiat={fiat}', menuCode: 'fiat_trade', flag: 'otc' },
      { id: 'buy.card-product', label: 'nav.buy.gatecard', desc: 'nav.buy.gatecard.desc', route: '/card', menuCode: 'gate_card' },
    ],
  },
  { id: 'markets', label: 'nav.markets', route: '/price' },
  {
    id: 'trade', label: 'nav.trade', flag: 'trade', menuCode: 'spot_trade',
    children: [
      { id: 'trade.spot', label: 'nav.trade.spot', desc: 'nav.trade.spot.desc', route: '/trade/{pair}' },
      { id: 'trade.margin', label: 'nav.trade.margin', desc: 'nav.trade.margin.desc', route: '/trade/{pair}?tab=isolated_margin', limited: true, menuCode: 'margin_etf_trade' },
      { id: 'trade.convert', label: 'nav.trade.convert', desc: 'nav.trade.convert.desc', route: '/convert' },
      { id: 'trade.pilot', label: 'nav.trade.pilot', desc: 'nav.trade.pilot.desc', route: '/pilot', flag: 'web3', limited: true },
      { id: 'trade.premarket', label: 'nav.trade.premarket', desc: 'nav.trade.premarket.desc', route: '/premint' },
      { id: 'trade.etf', label: 'nav.trade.etf', desc: 'nav.trade.etf.desc', route: '/etf', menuCode: 'margin_etf_trade', limited: true },
      { id: 'trade.copy', label: 'nav.trade.copy', desc: 'nav.trade.copy.desc', route: '/copytrading', limited: true },
      { id: 'trade.bots', label: 'nav.trade.bots', desc: 'nav.trade.bots.desc', route: '/crypto-trading-bots' },
    ],
  },
  {
    id: 'derivatives', label: 'nav.derivatives', flag: 'derivatives', menuCode: 'derivatives', limited: true,
    children: [
      { id: 'derivatives.usdt', label: 'nav.derivatives.usdt', desc: 'nav.derivatives.usdt.desc', route: '/futures/USDT/BTC_USDT' },
      { id: 'derivatives.delivery', label: 'nav.derivatives.delivery', desc: 'nav.derivatives.delivery.desc', route: '/futures-delivery/USDT' },
      { id: 'derivatives.options', label: 'nav.derivatives.options', desc: 'nav.derivatives.options.desc', route: '/options/BTC_USDT' },
      { id: 'derivatives.unified', label: 'nav.derivatives.unified', desc: 'nav.derivatives.unified.desc', route: '/unified-trading-account' },
      { id: 'derivatives.guide', label: 'nav.derivatives.guide', desc: 'nav.derivatives.guide.desc', route: '/futures/trading-guide-for-beginners' },
      { id: 'derivatives.competition', label: 'nav.derivatives.competition', desc: 'nav.derivatives.competition.desc', route: '/competition/center/futures' },
    ],
  },
  {
    id: 'earn', label: 'nav.earn', flag: 'finance',
    children: [
      { id: 'earn.simple', label: 'nav.earn.simple', desc: 'nav.earn.simple.desc', route: '/simple-earn' },
      { id: 'earn.launchpool', label: 'nav.earn.launchpool', desc: 'nav.earn.launchpool.desc', route: '/launchpool', menuCode: 'startup' },
      { id: 'earn.hodler', label: 'nav.earn.hodler', desc: 'nav.earn.hodler.desc', route: '/hodler-airdrop' },
      { id: 'earn.structured', label: 'nav.earn.structured', desc: 'nav.earn.structured.desc', route: '/structured_financial/home' },
      { id: 'earn.auto', label: 'nav.earn.auto', desc: 'nav.earn.auto.desc', route: '/auto-investment?source=earn' },
      { id: 'earn.loan', label: 'nav.earn.loan', desc: 'nav.earn.loan.desc', route: '/cryptoloan' },
      { id: 'earn.staking', label: 'nav.earn.staking', desc: 'nav.earn.staking.desc', route: '/staking' },
    ],
  },
  {
    id: 'info', label: 'nav.info',
    children: [
      { id: 'info.announcements', label: 'nav.info.announcements', route: '/announcements', flag: 'news', menuCode: 'latest_news' },
      { id: 'info.referral', label: 'nav.info.referral', route: '/referral', flag: 'referral' },
      { id: 'info.affiliate', label: 'nav.info.affiliate', route: '/referral/affiliate', menuCode: 'affiliate', flag: 'referral' },
      { id: 'info.vip', label: 'nav.info.vip', route: '/vip', menuCode: 'vip_service' },
      { id: 'info.por', label: 'nav.info.por', route: '/proof-of-reserves' },
      { id: 'info.learn', label: 'nav.info.learn', route: '/learn', flag: 'learn', menuCode: 'learn' },
      { id: 'info.help', label: 'nav.info.help', route: '/help', flag: 'help', menuCode: 'help_center' },
      { id: 'info.rewards', label: 'nav.info.rewards', route: '/rewards_hub', flag: 'giveaways' },
    ],
  },
];
