import { USER_DIALOGS, type DialogId } from './dialog-order';
import type { Queue, QueueItem } from './dialog-requests';
import { hold, orderSettled, rank } from './dialog-hold';

/**
 * Dialogs a rule asks for on page load (compliance, KYC, regional notices, promotions) wait this
 * long after the first of them, so that the ones asking together show in DIALOG_ORDER and not in
 * the order their data happened to arrive.
 */
export const GATHER_MS = 400;

const isUser = (name: string) => USER_DIALOGS.has(name as DialogId);

/**
 * The queue's one decision, at time `now`:
 * - a dialog on screen stays until it is closed: nothing stacks on it and nothing pushes it away,
 *   except a request made by that dialog to take its place (`replace`);
 * - when the screen is free, the first in DIALOG_ORDER of the ready requests shows (ties: the
 *   earlier request). A visitor's request is ready at once; a rule's request once `GATHER_MS` has
 *   passed since the earliest waiting rule request (or sooner, when every rule dialog placed before
 *   it belongs to a source that has decided: `queue.decided`), and no source placed before it in
 *   the order is still deciding (`queue.pending`, rules/dialog-hold.ts: until it asks, or times out).
 * Returns the same queue object when nothing changes, and when to decide again (`wakeAt`).
 */
export function advance<T extends QueueItem>(queue: Queue<T>, now: number): { queue: Queue<T>; wakeAt: number | null } {
  const { showing, waiting } = queue;
  if (showing) {
    const swap = waiting.filter((w) => w.replace).at(-1);
    return swap ? { queue: { ...queue, showing: swap, waiting: waiting.filter((w) => w !== swap) }, wakeAt: null } : { queue, wakeAt: null };
  }
  const ruled = waiting.filter((w) => !isUser(w.name));
  const gatherEnd = ruled.length ? Math.min(...ruled.map((w) => w.at)) + GATHER_MS : 0;
  const held = hold(Object.values(queue.pending ?? {}), now);
  const decided = queue.decided ?? [];
  const ready = waiting.filter((w) => isUser(w.name)
    || ((now >= gatherEnd || orderSettled(w.name, decided)) && !held.holds(w.name)));
  const next = ready.reduce<T | null>((best, w) => (
    !best || rank(w.name) < rank(best.name) || (rank(w.name) === rank(best.name) && (w.at < best.at || (w.at === best.at && w.id < best.id))) ? w : best
  ), null);
  if (next) return { queue: { ...queue, showing: next, waiting: waiting.filter((w) => w !== next) }, wakeAt: null };
  // Decide again when the gathering ends, else when the hold on a waiting dialog times out.
  const wakeAt = ruled.length && now < gatherEnd ? gatherEnd : ruled.some((w) => held.holds(w.name)) ? held.until : null;
  return { queue, wakeAt };
}
