import { openPreferences, type PreferencesDialog } from './preferences-dialog';
import { LanguageRegionDialog } from './LanguageRegionDialog';
import { SettingsDialog } from './SettingsDialog';

/**
 * The lazily loaded chunk of the language and region modal and the settings modal; the dialog
 * host (src/dialogs) renders it for the store's `settings` and `language` requests.
 */
export default function PreferencesDialogs({ dialog, onClose }: { dialog: PreferencesDialog; onClose: () => void }) {
  if (dialog.kind === 'language') {
    return <LanguageRegionDialog tab={dialog.tab} onTab={(tab) => openPreferences({ kind: 'language', tab })} onClose={onClose} />;
  }
  return <SettingsDialog onClose={onClose} />;
}
