import { atom } from 'nanostores';
import type { Notification } from '../../api/calls/notices';
import { loadSignedInCalls } from '../../api/lazy';
import { tabTypeKey, type NotificationTabId } from './tabs-rules';
import { $api } from '../../stores/page-setup';

export interface NotificationsState {
  tab: NotificationTabId;
  /** `idle` until the first hover or open; `loading` while the tab's list is asked for. */
  status: 'idle' | 'loading' | 'done';
  list: readonly Notification[];
  /** When the list arrived (ms): the send times read relative to it. */
  receivedAt: number;
  /** A first list has arrived (the tabs show from then on). */
  loaded: boolean;
}

/** The reminder popover's tab and list (site-chrome.md §4). */
export const $notifications = atom<NotificationsState>({ tab: 'trade', status: 'idle', list: [], receivedAt: 0, loaded: false });
let generation = 0;

function load(tab: NotificationTabId): void {
  const ctx = $api.get();
  if (!ctx) return;
  const mine = ++generation;
  $notifications.set({ tab, status: 'loading', list: [], receivedAt: 0, loaded: $notifications.get().loaded });
  // The call gives `[]` on any failure; a calls chunk that does not load gives the empty list too.
  void loadSignedInCalls().then((calls) => calls.getNotices(ctx, tabTypeKey(tab)), () => [] as Notification[]).then((list) => {
    // A tab left before its answer came does not overwrite the next one's.
    if (mine === generation) $notifications.set({ tab, status: 'done', list, receivedAt: Date.now(), loaded: true });
  });
}

/** First hover over the bell or first open: the current tab's list, once. */
export function prefetchNotifications(): void {
  if ($notifications.get().status === 'idle') load($notifications.get().tab);
}

/**
 * A tab change asks for that tab's list again (site-chrome.md §4). The tab already shown, loaded
 * or loading, is no change: clicking it again asks nothing (CONTRACT §4, one request per need).
 */
export function selectNotificationTab(tab: NotificationTabId): void {
  const now = $notifications.get();
  if (tab === now.tab && now.status !== 'idle') return;
  load(tab);
}

/** Tests only. */
export function resetNotificationsForTests(): void {
  generation += 1;
  $notifications.set({ tab: 'trade', status: 'idle', list: [], receivedAt: 0, loaded: false });
}
