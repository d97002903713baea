import { atom } from 'nanostores';
import { deepActiveElement } from '../platform/focus';
import { dismiss, enqueue, type Queue } from '../rules/dialog-requests';
import type { DialogId, DialogProps } from '../rules/dialog-order';

/**
 * The one dialog store (issue 10): every modal of the chrome is asked for here, by name, with its
 * props and the control that asked (`trigger`). The dialog host (dialogs/DialogHost.tsx, lazy)
 * shows one at a time in the order of rules/dialog-order.ts and moves focus back on close (the
 * trigger, else its menu button).
 */
interface Base {
  id: number;
  at: number;
  replace: boolean;
  /** Focus goes back here on close; `fallback` when the trigger is gone or hidden by then. */
  trigger: HTMLElement | null;
  fallback: HTMLElement | null;
}
export type DialogRequest = { [N in DialogId]: Base & { name: N; props: DialogProps<N> } }[DialogId];

export const $dialogs = atom<Queue<DialogRequest>>({ showing: null, waiting: [] });

/**
 * The disclosure button whose panel holds `el` (a button whose `aria-controls` names an ancestor):
 * taken when the dialog is asked for, as a menu panel closes while its dialog is open.
 */
export function menuButtonOf(el: HTMLElement | null): HTMLElement | null {
  const root = el?.getRootNode() as ParentNode | undefined;
  for (let node = el?.parentElement; node && root; node = node.parentElement) {
    const button = node.id && root.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(node.id)}"]`);
    if (button) return button;
  }
  return null;
}

let nextId = 0;

/**
 * Asks for a dialog. `trigger` defaults to the focused control; `replace` is for a dialog that
 * opens another in its own place (settings → language).
 */
export function openDialog<N extends DialogId>(name: N, props: DialogProps<N>, options: { trigger?: HTMLElement | null; replace?: boolean } = {}): void {
  const trigger = options.trigger === undefined ? deepActiveElement() : options.trigger;
  const request = { id: ++nextId, name, props, at: Date.now(), replace: !!options.replace, trigger, fallback: menuButtonOf(trigger) } as DialogRequest;
  $dialogs.set(enqueue($dialogs.get(), request));
}

/** Closes the dialog on screen (or only `name`, also when it is still waiting). */
export function closeDialog(name?: DialogId): void {
  $dialogs.set(dismiss($dialogs.get(), name));
}

/** The roots that offer to render the dialog host, in the order they mounted. */
export type HostRoot = { kind: 'overlay' | 'header' | 'footer' };
export const $hostRoots = atom<readonly HostRoot[]>([]);

/** One root renders the host: the overlay root when there is one, else the first mounted. */
export function hostRoot(roots: readonly HostRoot[]): HostRoot | undefined {
  return roots.find((r) => r.kind === 'overlay') ?? roots[0];
}
