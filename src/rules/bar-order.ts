/**
 * The page bars of the overlay root, top to bottom when several show at once: the business
 * compliance banner (compliance-and-dialogs.md §4), the IP-limit tips bar (site-chrome.md §6), the
 * announcement bar (site-chrome.md §4) and the KYC tip bar. The app-download bar sits at the
 * bottom of the screen and is not one of them.
 */
export const BAR_ORDER = ['business-banner', 'ip-limit-tips', 'announcement', 'kyc-tips'] as const;

export type BarId = (typeof BAR_ORDER)[number];

/** The bars to show, in their order, without duplicates. */
export function orderBars(shown: readonly BarId[]): BarId[] {
  return BAR_ORDER.filter((id) => shown.includes(id));
}
