import { atom } from 'nanostores';

/** Open state of the deposit chooser, shared by the header button and `chrome.open('deposit')`. */
export const $depositOpen = atom(false);

/** The control to focus again when the chooser closes (it lives in another shadow root). */
let depositTrigger: HTMLElement | null = null;

export function openDeposit(trigger: HTMLElement | null = null): void {
  depositTrigger = trigger;
  $depositOpen.set(true);
}

export function closeDeposit(): void {
  $depositOpen.set(false);
}

/**
 * Called by the dialog once it has left the top layer: focus cannot move to the page while a
 * modal dialog is still open.
 */
export function restoreDepositFocus(): void {
  const trigger = depositTrigger;
  depositTrigger = null;
  if (trigger?.isConnected) trigger.focus();
}
