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

/** The read started with the bar's code (the gate's wave), waiting for the bar's store to take it. */
let early: Promise<string[]> | null = null;

/**
 * Starts the read as soon as this chunk arrives, beside the bar's other chunks, so the IndexedDB
 * open is not one more step after the bar's store has started (issue 22).
 */
export function readDismissedEarly(): void {
  early ??= readDismissedIds();
}

/** The early read, once, if one was started; else a fresh read. */
export function takeDismissedIds(): Promise<string[]> {
  const read = early ?? readDismissedIds();
  early = null;
  return read;
}
