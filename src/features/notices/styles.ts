import { css } from '@emotion/react';
import { mq } from '../../theme/tokens';
import { iconTile } from '../../ui/dialog-parts';


/** A wrapper that fills the dialog, so a click on its text keeps focus (and Escape) inside. */
export const frame = css`
  outline: none;
  padding: 28px 24px 24px;
  ${mq.narrow} {
    padding: 24px 16px 16px;
  }
`;

/** Narrow screens: a sheet along the bottom edge. */
export const sheet = css`
  ${mq.narrow} {
    width: 100vw;
    max-width: 100vw;
    margin: auto 0 0;
    border: 0;
    border-radius: 16px 16px 0 0;
  }
`;

export const head = css`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  h2 {
    flex: 1;
    margin: 6px 0 0;
    font-size: 20px;
    font-weight: 700;
    line-height: 28px;
  }
`;

export const badge = css`
  ${iconTile}
`;

export const text = css`
  margin-top: 16px;
  display: grid;
  gap: 10px;
  color: var(--sc-text-2);
  font-size: 14px;
  line-height: 1.6;
  overflow-wrap: anywhere;
  a {
    color: var(--sc-brand);
    text-decoration: underline;
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 24px;
  & > * {
    flex: 1 1 160px;
  }
`;

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
