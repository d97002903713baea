import type { SiteConfig, SiteKey } from '../config/sites';

/**
 * Who gets the promotions and site prompts of the overlay root (compliance-and-dialogs.md §4, §6):
 * the app-download bar, the mobile gift popup and the switch-site prompts. The timing of the gift
 * popup is gift-record.ts; of a declined switch-site prompt, switch-site.ts.
 */

/** A stored flag is set unless it is absent, empty, `0` or `false`. */
export function flagSet(raw: string | null): boolean {
  return raw !== null && !['', '0', 'false'].includes(raw.trim());
}

export interface AppBarInput {
  site: Pick<SiteConfig, 'key' | 'hidden'>;
  phone: boolean;
  ukLimit: boolean;
  /** localStorage `hide_ad` as stored. */
  hideAd: string | null;
}

/** The app-download bar: main site, phones, not UK-limited, not hidden by the site's flag, not closed before (`hide_ad`). */
export function showsAppBar({ site, phone, ukLimit, hideAd }: AppBarInput): boolean {
  return site.key === 'main' && phone && !ukLimit && !site.hidden.has('download') && !flagSet(hideAd);
}

/** The gift popup may show (its record decides when): the experiment on, a phone, a logged-out visitor, not Turkey. */
export function giftCandidate(input: { enabled: boolean; phone: boolean; loggedOut: boolean; siteKey: SiteKey }): boolean {
  return input.enabled && input.phone && input.loggedOut && input.siteKey !== 'turkey';
}

export type SwitchTarget = 'eu' | 'main';

/**
 * The site to offer when the compliance answer's region (`euUser`) and the site disagree: an EU
 * visitor on the global site is offered the EU site, a visitor from elsewhere on the EU site the
 * global one. An answer that does not say (`null`) offers nothing.
 */
export function switchSiteTarget(siteKey: SiteKey, euUser: boolean | null): SwitchTarget | null {
  if (siteKey === 'main' && euUser === true) return 'eu';
  if (siteKey === 'eu' && euUser === false) return 'main';
  return null;
}
