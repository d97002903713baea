import type { SiteConfig } from '../../config/sites';
import { showsDownload } from '../../rules/access';

/** The floating footer menu's entries, top to bottom. */
export type FloatingItemId = 'gift' | 'app' | 'support' | 'top';

export interface FloatingItem {
  id: FloatingItemId;
  /** Where it leads (a site route); none for Back to top, a button. */
  route?: string;
}

/** Customer service (compliance-and-dialogs.md §2: `/groupchat/call_service?platform=web`). */
export const SUPPORT_ROUTE = '/groupchat/call_service?platform=web';
/** The gift box leads to the rewards hub (its header entry: `info.rewards`). */
export const REWARDS_ROUTE = '/rewards_hub';

export interface FloatingMenuInput {
  site: SiteConfig;
  /** Compliance menu codes to hide (with the Copper account's: rules/menu-visibility.ts). */
  hiddenCodes: readonly string[];
  ukLimit: boolean;
  italyLimit: boolean;
}

/**
 * What the floating footer menu holds for this page (compliance-and-dialogs.md §6):
 * - the gift box (to the rewards hub): not on Turkey ("Turkey hides the gift box"), nor where the
 *   rewards hub's own entry is hidden (the `giveaways` flag, the `upcoming_event` code);
 * - the app download (the site's download page): where the header's download button shows;
 * - customer support (`SUPPORT_ROUTE`): not with the `help` flag or the `help_center` code;
 * - Back to top, always.
 * Whether the menu shows at all is gate-rules.ts's (not on Hong Kong, the EU site or phones).
 */
export function floatingMenuItems({ site, hiddenCodes, ukLimit, italyLimit }: FloatingMenuInput): FloatingItem[] {
  const items: FloatingItem[] = [];
  if (site.key !== 'turkey' && !site.hidden.has('giveaways') && !hiddenCodes.includes('upcoming_event')) {
    items.push({ id: 'gift', route: REWARDS_ROUTE });
  }
  if (showsDownload(site, { ukLimit, italyLimit })) items.push({ id: 'app', route: `${site.downloadPath}?pos=float` });
  if (!site.hidden.has('help') && !hiddenCodes.includes('help_center')) items.push({ id: 'support', route: SUPPORT_ROUTE });
  items.push({ id: 'top' });
  return items;
}
