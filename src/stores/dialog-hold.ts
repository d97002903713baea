import type { DialogId } from '../rules/dialog-order';
import { $dialogs } from './dialogs';

/**
 * The sources of rule dialogs tell the dialog store while they decide (rules/dialog-hold.ts): the
 * queue keeps the dialogs placed after theirs waiting until they have asked or decided nothing.
 * Kept out of stores/dialogs.ts (the first paint) and used only by the page services' own watches,
 * so that it travels in their chunk: the sources' lazy chunks report back through them. While the
 * compliance redirect runs (`leaving`), the notices and the promotions ask for nothing
 * (`$dialogs.get().pending?.compliance?.leaving`, read where they decide).
 */
export type HoldSource = 'compliance' | 'notices';

/** `source` is deciding (again: the time-out counts from now); `first` is the first dialog it may ask for. */
export function holdDialogs(source: HoldSource, first: DialogId, leaving = false): void {
  const queue = $dialogs.get();
  $dialogs.set({
    ...queue,
    pending: { ...queue.pending, [source]: { first, since: Date.now(), leaving } },
    decided: (queue.decided ?? []).filter((s) => s !== source),
  });
}

/**
 * `source` has asked for its dialogs, or decided none: the queue no longer holds for it, and once
 * every source placed before a waiting dialog has decided, that dialog need not wait for the
 * gathering (rules/dialog-hold.ts, `orderSettled`).
 */
export function releaseDialogs(source: HoldSource): void {
  const queue = $dialogs.get();
  if (!queue.pending?.[source] && queue.decided?.includes(source)) return;
  const { [source]: _done, ...rest } = queue.pending ?? {};
  $dialogs.set({ ...queue, pending: rest, decided: [...(queue.decided ?? []).filter((s) => s !== source), source] });
}
