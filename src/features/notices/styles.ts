import { css } from '@emotion/react';
import { mq } from '../../theme/tokens';


// ---- the KYC tip bar --------------------------------------------------------------------------

export const bar = css`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 6px 8px 6px 16px;
  background: var(--sc-surface-2);
  border-bottom: 1px solid var(--sc-border);
  color: var(--sc-text);
  font-size: 14px;
  ${mq.narrow} {
    padding-inline-start: 12px;
    font-size: 13px;
  }
`;

export const barText = css`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const barLink = css`
  flex-shrink: 0;
  color: var(--sc-brand);
  font-weight: 600;
  text-decoration: underline;
`;
