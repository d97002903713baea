import { refreshDelay } from './refresh-rules';
import { untilUnmount } from '../../stores/page-life';
import { report } from '../../platform/report';

/**
 * The contract list's refresh (site-chrome.md §4, §9: every 600000 ms while the page is open).
 * It starts with the first interest in the list and runs until the last instance unmounts
 * (stores/page-life.ts); the schedule itself is the pure rule of features/markets/refresh-rules.ts,
 * counted from the start of the last fetch, whether it answered or failed.
 */
let lastAt: number | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let running = false;
let unregister: (() => void) | null = null;

/** The contract list's fetch started at `at` (ms): the next refresh is counted from it. */
export function contractsFetched(at: number): void {
  lastAt = at;
}

function schedule(run: () => Promise<void>): void {
  timer = setTimeout(() => {
    timer = undefined;
    // `run` settles every call's failure in the store; a throw past that is logged, and the next
    // turn is still scheduled, so one bad answer never ends the refresh for the page.
    void run().catch((error: unknown) => {
      report(error, { area: 'call', what: 'could not refresh the contract list' });
    }).finally(() => {
      if (running) schedule(run);
    });
  }, refreshDelay(lastAt, Date.now()));
}

/** Starts the refresh unless it runs; `run` fetches the list again (and notes `contractsFetched`). */
export function refreshContracts(run: () => Promise<void>): void {
  if (running) return;
  running = true;
  schedule(run);
  unregister = untilUnmount(stopContractRefresh);
}

/** Stops the refresh (the last instance unmounted); the next interest starts it again. */
export function stopContractRefresh(): void {
  running = false;
  clearTimeout(timer);
  timer = undefined;
  unregister?.();
  unregister = null;
}
