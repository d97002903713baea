// Scenarios pick what the dev API answers. The demo control panel writes the `dev_scenario`
// cookie; several names may be combined with commas ("user,uk-limit"), later names winning.

export const SCENARIO_COOKIE = 'dev_scenario';

const DEFINITIONS = [
  { name: 'visitor', description: 'Logged out (the default).', login: false },
  { name: 'user', description: 'Logged in as "Satoshi N." (uid 10293847, KYC verified 4, safe level 2, VIP 3).', login: true },
  { name: 'sub-account', description: 'Logged in as a sub-account (is_sub 1).', login: true, user: { is_sub: 1 } },
  { name: 'low-kyc', description: 'Logged in, identity not verified (verified 0, VIP 0, safe level 1).', login: true, user: { verified: 0, tier_level: 0, safe_level: 1 } },
  { name: 'new-user', description: 'Logged in, brand-new account: no trading volume or assets yet (empty tier and funds fields), verified 0, safe level 0.', login: true, user: { tier_level: 0, verified: 0, safe_level: 0 }, emptyFunds: true },
  { name: 'high-kyc', description: 'Logged in, VIP 12, verified 4.', login: true, user: { tier_level: 12, verified: 4 } },
  { name: 'uk-limit', description: 'UK visitor restrictions (limit.is_uk_limit 1).', limit: { is_uk_limit: 1 }, user: { country: 'GB' } },
  { name: 'italy-limit', description: 'Italy restrictions (limit.is_italy_limit 1).', limit: { is_italy_limit: 1 }, user: { country: 'IT' } },
  { name: 'nl-limit', description: 'Logged-in Netherlands user (limit.is_nl_limit 1).', login: true, limit: { is_nl_limit: 1 }, user: { country: 'NL' } },
  { name: 'tr-user', description: 'Turkey user: the exchange chooser shows (limit.is_tr 1).', limit: { is_tr: 1 }, user: { country: 'TR' } },
  { name: 'restricted', description: 'Restricted location (limit.limit_country set): redirect to /state_compliance_tips.', limit: { limit_country: 'US' } },
  { name: 'ip-tips', description: 'IP-limit tips instead of a redirect (is_show_compliance_tips 1; derivatives, margin and startup hidden).', limit: { is_show_compliance_tips: 1 }, menu: ['derivatives', 'margin_etf_trade', 'startup'] },
  { name: 'derivatives-limit', description: 'Derivatives hidden by compliance without IP tips (menu ["derivatives"]): futures pages on the main site redirect to /state_compliance_tips.', menu: ['derivatives'] },
  { name: 'compliance-toast', description: 'Server-configured compliance toast (limit.toast_config).', toastConfig: true },
  { name: 'business-banner', description: 'Business compliance banner with HTML content and a {terms} link.', businessBanner: true },
  { name: 'restricted-modal', description: 'Restricted-location modal (limit.limit_country_toast set, no redirect); its message follows the login state (visitor, low or high KYC).', limit: { limit_country_toast: 1 } },
  { name: 'blocked-country', description: 'Visitor in a blocked country (limit.is_blocked_country 1, no limit_country): the restricted-location modal; its message follows the login state.', limit: { is_blocked_country: 1 } },
  { name: 'copper', description: 'Copper (institutional custody) account (limit.is_copper 1): the NFT entry is hidden (the footer\'s Products, the 404 page\'s Helpful links).', limit: { is_copper: 1 } },
  { name: 'state-limit', description: 'State limit (limit.limit_country "US"): the redirect, and on /state_compliance_tips the state-limit modal.', limit: { limit_country: 'US' } },
  { name: 'uk-chinese', description: 'UK-limited user on a Chinese page: the UK notice modal (open a page with lang zh or tw).', limit: { is_uk_limit: 1 }, user: { country: 'GB' } },
  { name: 'toast-offsite', description: 'Compliance toast whose OK points off-site (https://evil.example): OK only closes it.', toastConfig: true, toastRouter: 'https://evil.example/phish' },
  { name: 'toast-javascript', description: 'Compliance toast whose OK is a javascript: URL: OK only closes it.', toastConfig: true, toastRouter: 'javascript:window.__toastRouterRan=1' },
  { name: 'business-banners', description: 'Three business messages stacked in order: hostile HTML with a {terms} link, one with OK/cancel and no close button, one with a title only.', businessBanner: 'several' },
  { name: 'withdraw-only', description: 'Logged-in withdraw-only user (toast.is_withdraw_only_user 1).', login: true, toast: { is_withdraw_only_user: 1 } },
  { name: 'hk-user', description: 'Logged-in Hong Kong user (toast.is_hk_user 1).', login: true, toast: { is_hk_user: 1 }, user: { country: 'HK' } },
  { name: 'eu-visitor', description: 'Visitor located in the EU (toast.is_eu_user 1): the global site offers Gate.EU.', toast: { is_eu_user: 1 }, user: { country: 'FR' } },
  { name: 'phone-visitor', description: 'Logged out, as visitor, for the phone offers: open demo-pages/popups.html?gift=1 at 767 px wide or less (the width is the browser\'s) for the gift popup, then the app-download bar.', login: false },
  { name: 'newbie-prize', description: 'newbiePrizeGuide answers prize_num "25,000" (the default answer, "10,000", equals the popup\'s own default): the gift popup shows $25,000+.', newbiePrize: '25,000' },
  { name: 'newbie-prize-error', description: 'newbiePrizeGuide answers HTTP 500: the gift popup falls back to its default, $10,000+.', newbiePrize: 'error' },
  { name: 'non-eu-visitor', description: 'Visitor located outside the EU (toast.is_eu_user 0): the EU site offers the global one.', toast: { is_eu_user: 0 }, user: { country: 'SG' } },
  { name: 'kyc-toast', description: 'Logged-in risk user asked to upgrade KYC (toast.kyc_toast).', login: true, kycToast: true },
  { name: 'risk-user', description: 'Logged-in risk user: the KYC risk notice with the server message and guide, every 24 h (cookie risk_user_guide_10293847).', login: true, kycToast: { is_risk_user: 1 } },
  { name: 'risk-locked', description: 'Logged-in risk user whose notice may not be closed (risk_user_guide_be_closed 0) and whose guide URL is off-site (not followed).', login: true, kycToast: { is_risk_user: 1, risk_user_guide_be_closed: 0, risk_user_guide_frequency: 0, risk_user_guide_url: 'https://evil.example/kyc' } },
  { name: 'kyc-upgrade', description: 'Logged-in user asked to upgrade KYC: the upgrade notice, once per 12 h (cookie kyc_upgrade_notice).', login: true, kycToast: { show_kyc_upgrade_notice: 1 } },
  { name: 'kyc-tips', description: 'Logged-in user with KYC level 1 (verified 2): the KYC tip bar from the footer-tips call (path by site).', login: true, user: { verified: 2 }, kycTips: true },
  { name: 'nl-high', description: 'Logged-in Netherlands user at VIP 12: the notice again 30 days after the last confirmation.', login: true, limit: { is_nl_limit: 1 }, user: { country: 'NL', tier_level: 12 } },
  { name: 'uz-user', description: 'Logged-in Uzbekistan user at VIP 3 (is_uzbekistan_toast 1): the assets notice on every page, Confirm goes to the USDT withdrawal; the once-only Uzbekistan notice.', login: true, limit: { is_uzbekistan_toast: 1 }, user: { country: 'UZ' } },
  { name: 'uz-high', description: 'Logged-in Uzbekistan user at VIP 12: the assets notice again 30 days after the last confirmation.', login: true, limit: { is_uzbekistan_toast: 1 }, user: { country: 'UZ', tier_level: 12 } },
  { name: 'uz-visitor', description: 'Visitor from Uzbekistan (is_uzbekistan_toast 1): the once-only Uzbekistan notice.', limit: { is_uzbekistan_toast: 1 } },
  { name: 'brazil-toast', description: 'Visitor from Brazil (limit.brazil_toast 1): the Brazil notice.', limit: { brazil_toast: 1 } },
  { name: 'ltw-toast', description: 'Visitor under the LTW flag (limit.ltw_toast 1): the LTW notice.', limit: { ltw_toast: 1 } },
  { name: 'no-deposit', description: 'Deposit hidden by compliance (menu contains "deposit").', menu: ['deposit'] },
  { name: 'agency-affiliate', description: 'Logged in as an affiliate (rebate/get_user_info agency_type 1): the growth tabs add Affiliate.', login: true, agencyType: 1 },
  { name: 'agency-broker', description: 'Logged in as an agent (rebate/get_user_info agency_type 2, agents direct): the growth tabs add Broker.', login: true, agencyType: 2 },
  { name: 'cross-margin', description: 'Logged-in user in the cross-margin rollout (crossMarginUid 5).', login: true, crossMarginUid: 5 },
  { name: 'fundpass-no-msg', description: 'Logged in; a wrong fund password or authenticator code gets query_safe {result:false} without msg (the dialog says "Error"). Right: 123456 / 000000.', login: true, fundpassNoMsg: true },
  { name: 'bulletin-html', description: 'The home page\'s announcement is HTML with a script, an image handler and a javascript: link (sets window.__xss if one runs); its link is javascript: too.', bulletin: 'html' },
  { name: 'bulletin-long', description: 'The home page\'s announcement is long: two clamped lines on wide screens, a marquee on phones.', bulletin: 'long' },
  { name: 'no-bulletin', description: 'No announcement on any page.', bulletin: 'none' },
  { name: 'no-notifications', description: 'Logged in; the notification list of every tab is empty.', login: true, noNotifications: true },
  { name: 'markets-hang', description: 'The market calls (spots, futures, pilot, pre-market, pre-mint, trade tabs) never answer: each is held open until the client gives up, or ends with HTTP 504 after 60 s; every other call answers.', hang: 'market' },
  { name: 'markets-50ms', description: 'The market calls answer after 50 ms, like a near backend (the bench\'s cold hover); every other call answers at once.', delay: { group: 'market', ms: 50 } },
  { name: 'slow', description: 'Every call waits 6 s before answering (the SDK gives up at 4 s).', slow: true },
  { name: 'errors', description: 'Every call answers HTTP 500.', errors: true },
  { name: 'garbage', description: 'Every call answers 200 with malformed bodies (bad JSON, wrong types).', garbage: true },
  { name: 'xss', description: 'Logged in; every server text and link carries XSS payloads (sets window.__xss if one runs); the dev_xss cookie picks the corpus entry to start at.', login: true, xss: true, toastConfig: true, businessBanner: true },
];

