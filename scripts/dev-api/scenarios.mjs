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
  { name: 'compliance-toast', description: 'Server-configured compliance toast (limit.toast_config).', toastConfig: true },
  { name: 'business-banner', description: 'Business compliance banner with HTML content and a {terms} link.', businessBanner: true },
  { name: 'withdraw-only', description: 'Logged-in withdraw-only user (toast.is_withdraw_only_user 1).', login: true, toast: { is_withdraw_only_user: 1 } },
  { name: 'hk-user', description: 'Logged-in Hong Kong user (toast.is_hk_user 1).', login: true, toast: { is_hk_user: 1 }, user: { country: 'HK' } },
  { name: 'kyc-toast', description: 'Logged-in risk user asked to upgrade KYC (toast.kyc_toast).', login: true, kycToast: true },
  { name: 'no-deposit', description: 'Deposit hidden by compliance (menu contains "deposit").', menu: ['deposit'] },
  { name: 'cross-margin', description: 'Logged-in user in the cross-margin rollout (crossMarginUid 5).', login: true, crossMarginUid: 5 },
  { name: 'bulletin-html', description: 'The home page\'s announcement is HTML with a script, an image handler and a javascript: link (sets window.__xss if one runs); its link is javascript: too.', bulletin: 'html' },
  { name: 'bulletin-long', description: 'The home page\'s announcement is long: two clamped lines on wide screens, a marquee on phones.', bulletin: 'long' },
  { name: 'no-bulletin', description: 'No announcement on any page.', bulletin: 'none' },
  { name: 'no-notifications', description: 'Logged in; the notification list of every tab is empty.', login: true, noNotifications: true },
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
 * { names, login, user, limit, toast, menu, toastConfig, businessBanner, kycToast,
 *   crossMarginUid, bulletin, slow, errors, garbage, xss }
 */
export function resolveScenario(cookieValue) {
  const state = {
    names: parseScenarioNames(cookieValue),
    login: false, user: {}, limit: {}, toast: {}, menu: [],
    toastConfig: false, businessBanner: false, kycToast: false, crossMarginUid: 0, emptyFunds: false, bulletin: 'text', noNotifications: false,
    slow: false, errors: false, garbage: false, xss: false,
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
