/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useT } from '../../root/useT';
import { useHref } from '../../root/useSite';
import { TIPS_PATH } from '../../rules/compliance';
import { CloseButton } from '../../ui/Dialog';

const bar = css`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 6px 16px;
  background: var(--sc-surface-2);
  border-bottom: 1px solid var(--sc-border);
  color: var(--sc-text);
  font-size: 14px;
  line-height: 20px;
  p {
    flex: 1;
    margin: 0;
  }
  a {
    margin-inline-start: 8px;
    color: var(--sc-brand);
    font-weight: 600;
    text-decoration: underline;
    white-space: nowrap;
  }
`;

const flag = css`
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  color: #f0a70a;
`;

/**
 * The IP-limit reminder bar (site-chrome.md §6): on the main site, a page whose product is
 * restricted for the visitor's IP stays, with this bar, when the server asks for tips instead of
 * the redirect. A flag, the reason, a link to the restricted-country page; closable for the page.
 */
export default function IpLimitBar({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const href = useHref();
  return (
    <div role="region" aria-label={t('compliance.ip.label')} css={bar}>
      <svg css={flag} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M5 2h2v1h12l-2.5 5L19 13H7v9H5V2Z" />
      </svg>
      <p>
        {t('compliance.ip.text')}
        <a href={href(TIPS_PATH)}>{t('compliance.ip.more')}</a>
      </p>
      <CloseButton label={t('compliance.close')} onClick={onClose} />
    </div>
  );
}