const BY_NAME = new Map(DEFINITIONS.map((definition) => [definition.name, definition]));

/** [{ name, description }] for the demo control panel. */
export const SCENARIOS = Object.freeze(
  DEFINITIONS.map(({ name, description }) => Object.freeze({ name, description })),
);

/** Names in the cookie value that are real scenarios, in order; `['visitor']` when none. */
export function parseScenarioNames(cookieValue) {
  const names = String(cookieValue ?? '')
    .split(/[\s,]+/)
    .map((name) => name.trim().toLowerCase())
    .filter((name) => BY_NAME.has(name));
  return names.length > 0 ? [...new Set(names)] : ['visitor'];
}

/**
 * Folds the named scenarios into one state the fixtures read:
 * { names, login, user, limit, toast, menu, toastConfig, toastRouter, businessBanner, kycToast,
 *   crossMarginUid, agencyType, fundpassNoMsg, newbiePrize, bulletin, noNotifications, hang, delay, slow, errors, garbage, xss }
 * `agencyType` is the referral info's agency_type (null: 1 for a VIP 12 account, else 0).
 * `newbiePrize` is the prize_num to answer, or 'error' for an HTTP 500 (null: the usual "10,000").
 * `hang` names a group of routes (see routes/index.mjs) whose calls are held open unanswered;
 * `delay` ({ group, ms }) holds a group's calls that long before answering.
 */
export function resolveScenario(cookieValue) {
  const state = {
    names: parseScenarioNames(cookieValue),
    login: false, user: {}, limit: {}, toast: {}, menu: [],
    toastConfig: false, toastRouter: null, businessBanner: false, kycToast: false, kycTips: false, crossMarginUid: 0, agencyType: null, emptyFunds: false,
    fundpassNoMsg: false, newbiePrize: null, bulletin: 'text', noNotifications: false,
    hang: null, delay: null, slow: false, errors: false, garbage: false, xss: false,
  };
  for (const name of state.names) {
    const { description: _description, name: _name, user, limit, toast, menu, ...flags } = BY_NAME.get(name);
    Object.assign(state, flags);
    Object.assign(state.user, user);
    Object.assign(state.limit, limit);
    Object.assign(state.toast, toast);
    if (menu) state.menu = [...new Set([...state.menu, ...menu])];
  }
  return state;
}
