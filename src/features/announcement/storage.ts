import { idbGet, idbSet } from '../../platform/idb';
import { parseDismissed } from './rules';

/** CONTRACT §5: the dismissed announcement ids, in `gateio_db`/`gate_table`. */
export const GLOBAL_NOTICE_KEY = 'global_notice';

/**
 * The stored dismissed list (a lazy chunk with the IndexedDB wrapper: only a page with a bulletin
 * to show loads it). Empty when absent, malformed or unreadable.
 */
export async function readDismissedIds(): Promise<string[]> {
  return parseDismissed((await idbGet<unknown>(GLOBAL_NOTICE_KEY))?.value);
}

/** Whether the list was stored. */
export function writeDismissedIds(ids: readonly string[]): Promise<boolean> {
  return idbSet(GLOBAL_NOTICE_KEY, ids);
}
