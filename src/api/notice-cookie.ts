/**
 * The cookie the KYC risk notice keeps its last showing in (compliance-and-dialogs.md
 * `risk_user_guide_cookie_key`; features/notices/kyc-notices.ts writes it). The server names it, so the
 * name must not be one the SDK or the site reads for something else: `dark`, `device_type`,
 * `ref_uid`, `is_switch_tag` would be created for a user who has none (a theme, a device, a
 * referral they never chose). Only the notice's own prefix is taken, as the server's names are
 * (`risk_user_guide_10293847`), followed by cookie-safe characters.
 */
const RISK_COOKIE = /^risk_user_guide[\w.-]{0,48}$/;

/** The server's cookie name when it is the notice's own; else `''` (the notice then keeps no record). */
export const riskCookieName = (key: string): string => (RISK_COOKIE.test(key) ? key : '');
