/** @jsxImportSource @emotion/react */
import { useT } from '../i18n/useT';
import { useHref, useSite } from '../root/useSite';
import { mq } from '../theme/tokens';
import { QrCode } from '../ui/QrCode';

/** Footer QR size: smaller than the header panel's 137 px code (site-chrome.md §9), it sits in a column. */
const QR_SIZE = 104;

/**
 * The app download block of the global site's footer (site-chrome.md §6). A lazy chunk: the QR
 * encoder is needed only when a main-site visitor's footer renders it.
 */
export default function DownloadQr() {
  const { t } = useT();
  const { site } = useSite();
  const href = useHref();
  // The code leads to the site's own download page on its canonical origin (first of `anti`).
  const target = `${site.anti[0] ?? ''}${site.downloadPath}?pos=footer`;
  return (
    <div css={{ display: 'flex', gap: 14, alignItems: 'center' }}>
      <div
        role="img"
        aria-label={t('footer.download.qr')}
        css={{ flex: 'none', padding: 8, borderRadius: 10, background: '#fff', border: '1px solid var(--sc-border)', [mq.footerMobile]: { display: 'none' } }}
      >
        <QrCode value={target} size={QR_SIZE} />
      </div>
      <div css={{ display: 'grid', gap: 6 }}>
        <p css={{ fontSize: 15, fontWeight: 600 }}>{t('footer.download.title')}</p>
        <p css={{ fontSize: 12, color: 'var(--sc-text-2)', [mq.footerMobile]: { display: 'none' } }}>{t('footer.download.scan')}</p>
        <a href={href(site.downloadPath)} css={{ fontSize: 13, fontWeight: 600, color: 'var(--sc-brand)', borderRadius: 4, '&:hover': { textDecoration: 'underline' } }}>
          {t('footer.download.more')}
        </a>
      </div>
    </div>
  );
}
