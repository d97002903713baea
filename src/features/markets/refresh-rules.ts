import { CONTRACT_REFRESH_MS, VIEW_ALL_SCROLL_PX } from './limits-rules';

/**
 * Timing of the market panels (site-chrome.md §4, §9) as pure functions of the caller's clock.
 * The store owns the timer (and clears it on `unmount()`); the panel owns the scroll listener and
 * its debounce (`VIEW_ALL_DEBOUNCE_MS`). The numbers are in market-limits.ts.
 */

/**
 * When the contract list is fetched next (ms): 10 minutes after the last fetch started, `lastAt`.
 * Counting from the start, whether the fetch answered or failed, keeps a failing server at one
 * call per 10 minutes. No fetch yet, or a `lastAt` in the future (a changed clock), means now.
 * A time already past (a tab asleep for an hour) also means now, not a burst of missed calls.
 */
export function nextRefreshAt(lastAt: number | null, now: number, interval = CONTRACT_REFRESH_MS): number {
  if (lastAt === null || !Number.isFinite(lastAt) || lastAt > now) return now;
  return Math.max(now, lastAt + interval);
}

/** How long to wait before the next fetch (ms, 0 = now): what the store passes to `setTimeout`. */
export function refreshDelay(lastAt: number | null, now: number, interval = CONTRACT_REFRESH_MS): number {
  return nextRefreshAt(lastAt, now, interval) - now;
}

/** The view-all link shows once the list has been scrolled 450 px or more (§4); anything unreadable hides it. */
export function showViewAll(scrollTop: number): boolean {
  return scrollTop >= VIEW_ALL_SCROLL_PX;
}
