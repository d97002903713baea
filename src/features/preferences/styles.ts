import { css } from '@emotion/react';
import { underlineTab } from '../../ui/Tabs';
import { mq } from '../../theme/tokens';

export const tabList = css`
  display: flex;
  gap: 24px;
  padding: 0 24px;
  border-bottom: 1px solid var(--sc-border);
  ${mq.small} {
    padding: 0 16px;
  }
`;

export const tab = css`
  ${underlineTab}
  padding: 12px 0;
  font-size: 15px;
`;

export const panelBody = css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 20px 24px 24px;
  ${mq.small} {
    padding: 16px;
  }
`;

/** A grid of choices (languages, fiats); the chosen one is outlined and checked. */
export const optionGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(168px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.small} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const option = css`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid transparent;
  border-radius: 10px;
  text-align: start;
  font-size: 14px;
  color: var(--sc-text);
  .main {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .sub {
    color: var(--sc-text-2);
  }
  .check {
    color: var(--sc-brand);
    flex-shrink: 0;
  }
  &:hover {
    background: var(--sc-hover);
  }
  &[aria-current='true'] {
    border-color: var(--sc-brand);
    background: color-mix(in srgb, var(--sc-brand) 8%, transparent);
    font-weight: 600;
  }
`;

export const sectionTitle = css`
  margin: 0 0 12px;
  font-size: 14px;
  font-weight: 600;
  color: var(--sc-text-2);
`;

export const notice = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 16px;
  padding: 12px 14px;
  border-radius: 10px;
  background: var(--sc-surface-2);
  border-inline-start: 3px solid var(--sc-brand);
  font-size: 14px;
  line-height: 1.5;
  a {
    color: var(--sc-brand);
    font-weight: 600;
    text-decoration: underline;
  }
`;
