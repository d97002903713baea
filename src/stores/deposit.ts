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
  const trigger = depositTrigger;
  depositTrigger = null;
  if (trigger?.isConnected) trigger.focus();
}
