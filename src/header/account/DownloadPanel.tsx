/** @jsxImportSource @emotion/react */
import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $downloadLinks } from '../../stores/account';
import { useT } from '../../root/useT';
import { useHref, useSite } from '../../root/useSite';
import { appDeepLink } from '../../rules/centre-rules';
import { QrCode } from '../../ui/QrCode';
import { css } from '@emotion/react';
import { brandLink } from '../../ui/buttons';

// With the dropdown frame's padding and border the panel is 220 px wide: room for the 137 px code.
const panel = css`
  width: 194px;
  display: grid;
  justify-items: center;
  gap: 10px;
  padding: 8px 4px 4px;
  text-align: center;
  .title {
    font-size: 14px;
    font-weight: 600;
  }
  .platforms {
    font-size: 12px;
    color: var(--sc-text-2);
    margin-top: -6px;
  }
`;

const code = css`
  background: #fff;
  border-radius: 8px;
  transition: opacity 0.2s;
`;

/** Dimmed until the deep link has loaded (the code changes then). */
const pendingCode = css`
  ${code};
  opacity: 0.35;
`;

const moreLink = css`
  ${brandLink};
  font-weight: 500;
  padding: 4px 8px;
`;

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
    <div css={panel}>
      <QrCode value={target} size={QR_SIZE} border={2} label={t('account.downloadScan')}
        css={links.loaded ? code : pendingCode} />
      <p className="title">{t('account.downloadScan')}</p>
      <p className="platforms">{t('account.downloadPlatforms')}</p>
      <a href={page} css={moreLink}>
        {t('account.downloadMore')}
      </a>
    </div>
  );
}
