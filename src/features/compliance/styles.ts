import { css } from '@emotion/react';
import { mq } from '../../theme/tokens';


/** The compliance modals' frame: a 440 px modal, the whole screen on narrow phones. */
export const frame = css`
  display: flex;
  flex-direction: column;
  ${mq.narrow} {
    width: 100vw;
    max-width: 100vw;
    height: 100dvh;
    max-height: 100dvh;
    margin: 0;
    border: 0;
    border-radius: 0;
  }
  &:not([open]) {
    display: none;
  }
`;

export const head = css`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 24px 24px 8px;
  h2 {
    flex: 1;
    margin: 0;
    font-size: 20px;
    font-weight: 600;
    line-height: 28px;
  }
  ${mq.narrow} {
    padding: 16px 16px 8px;
  }
`;

export const body = css`
  flex: 1;
  padding: 0 24px;
  overflow-y: auto;
  color: var(--sc-text-2);
  font-size: 14px;
  line-height: 1.6;
  p {
    margin: 0 0 12px;
  }
  a[href] {
    color: var(--sc-brand);
    text-decoration: underline;
  }
  a[href]:hover {
    text-decoration: none;
  }
  ${mq.narrow} {
    padding: 0 16px;
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  padding: 16px 24px 24px;
  & > button {
    flex: 1 1 140px;
  }
  ${mq.narrow} {
    padding: 16px;
  }
`;

/** The warning mark before an acknowledge-only modal's title. */
export const warning = css`
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  color: #f0a70a;
`;
