import { css } from '@emotion/react';
import { mq } from '../../theme/tokens';

/**
 * The page: its own background across the element (the host page's may not match the theme), its
 * content centred, 1136 px at most.
 */
export const page = css`
  box-sizing: border-box;
  padding: 64px max(32px, calc((100% - 1136px) / 2)) 80px;
  background: var(--sc-bg);
  color: var(--sc-text);
  font-size: 14px;
  line-height: 20px;
  ${mq.small} {
    padding: 32px 16px 48px;
  }
`;

/** The numerals beside the title on desktop, above it on a phone. */
export const hero = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 48px;
  padding-bottom: 56px;
  border-bottom: 1px solid var(--sc-border);
  ${mq.small} {
    flex-direction: column;
    gap: 16px;
    padding-bottom: 32px;
    text-align: center;
  }
`;

export const numerals = css`
  font-size: 144px;
  line-height: 1;
  font-weight: 800;
  letter-spacing: -4px;
  color: var(--sc-brand);
  opacity: 0.9;
  ${mq.small} {
    font-size: 88px;
    letter-spacing: -2px;
  }
`;

export const intro = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  max-width: 440px;
  ${mq.small} {
    align-items: center;
  }
`;

export const title = css`
  margin: 0;
  font-size: 32px;
  line-height: 40px;
  font-weight: 700;
  ${mq.small} {
    font-size: 24px;
    line-height: 32px;
  }
`;

export const text = css`
  margin: 0 0 12px;
  font-size: 16px;
  line-height: 24px;
  color: var(--sc-text-2);
`;

/** Helpful links beside Trending stories on desktop, one under the other on a phone. */
export const lists = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  gap: 48px;
  padding-top: 48px;
  ${mq.small} {
    grid-template-columns: minmax(0, 1fr);
    gap: 32px;
    padding-top: 32px;
  }
`;

export const heading = css`
  margin: 0 0 16px;
  font-size: 20px;
  line-height: 28px;
  font-weight: 700;
`;

const list = css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Two columns of links, on a phone too: seven short names fit side by side. */
export const links = css`
  ${list};
  grid-template-columns: repeat(2, minmax(0, 1fr));
`;

export const link = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 48px;
  padding: 0 16px;
  border-radius: 8px;
  background: var(--sc-surface-2);
  color: var(--sc-text);
  font-weight: 600;
  &:hover {
    background: var(--sc-hover);
  }
  svg {
    flex: none;
    color: var(--sc-text-3);
  }
`;

export const stories = list;

export const story = css`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 12px 0;
  border-bottom: 1px solid var(--sc-border);
  &:last-of-type {
    border-bottom: 0;
  }
`;

/** A thumbnail or video in the place the rank number takes: 16:9, its size held before it loads. */
export const media = css`
  flex: none;
  width: 128px;
  aspect-ratio: 16 / 9;
  border-radius: 8px;
  overflow: hidden;
  background: var(--sc-surface-2);
  img,
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${mq.small} {
    width: 96px;
  }
`;

export const rank = css`
  flex: none;
  width: 40px;
  font-size: 24px;
  line-height: 32px;
  font-weight: 800;
  color: var(--sc-brand);
  font-variant-numeric: tabular-nums;
`;

export const storyLink = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  color: var(--sc-text);
  &:hover > span:first-of-type {
    color: var(--sc-brand);
    text-decoration: underline;
  }
`;

export const storyTitle = css`
  font-size: 15px;
  line-height: 22px;
  font-weight: 600;
`;

export const storyDesc = css`
  color: var(--sc-text-2);
`;
