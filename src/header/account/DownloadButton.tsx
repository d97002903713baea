import { lazyPart } from '../../ui/lazyView';
import { useStore } from '@nanostores/react';
import { $compliance } from '../../stores/compliance';
import { useT } from '../../root/useT';
import { useSite } from '../../root/useSite';
import { Dropdown } from '../../ui/Dropdown';
import { lineIcon } from '../../ui/icon-attrs';
import { hs } from '../styles';
import { showsDownload } from '../../rules/access';
import { withMessages } from '../../i18n/catalogs';

/** The QR panel and the QR library load on first open (lazy chunk). */
// Rendered inside the dropdown's panel, which sets up the Emotion scope: plain `lazy` here.
const DownloadPanel = lazyPart(() => withMessages('account', import('./DownloadPanel')));

/**
 * `Download app`: a dropdown whose panel shows the app QR code. Hidden on the United States site,
 * by the `download` flag and for UK- or Italy-limited users (site-chrome.md §5, §6), and on
 * phones, where a QR code to scan with the same phone helps nobody; and inside the app itself.
 */
export function DownloadButton() {
  const { t } = useT();
  const { site, setup } = useSite();
  const { limit } = useStore($compliance).value;
  if (!showsDownload(site, { ukLimit: limit.isUkLimit, italyLimit: limit.isItalyLimit, inApp: setup?.inApp })) return null;

  return (
    <Dropdown id="download" label={t('account.download')} buttonClass={hs.iconButton} className={hs.wideOnly}
      placement="end" button={
        <svg {...lineIcon}>
          <rect x="6" y="2" width="12" height="20" rx="2.5" /><path d="M12 7v7m-3-3 3 3 3-3M10 18h4" />
        </svg>
      }>
      <DownloadPanel />
    </Dropdown>
  );
}
