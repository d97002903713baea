import { atom } from 'nanostores';

/**
 * True once the first mount has committed its roots (`sitechrome:ready`). Work that the first
 * paint does not need (the footer's content, below the fold) waits for it, so none of its
 * download or rendering delays the header.
 */
export const $painted = atom(false);

export function markPainted(): void {
  if (!$painted.get()) $painted.set(true);
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
