import { hostGet } from './host-document';
/**
 * Loading code over a flaky network (issue 11). A dropped chunk request is retried after a short
 * backoff (Chromium fetches a failed dynamic import again on the next `import()` of the same URL:
 * tests/e2e/failure.spec.ts shows it, so no cache-busting URL is needed there), and a stalled one
 * gives up after a time-out, so every caller settles: a part offers Retry, a store falls back to
 * its documented default.
 */

/**
 * Rejects when `promise` has not settled within `ms`; a later rejection of it is handled here. The
 * timer ends when the promise settles, so a page that mounts and unmounts often keeps no timer.
 */
export const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> => new Promise((resolve, reject) => {
  const timer = setTimeout(reject, ms, new Error('timed out'));
  promise.then(resolve, reject).finally(() => clearTimeout(timer));
});

/**
 * Resolves when `promise` has settled or `ms` have passed, whichever is first: with its value, or
 * `undefined` when it failed or took too long; never rejects.
 */
export const within = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> => withTimeout(promise, ms).catch(() => undefined);

/**
 * `load` with up to `tries` attempts, each with a time-out, waiting `backoffMs`, then twice that,
 * between them. The time-out is generous (a chunk is a few kB): it only catches a request that hangs.
 * Four tries by default: each attempt can only repair one level of a chunk's static imports (a
 * dropped dependency fails the attempt that first asks for it), and lazy chunks import shared
 * chunks up to three deep (a footer's content → its stores → the URL guard).
 */
export async function loadChunk<T>(load: () => Promise<T>, tries = 4, timeoutMs = 10_000, backoffMs = 500): Promise<T> {
  for (;;) {
    try {
      return await withTimeout(load(), timeoutMs);
    } catch (error) {
      if (--tries < 1) throw error;
      await new Promise((wake) => setTimeout(wake, backoffMs));
      backoffMs *= 2;
    }
  }
}

/**
 * Runs `run` once at the next good moment to try a failed load again: the network is back, the
 * page is shown again, or the visitor interacts with it.
 */
export function nextChance(run: () => void): void {
  const stop = new AbortController();
  for (const type of ['online', 'visibilitychange', 'pointerdown', 'keydown']) {
    addEventListener(type, () => {
      if (hostGet('hidden')) return;
      stop.abort();
      run();
    }, { capture: true, signal: stop.signal });
  }
}
