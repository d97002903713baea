import { useSite } from '../ui/useChrome';
import { useT } from '../i18n/useT';
import { openPreferences } from '../stores/preferences-dialog';
import { PreferencesHost } from '../settings/PreferencesHost';
import { GearIcon, GlobeIcon } from '../settings/icons';
import { ThemeToggle } from './ThemeToggle';
import { iconButton } from './styles';

/**
 * The display-preference buttons at the end of the header bar: language and currency, theme,
 * settings. Each hides with its per-site flag (site-chrome.md §2).
 */
export function PreferenceActions() {
  const { t } = useT();
  const { site } = useSite();
  const showLanguage = !(site.hidden.has('language') && site.hidden.has('exchangeRate'));
  return (
    <>
      {showLanguage ? (
        <button type="button" css={iconButton} aria-label={t('settings.open.languageCurrency')} aria-haspopup="dialog"
          onClick={() => openPreferences({ kind: 'language', tab: site.hidden.has('language') ? 'rate' : 'language' })}>
          <GlobeIcon />
        </button>
      ) : null}
      {site.hidden.has('theme') ? null : <ThemeToggle />}
      {site.hidden.has('setting') ? null : (
        <button type="button" css={iconButton} aria-label={t('settings.open.settings')} aria-haspopup="dialog"
          onClick={() => openPreferences({ kind: 'settings' })}>
          <GearIcon />
        </button>
      )}
      {/* The overlay root outranks the header when both are mounted (see PreferencesHost). */}
      <PreferencesHost rank={1} />
    </>
  );
}
