/** @jsxImportSource @emotion/react */
import { Suspense } from 'react';
import { useT } from '../root/useT';
import { useHref, useSite } from '../root/useSite';
import { mq } from '../theme/tokens';
import { lazyPart } from '../ui/lazyView';
import { useNearView } from '../ui/useNearView';
import { css } from '@emotion/react';
import { brandLink } from '../ui/buttons';

/** Footer QR size: smaller than the header panel's 137 px code (site-chrome.md §9), it sits in a column. */
const QR_SIZE = 104;

// The encoder (uqr) loads when the block comes near the viewport: the footer sits below the fold,
// and most visitors never scroll to it. Its box keeps the code's size meanwhile (no shift).
const QrCode = lazyPart(() => import('../ui/QrCode').then((m) => ({ default: m.QrCode })));

const block = css`
  display: flex;
  gap: 14px;
  align-items: center;
  .code {
    flex: none;
    box-sizing: content-box;
    width: ${QR_SIZE}px;
    height: ${QR_SIZE}px;
    padding: 8px;
    border-radius: 10px;
    background: #fff;
    border: 1px solid var(--sc-border);
  }
  .text {
    display: grid;
    gap: 6px;
  }
  .title {
    font-size: 15px;
    font-weight: 600;
  }
  .scan {
    font-size: 12px;
    color: var(--sc-text-2);
  }
  ${mq.footerMobile} {
    .code,
    .scan {
      display: none;
    }
  }
`;


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
  const [near, ref] = useNearView<HTMLDivElement>();
  return (
    <div css={block}>
      <div role="img" aria-label={t('footer.download.qr')} className="code" ref={ref}>
        {near ? <Suspense fallback={null}><QrCode value={target} size={QR_SIZE} /></Suspense> : null}
      </div>
      <div className="text">
        <p className="title">{t('footer.download.title')}</p>
        <p className="scan">{t('footer.download.scan')}</p>
        <a href={href(site.downloadPath)} css={brandLink} data-track="footer_download">
          {t('footer.download.more')}
        </a>
      </div>
    </div>
  );
}
