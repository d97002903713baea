import type { Compliance } from '../api/calls/compliance';
import type { SiteKey } from '../config/sites';

/**
 * The few checks that decide whether the compliance screens' code loads at all (it is a lazy
 * chunk): a plain visitor's answer has none of these, so that visitor downloads nothing more.
 * rules/compliance.ts decides exactly what shows.
 */

/** `limit_country_toast` is a flag or a text: "0", "false" and empty mean unset. */
export function isSetText(value: string): boolean {
  return value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

/** A business message that has something to show (some answers carry bare codes instead). */
export const isBannerMessage = (m: Compliance['business'][number]): boolean => m.content !== '' || m.title !== '';

/** The UK notice is for the Chinese-language pages only (compliance §6): simplified and traditional. */
export const isChinese = (lang: string): boolean => lang === 'zh' || lang === 'tw';

export function mayShowComplianceScreens(c: Compliance, site: SiteKey, lang: string): boolean {
  const l = c.limit;
  return !!l.limitCountry || isSetText(l.limitCountryToast) || (l.isUkLimit && isChinese(lang))
    || c.business.some(isBannerMessage) || (site === 'main' && (c.menu.length > 0 || l.toastConfig !== null));
}
