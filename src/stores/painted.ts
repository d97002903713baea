import { atom, computed } from 'nanostores';

/**
 * True once the first mount has committed its roots (`sitechrome:ready`). Work that the first
 * paint does not need (the footer's content, below the fold) waits for it, so none of its
 * download or rendering delays the header.
 */
export const $painted = atom(false);

export function markPainted(): void {
  if ($painted.get()) return;
  $painted.set(true);
  setTimeout(markSettled, SETTLED_LATEST_MS);
}

/**
 * True once the page's features have made their first decisions from the page's data and started
 * what those load (mount/page-services.ts, platform/feature-gate.ts `whenFeaturesSettled`), or
 * `SETTLED_LATEST_MS` after the paint at the latest (a hung call, a page without the services).
 * The footer's content, below the fold, waits for it as well as for the paint: loaded and rendered
 * alongside the bars and dialogs the data asks for, it held them back by 100 to 300 ms (issue 22).
 */
export const $settled = atom(false);

export const SETTLED_LATEST_MS = 1500;

export function markSettled(): void {
  if (!$settled.get()) $settled.set(true);
}

/**
 * Marks the chrome painted in a task after the current one: the roots have committed, and the
 * work waiting for `$painted` (listeners run synchronously) must not join the task that committed
 * them, nor run before `sitechrome:ready` is out.
 */
export function paintedSoon(): void {
  if (!$painted.get()) setTimeout(markPainted, 0);
}

/**
 * Runs `task` once the chrome has painted (at once if it has). For reads that nothing on the first
 * paint shows, such as localStorage, whose first access is a synchronous trip to the browser.
 * Returns a cancel function.
 */
export function afterPaint(task: () => void): () => void {
  if ($painted.get()) {
    task();
    return () => undefined;
  }
  const stop = $painted.listen((painted) => {
    if (!painted) return;
    stop();
    task();
  });
  return stop;
}

/**
 * Below-the-fold work may start (the footer's content, a prerendered footer's hydration): the
 * chrome has painted and the page's first decisions are made.
 */
export const $belowTheFold = computed([$painted, $settled], (painted, settled) => painted && settled);

/** Resolves once `$belowTheFold` is true. */
export function whenBelowTheFold(): Promise<void> {
  return new Promise((resolve) => {
    if ($belowTheFold.get()) return resolve();
    const off = $belowTheFold.listen((due) => {
      if (!due) return;
      off();
      resolve();
    });
  });
}
