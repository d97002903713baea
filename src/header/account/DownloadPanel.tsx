/** @jsxImportSource @emotion/react */
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $downloadLinks } from '../../stores/account';
import { useT } from '../../i18n/useT';
import { useHref, useSite } from '../../root/useSite';
import { appDeepLink } from '../../rules/centre-rules';
import { QrCode } from '../../ui/QrCode';

/** QR code size of site-chrome.md §9. */
export const QR_SIZE = 137;

/** The download panel: the app QR code (deep link with channel parameters) and the download page link. */
export default function DownloadPanel() {
  const { t } = useT();
  const { site } = useSite();
  const href = useHref();
  const links = useStore($downloadLinks);
  const page = href(`${site.downloadPath}?pos=header`);
  const target = useMemo(() => appDeepLink(links.value, page, site.anti), [links.value, page, site.anti]);

  return (
    // With the dropdown frame's padding and border the panel is 220 px wide: room for the 137 px code.
    <div css={{ width: 194, display: 'grid', justifyItems: 'center', gap: 10, padding: '8px 4px 4px', textAlign: 'center' }}>
      <QrCode value={target} size={QR_SIZE} border={2} label={t('account.downloadScan')}
        css={{ background: '#fff', borderRadius: 8, opacity: links.loaded ? 1 : 0.35, transition: 'opacity .2s' }} />
      <p css={{ fontSize: 14, fontWeight: 600 }}>{t('account.downloadScan')}</p>
      <p css={{ fontSize: 12, color: 'var(--sc-text-2)', marginTop: -6 }}>{t('account.downloadPlatforms')}</p>
      <a href={page} css={{ fontSize: 13, fontWeight: 500, color: 'var(--sc-brand)', padding: '4px 8px', '&:hover': { textDecoration: 'underline' } }}>
        {t('account.downloadMore')}
      </a>
    </div>
  );
}
