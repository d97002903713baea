import { whenNearView } from './near-view';

/** compliance §4, §9: a video loads after 1 s of the visitor's idleness, or when it becomes visible. */
export const IDLE_VIDEO_MS = 1000;

/** What counts as the visitor doing something: each restarts the idle wait. */
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Calls `run` once: when the visitor has done nothing for `idleMs` (no pointer, key, wheel, touch
 * or scroll on the page), or when `el` comes into view (margin 0: really visible), whichever is
 * first. Heavy media (a video) waits for either, so it never competes with what the visitor is
 * doing. Returns the stop (after `run`, or before it to cancel).
 */
export function whenIdleOrVisible(el: Element, run: () => void, idleMs = IDLE_VIDEO_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopView = () => {};
  let done = false;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    stopView();
    for (const type of ACTIVITY) window.removeEventListener(type, restart, true);
  };
  const fire = () => {
    if (done) return;
    stop();
    run();
  };
  function restart(): void {
    clearTimeout(timer);
    timer = setTimeout(fire, idleMs);
  }
  for (const type of ACTIVITY) window.addEventListener(type, restart, { capture: true, passive: true });
  restart();
  stopView = whenNearView(el, fire, '0px');
  return stop;
}
