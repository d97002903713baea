import { openDialog } from '../../stores/dialogs';

/**
 * The preference modals, as the header's buttons and the modals ask for them (the dialog store
 * shows them). `language` = the language and region modal on tab `language` or `rate`.
 */
export type PreferencesDialog = { kind: 'language'; tab: 'language' | 'rate' } | { kind: 'settings' };

/** `replace`: asked for by the modal on screen, to open in its place (settings → language). */
export function openPreferences(dialog: PreferencesDialog, replace = false): void {
  if (dialog.kind === 'settings') openDialog('settings', undefined, { replace });
  else openDialog('language', { tab: dialog.tab }, { replace });
}
