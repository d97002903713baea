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

/**
 * How many of the bars (in order) may be on screen: every bar down to the first whose view is
 * still loading, so that a bar never appears above one already on screen and pushes it down (a
 * layout shift: the banner's sanitizer loads after the announcement's view); none before the
 * compliance screens have decided (their answer come and their chunk run, or nothing to show), as
 * their banner and tips bar go on top.
 */
export function barsOnScreen(bars: readonly BarId[], loading: ReadonlySet<BarId>, complianceKnown: boolean): number {
  if (!complianceKnown) return 0;
  const first = bars.findIndex((id) => loading.has(id));
  return first < 0 ? bars.length : first;
}
