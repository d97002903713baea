import { closeDialog, openDialog } from '../dialogs/store';

/** The deposit chooser, asked for by the header's Deposit button, the Account menu and `open('deposit')`. */
export function openDeposit(trigger?: HTMLElement | null): void {
  openDialog('deposit', undefined, { trigger });
}

export function closeDeposit(): void {
  closeDialog('deposit');
}
