import { describe, expect, it } from 'vitest';
import { menuCodeForPath } from './menu-codes';

/**
 * Every path family of compliance-and-dialogs.md §2's table, with the code chosen for it (see the
 * comments of menu-codes.ts), and the trade page's query variants.
 */
const FAMILIES: ReadonlyArray<readonly [string, string]> = [
  ['/nft', 'nft'], ['/nft/collection/abc', 'nft'],
  ['/rank', 'market_info'], ['/price', 'market_info'], ['/price/bitcoin-btc', 'market_info'],
  ['/help', 'help_center'], ['/help/faq/123', 'help_center'],
  ['/announcements', 'latest_news'], ['/announcements/newlisted', 'latest_news'], ['/live-news', 'latest_news'],
  ['/affiliate', 'affiliate'], ['/referral', 'affiliate'], ['/referral/ABC123', 'affiliate'], ['/referral/affiliate', 'affiliate'],
  ['/rewards_hub', 'upcoming_event'], ['/competition', 'upcoming_event'], ['/competition/center/futures', 'upcoming_event'],
  ['/institution', 'vip_service'], ['/institution#/program', 'vip_service'], ['/institution/#/program', 'vip_service'],
  ['/institution#/management', 'earn'], ['/institution#/broker', 'affiliate'], ['/institution#/otc', 'gate_otc'],
  ['/institution/wealth', 'earn'], ['/institution/loans', 'earn'], ['/institution/otc', 'gate_otc'],
  ['/shop', 'gate_shop'], ['/learn', 'learn'], ['/learn/articles/x', 'learn'], ['/blog', 'learn'],
  ['/post', 'community'], ['/post/12', 'community'], ['/profile/satoshi', 'community'], ['/live', 'community'],
  ['/crypto', 'fiat_trade'], ['/crypto/buy', 'fiat_trade'], ['/crypto/buy?crypto=USDT&fiat=EUR', 'fiat_trade'],
  ['/crypto/buy/with-credit-card?method=card&fiat=EUR', 'credit_paywith_card'],
  ['/crypto/buy/with-bank-account?method=bank&fiat=EUR', 'bank_card'],
  ['/c2c/market', 'fiat_trade'], ['/c2cloan/cny', 'fiat_trade'],
  ['/card', 'gate_card'],
  ['/trade/BTC_USDT', 'spot_trade'], ['/pilot', 'spot_trade'], ['/convert', 'spot_trade'], ['/pre-market', 'spot_trade'], ['/premint', 'spot_trade'],
  ['/etf', 'margin_etf_trade'], ['/margin/lend', 'margin_etf_trade'],
  ['/startup', 'startup'], ['/startup-mining', 'startup'], ['/web3/startup', 'startup'], ['/web3/inscription-launchpad', 'startup'],
  ['/inscription/bitcoin/brc-20', 'startup'], ['/launchpool', 'startup'],
  ['/futures_center', 'derivatives'], ['/futures/USDT/BTC_USDT', 'derivatives'], ['/futures_delivery', 'derivatives'],
  ['/futures-delivery/USDT', 'derivatives'], ['/options/BTC_USDT', 'derivatives'], ['/copytrading', 'derivatives'],
  ['/unified-trading-account', 'derivatives'], ['/testnet/futures/USDT/BTC_USDT', 'derivatives'], ['/testnet/options', 'derivatives'],
  ['/simple-earn', 'earn'], ['/hodl', 'earn'], ['/structured_financial/home', 'earn'], ['/auto-investment?source=earn', 'earn'],
  ['/dual-currency-investment', 'earn'], ['/cryptoloan', 'earn'], ['/eth2', 'earn'],
  ['/staking/GT', 'earn'], ['/staking/TRX', 'earn'], ['/staking/SOL', 'earn'], ['/staking/TON', 'earn'],
  ['/strategybot', 'strategy_bot'], ['/crypto-trading-bots', 'strategy_bot'],
  ['/developers', 'developers'], ['/otc', 'gate_otc'], ['/otc/transaction', 'gate_otc'],
  ['/vip', 'vip_service'],
];

const BOT_TYPES = ['spot_grid', 'futures_grid', 'martingale', 'smart-position', 'compose-indicator', 'spot-future-arbitrage', 'infinite_grid', 'margin_grid'];

describe('menuCodeForPath (compliance-and-dialogs.md §2)', () => {
  it.each(FAMILIES)('%s → %s', (path, code) => {
    expect(menuCodeForPath(path)).toBe(code);
  });

  it.each<readonly [string, string]>([
    ['/trade/BTC_USDT?tab=isolated_margin', 'margin_etf_trade'],
    ['/trade/ETH_USDT?foo=1&tab=isolated_margin', 'margin_etf_trade'],
    ...BOT_TYPES.map((type) => [`/trade/BTC_USDT?tradModel=strategybot&strategyType=${type}`, 'strategy_bot'] as const),
    // An unknown bot type and a query of another page stay what the path says.
    ['/trade/BTC_USDT?tradModel=strategybot&strategyType=moon', 'spot_trade'],
    ['/convert?tab=isolated_margin', 'spot_trade'],
  ])('trade query variant %s → %s', (path, code) => {
    expect(menuCodeForPath(path)).toBe(code);
  });

  it.each([
    '/', '/about_us', '/state_compliance_tips', '/myaccount/security', '/staking', '/staking/BTC', '/nfts', '/trades',
    '/livestream', '/crypto-news', '/institutional', '/price-alert', '/help-me', '/login', '/signup', '/web3',
  ])('%s is governed by no code', (path) => {
    expect(menuCodeForPath(path)).toBeUndefined();
  });
});
