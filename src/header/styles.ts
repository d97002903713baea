import { css } from '@emotion/react';
import { mq } from '../theme/tokens';
import { roundButton } from '../ui/styles';

export const navItem = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 64px;
  padding: 0 12px;
  font-size: 14px;
  font-weight: 500;
  white-space: nowrap;
  color: var(--sc-text);
  &:hover,
  &[aria-expanded='true'] {
    color: var(--sc-brand);
  }
`;

export const panel = css`
  position: absolute;
  top: calc(100% - 6px);
  inset-inline-start: 0;
  min-width: 280px;
  padding: 8px;
  background: var(--sc-surface);
  border: 1px solid var(--sc-border);
  border-radius: 12px;
  box-shadow: var(--sc-shadow);
  z-index: 10;
  &[hidden] {
    display: none;
  }
  ${mq.compact} {
    position: fixed;
    top: 64px;
    inset-inline: 8px;
    min-width: 0;
  }
`;

export const pillButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 32px;
  padding: 0 14px;
  border-radius: 16px;
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
`;

export const iconButton = css`
  ${roundButton};
  color: var(--sc-text);
  &:hover {
    background: var(--sc-hover);
  }
`;
