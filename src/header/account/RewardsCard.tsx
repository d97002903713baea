/** @jsxImportSource @emotion/react */
import { useT } from '../../root/useT';
import { useHref } from '../../root/useSite';
import { css } from '@emotion/react';
import { brandLink } from '../../ui/buttons';

const card = css`
  width: 260px;
  padding: 16px;
  border-radius: 12px;
  background: var(--sc-surface);
  border: 1px solid var(--sc-border);
  box-shadow: var(--sc-shadow);
  display: grid;
  gap: 8px;
  .head {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  .title {
    font-size: 14px;
    font-weight: 600;
    line-height: 1.35;
  }
  .text {
    font-size: 12px;
    color: var(--sc-text-2);
    line-height: 1.5;
  }
`;

/** The rewards-hub promo card for visitors: one line of pitch and a link to /rewards_hub. */
export default function RewardsCard() {
  const { t } = useT();
  const href = useHref();
  return (
    <div css={card}>
      <div className="head">
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect x="4" y="12" width="24" height="16" rx="3" fill="var(--sc-brand)" />
          <rect x="2" y="8" width="28" height="6" rx="2" fill="var(--sc-brand)" opacity=".75" />
          <path d="M16 8v20" stroke="#fff" strokeWidth="2.5" />
          <path d="M16 8c-2-5-8-5-7-1 .6 2 5 1 7 1 2 0 6.4 1 7-1 1-4-5-4-7 1z" fill="none" stroke="var(--sc-brand)" strokeWidth="2" />
        </svg>
        <p className="title">{t('account.rewardsTitle')}</p>
      </div>
      <p className="text">{t('account.rewardsText')}</p>
      <a href={href('/rewards_hub')} css={brandLink}>
        {t('account.rewardsLink')}
      </a>
    </div>
  );
}
