import type { MenuEntry } from './types';

const FUNDS = '/myaccount/myfunds';

/** Funds (site-chrome.md §2), for logged-in users. */
export const FUNDS_MENU: readonly MenuEntry[] = [
  { id: 'funds.overview', label: 'nav.funds.overview', route: FUNDS },
  { id: 'funds.spot', label: 'nav.funds.spot', route: `${FUNDS}/spot` },
  { id: 'funds.futures', label: 'nav.funds.futures', route: `${FUNDS}/futures`, flag: 'derivatives', menuCode: 'derivatives', limited: true },
  { id: 'funds.margin', label: 'nav.funds.margin', route: `${FUNDS}/margin`, menuCode: 'margin_etf_trade', limited: true, country233: true },
  { id: 'funds.crossMargin', label: 'nav.funds.crossMargin', route: `${FUNDS}/cross_margin`, limited: true, rule: 'crossMargin' },
  { id: 'funds.quant', label: 'nav.funds.quant', route: `${FUNDS}/quantitative` },
  { id: 'funds.earn', label: 'nav.funds.earn', route: `${FUNDS}/financial_staking`, flag: 'finance' },
  { id: 'funds.options', label: 'nav.funds.options', route: `${FUNDS}/short_term_options`, flag: 'derivatives', menuCode: 'derivatives', limited: true },
  { id: 'funds.payment', label: 'nav.funds.payment', route: `${FUNDS}/payment`, menuCode: 'gatepay' },
  { id: 'funds.pilot', label: 'nav.funds.pilot', route: '/myaccount/funds/pilot', flag: 'web3', limited: true, rule: 'pilotAccount' },
  { id: 'funds.bot', label: 'nav.funds.bot', route: '/myaccount/funds/bot-account' },
  { id: 'funds.deposit', label: 'nav.funds.deposit', route: '/myaccount/deposit/USDT', flag: 'deposit', menuCode: 'deposit' },
  { id: 'funds.depositCode', label: 'nav.funds.depositCode', route: '/myaccount/deposit_gatecode', flag: 'deposit', menuCode: 'deposit', hiddenOn: ['america', 'japan', 'uk'] },
  { id: 'funds.depositFiat', label: 'nav.funds.depositFiat', route: '/myaccount/deposit_fiat', routeOn: { japan: '/myaccount/deposit_fiat/JPY' },
    flag: 'deposit', menuCode: 'fiat_trade' },
  { id: 'funds.withdraw', label: 'nav.funds.withdraw', route: '/myaccount/withdraw/USDT', flag: 'withdraw' },
  { id: 'funds.withdrawInternal', label: 'nav.funds.withdrawInternal', route: '/myaccount/withdraw_internal/USDT', flag: 'withdraw' },
  { id: 'funds.withdrawFiat', label: 'nav.funds.withdrawFiat', route: '/myaccount/withdraw_fiat', flag: 'withdraw', menuCode: 'fiat_trade' },
  // With `microApps.transfer` the funds-transfer micro-app opens in a dialog; else (and when it fails) the page.
  { id: 'funds.transfer', label: 'nav.funds.transfer', route: '/myaccount/transfer', action: 'transfer' },
  { id: 'funds.history', label: 'nav.funds.history', route: '/myaccount/mypurselog' },
  { id: 'funds.statement', label: 'nav.funds.statement', route: '/myaccount/account_statement' },
  { id: 'funds.proof', label: 'nav.funds.proof', route: '/myaccount/myavailableproof' },
  { id: 'funds.points', label: 'nav.funds.points', route: '/myaccount/point_manage' },
];

