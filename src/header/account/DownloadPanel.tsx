import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { encode } from 'uqr';
import { $downloadLinks } from '../../stores/account';
import { useT } from '../../i18n/useT';
import { useHref, useSite } from '../../ui/useChrome';
import { appDeepLink } from './rules';

/** QR code size of site-chrome.md §9. */
export const QR_SIZE = 137;

/** One SVG path for all dark modules: crisp at any zoom, no canvas, no HTML from a library. */
function qrPath(data: boolean[][]): string {
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) d += `M${x} ${y}h1v1h-1z`;
  }));
  return d;
}

/** The download panel: the app QR code (deep link with channel parameters) and the download page link. */
export default function DownloadPanel() {
  const { t } = useT();
  const { site } = useSite();
  const href = useHref();
  const links = useStore($downloadLinks);
  const page = href(`${site.downloadPath}?pos=header`);
  const target = useMemo(() => {
    const origin = typeof window === 'undefined' ? '' : window.location.origin;
    return appDeepLink(links.value, `${origin}${page}`);
  }, [links.value, page]);
  const qr = useMemo(() => encode(target, { ecc: 'M', border: 2 }), [target]);

  return (
    <div css={{ display: 'grid', justifyItems: 'center', gap: 10, padding: '8px 4px 4px', textAlign: 'center' }}>
      <svg role="img" aria-label={t('account.downloadScan')} width={QR_SIZE} height={QR_SIZE}
        viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges"
        css={{ background: '#fff', borderRadius: 8, opacity: links.loaded ? 1 : 0.35, transition: 'opacity .2s' }}>
        <path d={qrPath(qr.data)} fill="#000" />
      </svg>
      <p css={{ fontSize: 14, fontWeight: 600 }}>{t('account.downloadScan')}</p>
      <p css={{ fontSize: 12, color: 'var(--sc-text-2)', marginTop: -6 }}>{t('account.downloadPlatforms')}</p>
      <a href={page} css={{ fontSize: 13, fontWeight: 500, color: 'var(--sc-brand)', padding: '4px 8px', '&:hover': { textDecoration: 'underline' } }}>
        {t('account.downloadMore')}
      </a>
    </div>
  );
}
