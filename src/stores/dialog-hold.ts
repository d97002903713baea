import type { DialogId, DialogProps } from '../rules/dialog-order';
import { $dialogs, openDialog } from './dialogs';

/**
 * The sources of rule dialogs tell the dialog store while they decide (rules/dialog-hold.ts): the
 * queue keeps the dialogs placed after theirs waiting until they have asked or decided nothing.
 * Kept out of stores/dialogs.ts (the first paint): only the page services' chunks use it.
 */
export type HoldSource = 'compliance' | 'notices';

/** `source` is deciding (again: the time-out counts from now); `first` is the first dialog it may ask for. */
export function holdDialogs(source: HoldSource, first: DialogId, leaving = false): void {
  const queue = $dialogs.get();
  $dialogs.set({ ...queue, pending: { ...queue.pending, [source]: { first, since: Date.now(), leaving } } });
}

/** `source` has asked for its dialogs, or decided none. */
export function releaseDialogs(source: HoldSource): void {
  const queue = $dialogs.get();
  if (!queue.pending?.[source]) return;
  const { [source]: _done, ...rest } = queue.pending;
  $dialogs.set({ ...queue, pending: rest });
}

/** The compliance redirect is under way: the page is leaving. */
export function pageLeaving(): boolean {
  return !!$dialogs.get().pending?.compliance?.leaving;
}

/**
 * Asks for a dialog on a rule's decision (no control asked: focus has nothing to go back to);
 * none while the compliance redirect is under way.
 */
export function openRuleDialog<N extends DialogId>(name: N, props: DialogProps<N>): void {
  if (!pageLeaving()) openDialog(name, props, { trigger: null });
}
