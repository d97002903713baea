import { openDialog } from './dialogs';

/** The deposit chooser, asked for by the header's Deposit button and the Account menu (the dialog store shows it). */
export function openDeposit(trigger?: HTMLElement | null): void {
  openDialog('deposit', undefined, { trigger });
}
