import { css } from '@emotion/react';
import { mq } from '../theme/tokens';
import { roundButton } from '../theme/styles';

export const inner = css`
  max-width: 1280px;
  margin: 0 auto;
`;

export const top = css`
  display: grid;
  grid-template-columns: minmax(220px, 280px) minmax(0, 1fr);
  gap: 48px;
  /* Tablets: the brand block becomes a row above full-width columns. */
  ${mq.compact} {
    grid-template-columns: minmax(0, 1fr);
    gap: 40px;
  }
  ${mq.footerMobile} {
    gap: 24px;
  }
`;

export const brandBlock = css`
  display: flex;
  flex-direction: column;
  gap: 24px;
  align-items: flex-start;
  ${mq.compact} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: 24px 56px;
  }
  ${mq.footerMobile} {
    flex-direction: column;
  }
`;

export const logo = css`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  border-radius: 6px;
  .name {
    font-size: 22px;
    font-weight: 700;
    letter-spacing: -0.01em;
  }
`;

export const columnsGrid = css`
  display: grid;
  gap: 32px 24px;
  align-content: start;
`;

/** Four or more columns share the width; fewer keep 220 px each at the end of the row. */
export const wideColumns = css`
  ${columnsGrid};
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
`;

export const fewColumns = css`
  ${columnsGrid};
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 220px);
  justify-content: end;
`;

/** The phone accordion: rows without gaps. */
export const accordionColumns = css`
  ${columnsGrid};
  gap: 0;
`;

export const heading = css`
  font-size: 15px;
  font-weight: 600;
  margin-bottom: 18px;
  color: var(--sc-text);
`;

export const linkList = css`
  display: grid;
  gap: 12px;
`;

export const link = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 14px;
  line-height: 1.4;
  color: var(--sc-text-2);
  border-radius: 4px;
  &:hover {
    color: var(--sc-brand);
  }
`;

export const accordionSection = css`
  border-bottom: 1px solid var(--sc-border);
  &:first-of-type {
    border-top: 1px solid var(--sc-border);
  }
`;

export const accordionButton = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  min-height: 52px;
  padding: 0;
  font-size: 15px;
  font-weight: 600;
  color: var(--sc-text);
  text-align: start;
`;

export const accordionPanel = css`
  padding: 2px 0 18px;
  &[hidden] {
    display: none;
  }
`;

export const coinRow = css`
  margin-top: 48px;
  padding-top: 40px;
  border-top: 1px solid var(--sc-border);
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 32px 24px;
`;

export const smallHeading = css`
  font-size: 13px;
  font-weight: 600;
  color: var(--sc-text-2);
  margin-bottom: 12px;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const legalText = css`
  margin-top: 40px;
  padding: 16px 18px;
  border-radius: 10px;
  background: var(--sc-surface);
  border: 1px solid var(--sc-border);
  font-size: 12px;
  line-height: 1.7;
  color: var(--sc-text-2);
  ${mq.footerMobile} {
    margin-top: 24px;
  }
`;

export const bottomBar = css`
  margin-top: 40px;
  padding-top: 20px;
  border-top: 1px solid var(--sc-border);
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: center;
  justify-content: space-between;
  font-size: 12px;
  color: var(--sc-text-3);
  ${mq.footerMobile} {
    margin-top: 24px;
    padding-top: 0;
    border-top: 0;
    flex-direction: column;
    align-items: stretch;
  }
`;

export const iconButton = css`
  ${roundButton};
  background: var(--sc-surface);
  border: 1px solid var(--sc-border);
  color: var(--sc-text-2);
  &:hover {
    color: var(--sc-brand);
    border-color: var(--sc-brand);
  }
`;

/** The social icons' row; its width (a whole number of icons per row) is set where it renders. */
export const socialRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;
