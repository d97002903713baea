import type { Compliance } from '../api/calls/compliance';
import type { SiteKey } from '../config/sites';
import type { DialogId } from './dialog-order';
import { menuCodeForPath } from './menu-codes';

/** The restricted-country page users are sent to (compliance-and-dialogs.md §2, §4). */
export const TIPS_PATH = '/state_compliance_tips';

/** `limit_country_toast` is a flag or a text: "0", "false" and empty mean unset. */
export function isSetText(value: string): boolean {
  return value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

/** A business message that has something to show (some answers carry bare codes instead). */
export const isBannerMessage = (m: Compliance['business'][number]): boolean => m.content !== '' || m.title !== '';

/** The UK notice is for the Chinese-language pages only (§6): simplified and traditional. */
const isChinese = (lang: string): boolean => lang === 'zh' || lang === 'tw';

export interface ComplianceInput {
  compliance: Compliance;
  site: SiteKey;
  lang: string;
  /** The page's language-free path with its query and fragment. */
  address: string;
}

export interface CompliancePlan {
  /** Leave for TIPS_PATH; when set, nothing else is shown (the page is leaving). */
  redirect: boolean;
  /** The IP-limit tips bar instead of the redirect (site-chrome.md §6). */
  ipTips: boolean;
  /** The compliance dialogs to ask for; the dialog queue orders them (rules/dialog-order.ts). */
  dialogs: DialogId[];
  /** The business compliance banner (page bar). */
  banner: boolean;
}

/**
 * What the compliance answer asks for on this page (compliance-and-dialogs.md §4):
 * - `limit_country` set: the redirect to TIPS_PATH, unless already there;
 * - otherwise, on the main site, a page whose menu code (rules/menu-codes.ts) is in `menu`: the
 *   IP-limit tips bar when `is_show_compliance_tips`, else the redirect;
 * - the restricted-location modal when `limit_country_toast` is set or the visitor is in a blocked
 *   country (`is_blocked_country`: compliance §6, "a visitor from a restricted location must sign up,
 *   log in and verify identity": the modal says so, acknowledge only); the state-limit modal on the
 *   tips page when `limit_country` is set (it names the limited region there); the UK notice for
 *   UK-limited users of the Chinese-language pages; the compliance toast on the main site when
 *   `toast_config` exists;
 * - the business banner when a business message has content or a title.
 * A redirect comes first: the page leaves, so nothing else is asked for.
 */
export function compliancePlan({ compliance, site, lang, address }: ComplianceInput): CompliancePlan {
  const { limit, menu, business } = compliance;
  const path = address.split(/[?#]/)[0] ?? '';
  const onTips = path.replace(/\/+$/, '') === TIPS_PATH;
  const none: CompliancePlan = { redirect: false, ipTips: false, dialogs: [], banner: false };
  if (limit.limitCountry && !onTips) return { ...none, redirect: true };
  const code = site === 'main' ? menuCodeForPath(address) : undefined;
  const governed = code !== undefined && menu.includes(code);
  if (governed && !limit.showComplianceTips) return { ...none, redirect: true };
  const dialogs: DialogId[] = [];
  if (isSetText(limit.limitCountryToast) || limit.blockedCountry) dialogs.push('restricted-location');
  if (limit.limitCountry && onTips) dialogs.push('state-limit');
  if (limit.isUkLimit && isChinese(lang)) dialogs.push('uk-notice');
  if (site === 'main' && limit.toastConfig) dialogs.push('compliance-toast');
  return { redirect: false, ipTips: governed, dialogs, banner: business.some(isBannerMessage) };
}