/** Orders; `{c2c}` is the C2C order market (CNY, KRW or VND). UK and Italy limits hide the leveraged order types. */
export const ORDERS_MENU: readonly MenuEntry[] = [
  { id: 'orders.spot', label: 'nav.orders.spot', route: '/myaccount/myorders', flag: 'spotOrder' },
  { id: 'orders.futures', label: 'nav.orders.futures', route: '/myaccount/futures_trade?type=usdt', flag: 'derivatives', menuCode: 'derivatives', limited: true },
  { id: 'orders.futuresBtc', label: 'nav.orders.futuresBtc', route: '/myaccount/futures_trade?type=btc', flag: 'derivatives', menuCode: 'derivatives', limited: true },
  { id: 'orders.futuresHistory', label: 'nav.orders.futuresHistory', route: '/myaccount/futures_trade/order_history', flag: 'derivatives', menuCode: 'derivatives', limited: true },
  { id: 'orders.delivery', label: 'nav.orders.delivery', route: '/myaccount/futures_delivery/order_history', flag: 'derivatives', menuCode: 'derivatives', limited: true },
  { id: 'orders.margin', label: 'nav.orders.margin', route: '/myaccount/margin', menuCode: 'margin_etf_trade', limited: true, country233: true },
  { id: 'orders.crossMargin', label: 'nav.orders.crossMargin', route: '/myaccount/cross_margin', limited: true, rule: 'crossMargin' },
  { id: 'orders.pilot', label: 'nav.orders.pilot', route: '/myaccount/order/pilot', flag: 'web3', limited: true },
  { id: 'orders.c2c', label: 'nav.orders.c2c', route: '/c2c/orders/USDT_{c2c}?tab_type=history', flag: 'otc', menuCode: 'fiat_trade' },
  { id: 'orders.payment', label: 'nav.orders.payment', route: '/myaccount/payment_bills', menuCode: 'gatepay' },
  { id: 'orders.convert', label: 'nav.orders.convert', route: '/myaccount/convert' },
  { id: 'orders.earn', label: 'nav.orders.earn', route: '/myaccount/finance/lock_earn', flag: 'finance' },
  { id: 'orders.bots', label: 'nav.orders.bots', route: '/strategybot', menuCode: 'strategy_bot', flag: 'multipleOrder', limited: true },
];

/**
 * The Account menu's routes (site-chrome.md §2), for the personal centre. Deposit and Switch
 * Account are buttons there; their rules are `canDeposit` and `canSwitchAccount` in src/rules/access.ts.
 */
export const ACCOUNT_MENU: readonly MenuEntry[] = [
  { id: 'account.profile', label: 'nav.account.profile', route: '/myaccount/profile', loginOnly: true, flag: 'personalInfo' },
  { id: 'account.kyc', label: 'nav.account.kyc', route: '/myaccount/kyc_home', loginOnly: true },
  { id: 'account.security', label: 'nav.account.security', route: '/myaccount/security-setting', loginOnly: true },
  { id: 'account.coupons', label: 'nav.account.coupons', route: '/myaccount/coupon_center', loginOnly: true, flag: 'giveaways' },
  { id: 'account.api', label: 'nav.account.api', route: '/myaccount/api_key_manage', loginOnly: true },
  { id: 'account.sub', label: 'nav.account.sub', route: '/myaccount/sub_account_manage', loginOnly: true, rule: 'subAccountManage' },
  { id: 'account.tickets', label: 'nav.account.tickets', route: '/myaccount/tickets', loginOnly: true, flag: 'help' },
  { id: 'account.support', label: 'nav.account.support', route: '/groupchat/service?platform=web', flag: 'help' },
  { id: 'account.reminder', label: 'nav.account.reminder', route: '/reminder', loginOnly: true, flag: 'notification' },
  { id: 'account.deposit', label: 'nav.account.deposit', route: '/myaccount/deposit/USDT', loginOnly: true, rule: 'deposit' },
  { id: 'account.switch', label: 'nav.account.switch', loginOnly: true, rule: 'switchAccount' },
  { id: 'account.logout', label: 'nav.account.logout', loginOnly: true, flag: 'logout' },
  { id: 'account.login', label: 'nav.account.login', route: '/login', guestOnly: true, flag: 'login' },
  { id: 'account.signup', label: 'nav.account.signup', route: '/signup', guestOnly: true, flag: 'register' },
];
