import type { SiteKey } from '../../config/sites';

export interface FloatingGateInput {
  site: SiteKey;
  /** A phone-sized screen (`media.small`, the small-screen store's query). */
  phone: boolean;
  /** Inside the exchange's app, which has its own navigation. */
  inApp: boolean;
}

/**
 * Whether the floating footer menu loads at all (compliance-and-dialogs.md §6: "Hong Kong, EU and
 * mobile visitors do not get the floating footer menu"). Run by the page services' gate on every
 * page: kept this small on purpose; what the menu holds is rules.ts, in the menu's own chunk.
 */
export function floatingMenuMayShow({ site, phone, inApp }: FloatingGateInput): boolean {
  return !inApp && !phone && site !== 'hongkong' && site !== 'eu';
}
