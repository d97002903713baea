import { useSite } from '../root/useSite';
import { useT } from '../root/useT';
import { openPreferences } from '../features/preferences/preferences-dialog';
import { GearIcon, GlobeIcon } from '../ui/icons';
import { ThemeToggle } from './ThemeToggle';
import { hs } from './styles';
import { cx } from '../theme/sheet';

/**
 * The display-preference buttons at the end of the header bar: language and currency, theme,
 * settings. Each hides with its per-site flag (site-chrome.md §2).
 */
export function PreferenceActions() {
  const { t } = useT();
  const { site } = useSite();
  const showLanguage = !(site.hidden.has('language') && site.hidden.has('exchangeRate'));
  const showSettings = !site.hidden.has('setting');
  // Phones have room for one of these: Settings holds language, rate, theme and the rest there.
  const fold = showSettings && hs.wideOnly;
  return (
    <>
      {showLanguage ? (
        <button type="button" className={cx(hs.iconButton, fold)} aria-label={t('settings.open.languageCurrency')} aria-haspopup="dialog" data-track-target="language"
          onClick={() => openPreferences({ kind: 'language', tab: site.hidden.has('language') ? 'rate' : 'language' })}>
          <GlobeIcon />
        </button>
      ) : null}
      {site.hidden.has('theme') ? null : <span className={cx(hs.contents, fold)}><ThemeToggle /></span>}
      {!showSettings ? null : (
        <button type="button" className={hs.iconButton} aria-label={t('settings.open.settings')} aria-haspopup="dialog" data-track-target="settings"
          onClick={() => openPreferences({ kind: 'settings' })}>
          <GearIcon />
        </button>
      )}
    </>
  );
}
