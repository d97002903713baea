/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';

const noVipBadge = css`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  padding: 1px 7px 1px 5px;
  border-radius: 10px;
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.02em;
  white-space: nowrap;
  color: var(--sc-text-2);
  background: var(--sc-surface-2);
`;

const vipBadge = css`
  ${noVipBadge};
  color: #3d2a00;
  background: linear-gradient(90deg, #f8e3b0, #f0c96a);
`;

/** VIP 12 and above: a deeper gold. */
const topBadge = css`
  ${vipBadge};
  background: linear-gradient(90deg, #f5d58a, #e0a93b);
`;

/**
 * The VIP tier badge. The product's badge images are named by level (site-chrome.md §9); the SDK
 * draws the badge itself so it needs no image host, and its text is the accessible "VIP n".
 */
export function VipBadge({ level, label }: { level: number; label: string }) {
  return (
    <span data-vip-level={level}
      css={level >= 12 ? topBadge : level > 0 ? vipBadge : noVipBadge}>
      <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" fill="currentColor" />
      </svg>
      {label}
    </span>
  );
}
