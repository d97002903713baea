/**
 * Order of the futures NEWLISTED sub-tab (site-chrome.md §4): contracts that have not opened yet
 * come first, the soonest opening first; then the ones already open.
 *
 * Among the open ones the spec names no order, and "sorted by opening time ascending" is said of
 * the not-yet-open items only, so they keep the server's order (the list's own order, as every
 * other tab shows it). The sort is stable: equal opening times keep the server's order too.
 *
 * `openingTime` is in seconds, as the server sends it (api/calls/markets.ts); 0 (or anything not
 * a positive number) means open. `now` is in milliseconds, the caller's clock.
 */

export interface Opening {
  /** Seconds since the epoch; 0 when open. */
  openingTime: number;
}

/** True while the contract has not opened at `now` (ms). An opening time of exactly `now` is open. */
export function notYetOpen(item: Opening, now: number): boolean {
  return item.openingTime > 0 && item.openingTime * 1000 > now;
}

/** Milliseconds until the contract opens (for a countdown), 0 once open. */
export function opensIn(item: Opening, now: number): number {
  return notYetOpen(item, now) ? item.openingTime * 1000 - now : 0;
}

/** The NEWLISTED order at `now` (ms): a new array, the input is left as it is. */
export function newlistedOrder<T extends Opening>(items: readonly T[], now: number): T[] {
  const upcoming: T[] = [];
  const open: T[] = [];
  for (const item of items) (notYetOpen(item, now) ? upcoming : open).push(item);
  // Array.prototype.sort is stable (ES2019), so ties keep the server's order.
  upcoming.sort((a, b) => a.openingTime - b.openingTime);
  return upcoming.concat(open);
}

/**
 * When the order next changes: the earliest opening still ahead, in ms, or null when none is.
 * A panel left open can re-sort (and stop its countdown) then instead of polling.
 */
export function nextOpeningAt(items: readonly Opening[], now: number): number | null {
  let next: number | null = null;
  for (const item of items) {
    if (notYetOpen(item, now) && (next === null || item.openingTime * 1000 < next)) next = item.openingTime * 1000;
  }
  return next;
}
