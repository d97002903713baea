/** @jsxImportSource @emotion/react */
import { useId } from 'react';
import { useT } from '../../root/useT';
import { useHref, useSite } from '../../root/useSite';
import { brandLink, primaryButton, secondaryButton } from '../../ui/buttons';
import { CloseButton, Dialog } from '../../ui/Dialog';
import { LogoMark } from '../../ui/icons';
import { CheckIcon } from '../../ui/line-icons';
import { bigLogo, card, corner, points, stack } from './styles';
import { APP_BONUS_USD, APP_REWARDS_PATH, formatWholeUsd, useAppLinks } from './useAppLinks';

/**
 * The app-download modal, opened from the phones' app bar: what the app offers, the bonus with a
 * link to its campaign page (its rules), Open the app, the download page.
 */
export default function AppDownloadDialog({ onClose }: { onClose: () => void }) {
  const { t, language } = useT();
  const { site } = useSite();
  const titleId = useId();
  const textId = useId();
  const links = useAppLinks('app_bar');
  const href = useHref();
  const amount = formatWholeUsd(APP_BONUS_USD, language.locale);
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} describedBy={textId} width={400}>
      <div css={card}>
        <div css={corner}><CloseButton label={t('popups.close')} onClick={onClose} /></div>
        <span css={bigLogo}><LogoMark /></span>
        <h2 id={titleId}>{t('popups.app.title')}</h2>
        <p id={textId}>{t('popups.app.text', { brand: site.brand })}</p>
        <ul css={points}>
          <li><CheckIcon size={18} />{t('popups.app.point1')}</li>
          <li><CheckIcon size={18} />{t('popups.app.point2')}</li>
          <li><CheckIcon size={18} />{t('popups.app.point3', { amount })}</li>
        </ul>
        <p><a css={brandLink} href={href(APP_REWARDS_PATH)} data-track="app_download" data-track-target="rewards">{t('popups.app.rewards')}</a></p>
        <div css={stack}>
          <a css={primaryButton} href={links.app} data-track="app_download" data-track-target="open_app">{t('popups.app.open')}</a>
          <a css={secondaryButton} href={links.page} data-track="app_download" data-track-target="download_page">{t('popups.app.download')}</a>
        </div>
      </div>
    </Dialog>
  );
}
