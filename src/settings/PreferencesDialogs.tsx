import { useStore } from '@nanostores/react';
import { $preferencesDialog, closePreferences, openPreferences } from '../stores/preferences';
import { LanguageRegionDialog } from './LanguageRegionDialog';
import { SettingsDialog } from './SettingsDialog';

/** The lazily loaded home of the language and region modal and the settings modal. */
export default function PreferencesDialogs() {
  const dialog = useStore($preferencesDialog);
  if (dialog?.kind === 'language') {
    return <LanguageRegionDialog key="language" tab={dialog.tab} onTab={(tab) => openPreferences({ kind: 'language', tab })} onClose={closePreferences} />;
  }
  if (dialog?.kind === 'settings') return <SettingsDialog key="settings" onClose={closePreferences} />;
  return null;
}
