import { refreshDelay } from '../rules/market-refresh';
import { untilUnmount } from './page-life';

/**
 * The contract list's refresh (site-chrome.md §4, §9: every 600000 ms while the page is open).
 * It starts with the first interest in the list and runs until the last instance unmounts
 * (stores/page-life.ts); the schedule itself is the pure rule of rules/market-refresh.ts,
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
    // `run` never rejects (the store settles every failure); the next turn waits for it.
    void run().then(() => {
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
