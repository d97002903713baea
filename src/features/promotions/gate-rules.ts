import type { SiteKey } from '../../config/sites';

export interface PromotionsGateInput {
  site: SiteKey;
  /** The `giftPopup` option. */
  giftPopup: boolean;
  /** A phone-sized screen (`media.small`). */
  phone: boolean;
  /** The compliance answer's `is_eu_user`; null when it does not say. */
  euUser: boolean | null;
  /** Inside the exchange's app, which has no use for app prompts or another site's web pages. */
  inApp?: boolean;
}

/**
 * Whether the promotions' watch (app bar, gift popup, switch-site prompts) loads at all
 * (compliance-and-dialogs.md §2, §4): a phone on the main site or with the gift popup on, or a
 * compliance answer that says whether the visitor is in the EU. A desktop visitor's page loads
 * nothing more. None of them inside the app.
 */
export function promotionsMayShow({ site, giftPopup, phone, euUser, inApp }: PromotionsGateInput): boolean {
  if (inApp) return false;
  return euUser !== null || (phone && (site === 'main' || giftPopup));
}
