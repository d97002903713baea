import type { SiteConfig } from '../../config/sites';

/**
 * Who gets the bell, and the reminder popover's three tabs and the message types each asks for
 * (site-chrome.md §3, §4, §6); apart from the other rules, as the bell and its store need only these.
 */

/** The `Notifications` bell: logged-in users, unless the site's notification flag hides it (§2, §6). */
export function showsNotifications(loggedIn: boolean, site: Pick<SiteConfig, 'hidden'>): boolean {
  return loggedIn && !site.hidden.has('notification');
}

/** The three tabs; each asks for its comma-separated message types (`type` of the notice call). */
export const NOTIFICATION_TABS = [
  { id: 'trade', types: ['market', 'margin', 'future', 'delivery', 'options', 'strategybot', 'copytrading', 'pilot'] },
  { id: 'activity', types: ['startup', 'live', 'cryptoloan', 'auto-investment', 'earn', 'activity'] },
  { id: 'system', types: ['notices', 'system'] },
] as const;

export type NotificationTabId = (typeof NOTIFICATION_TABS)[number]['id'];

/** The `type` parameter of a tab's list call. */
export function tabTypeKey(tab: NotificationTabId): string {
  return NOTIFICATION_TABS.find((t) => t.id === tab)!.types.join(',');
}
