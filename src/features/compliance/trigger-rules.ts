import type { Compliance } from '../../api/calls/compliance';
import type { SiteKey } from '../../config/sites';

/**
 * Whether the compliance screens' code (a lazy chunk) loads at all: a plain visitor's answer says
 * no, so that visitor downloads nothing more. It may say yes where rules/compliance.ts then shows
 * nothing (a UK limit on a page the notice is not for), never the other way round (tested against
 * the plan). Self-contained on purpose: it runs in the chunk every visitor loads after the first
 * paint, and sharing a module with the screens would make that a chunk of its own.
 */
export function mayShowComplianceScreens(c: Compliance, site: SiteKey, lang: string): boolean {
  const l = c.limit;
  return !!l.limitCountry || (l.limitCountryToast !== '' && l.limitCountryToast !== '0')
    || (l.isUkLimit && (lang === 'zh' || lang === 'tw')) || c.business.some((m) => m.content !== '' || m.title !== '')
    || (site === 'main' && (c.menu.length > 0 || l.toastConfig !== null));
}
