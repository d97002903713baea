import { atom } from 'nanostores';

/**
 * Which preferences modal is open. Kept apart from the preference actions so the header's buttons
 * (first paint) do not pull the actions in; the modals' lazy chunk does.
 * `language` = the language and region modal on tab `language` or `rate`; `settings` = the settings modal.
 */
export type PreferencesDialog = { kind: 'language'; tab: 'language' | 'rate' } | { kind: 'settings' } | null;

export const $preferencesDialog = atom<PreferencesDialog>(null);

export function openPreferences(dialog: Exclude<PreferencesDialog, null>): void {
  $preferencesDialog.set(dialog);
}

export function closePreferences(): void {
  $preferencesDialog.set(null);
}
