/**
 * A broken row inside a good list is dropped and the rest kept, and the count goes back to the
 * caller to log. Why (§5, §8): §8 falls back to the cache when the server "returns nothing or
 * processing fails"; one bad row among 3,000 is neither, and throwing the list away for it would
 * show a stale or empty list instead of 2,999 current rows. Dropping silently would hide the
 * server's bug, hence the count. When most rows are broken it is a change of format rather than
 * a bad row: processing has failed, and the cache (or the default) is the better list.
 */
export const BROKEN_ROWS_LIMIT = 0.5;
