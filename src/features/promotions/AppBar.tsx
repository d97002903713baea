/** @jsxImportSource @emotion/react */
import { useT } from '../../root/useT';
import { useSite } from '../../root/useSite';
import { openDialog } from '../../stores/dialogs';
import { closeAppBar } from './promotions';
import { CloseButton } from '../../ui/Dialog';
import { LogoMark } from '../../ui/icons';
import { bar, barDetails, barOpen, barTexts, spacer } from './styles';
import { APP_BONUS_USD, formatWholeUsd, useAppLinks } from './useAppLinks';

/**
 * The app-download bar at the bottom of a phone's screen (compliance-and-dialogs.md §4): the
 * $40,000 bonus, Open (the app link), the details modal, and Close, which hides it for good.
 */
export default function AppBar() {
  const { t, language } = useT();
  const { site } = useSite();
  const links = useAppLinks('app_bar');
  const amount = formatWholeUsd(APP_BONUS_USD, language.locale);
  return (
    <>
      <div css={spacer} aria-hidden="true" />
      <aside css={bar} aria-label={t('popups.app.name', { brand: site.brand })} data-track="app_bar">
        <button type="button" css={barDetails} data-track-target="details" aria-label={t('popups.app.details', { brand: site.brand, amount })}
          onClick={(e) => openDialog('app-download', undefined, { trigger: e.currentTarget })}>
          <LogoMark />
          <span css={barTexts}>
            <strong>{t('popups.app.name', { brand: site.brand })}</strong>
            <span>{t('popups.app.bonus', { amount })}</span>
          </span>
        </button>
        <a css={barOpen} href={links.app} data-track-target="open_app">{t('popups.app.openShort')}</a>
        <CloseButton label={t('popups.close')} onClick={closeAppBar} />
      </aside>
    </>
  );
}
