/**
 * The reminder popover's three tabs and the message types each asks for (site-chrome.md §3, §4);
 * apart from the other rules, as the bell's store needs only these.
 */

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
