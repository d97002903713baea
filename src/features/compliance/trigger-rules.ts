import type { Compliance } from '../../api/calls/compliance';
import type { SiteKey } from '../../config/sites';

/**
 * What the compliance screens may do for this answer: leave the page, show the business banner or
 * the IP-limit bar, ask for dialogs. It may say yes where rules/compliance.ts then shows nothing
 * (a UK limit on a page the notice is not for, a menu code this page does not have), never the
 * other way round (tested against the plan, part by part). Self-contained on purpose: it runs in
 * the chunk every visitor loads at mount, and sharing a module with the screens would make that a
 * chunk of its own.
 */
export interface ComplianceReach {
  leave: boolean;
  banner: boolean;
  ipTips: boolean;
  dialogs: boolean;
  /** The compliance toast (main site, a toast config): its chunk loads beside the screens' code. */
  toast: boolean;
}

export function complianceReach(c: Compliance, site: SiteKey, lang: string): ComplianceReach {
  const l = c.limit;
  // The main site's menu codes: a page among them gets the IP-limit bar, or leaves without it.
  const governed = site === 'main' && c.menu.length > 0;
  // The restricted-location modal: its toast flag, or a blocked country.
  const toast = (l.limitCountryToast !== '' && l.limitCountryToast !== '0') || l.blockedCountry;
  return {
    leave: !!l.limitCountry || (governed && !l.showComplianceTips),
    banner: c.business.some((m) => m.content !== '' || m.title !== ''),
    ipTips: governed && l.showComplianceTips,
    dialogs: !!l.limitCountry || toast || (l.isUkLimit && (lang === 'zh' || lang === 'tw')) || (site === 'main' && l.toastConfig !== null),
    toast: site === 'main' && l.toastConfig !== null,
  };
}

/** Whether the compliance screens' code (a lazy chunk) loads at all: a plain visitor's answer says no. */
export function mayShowComplianceScreens(c: Compliance, site: SiteKey, lang: string): boolean {
  const reach = complianceReach(c, site, lang);
  return reach.leave || reach.banner || reach.ipTips || reach.dialogs;
}
