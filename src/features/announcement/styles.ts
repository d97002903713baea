import { css, keyframes } from '@emotion/react';
import { mq } from '../../theme/tokens';

/** Max height 36 px (site-chrome.md §4, §9): two 16 px lines and 2 px of padding. */
export const BAR_MAX_HEIGHT = 36;

export const bar = css`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  max-height: ${BAR_MAX_HEIGHT}px;
  padding: 2px 4px 2px 12px;
  overflow: hidden;
  background: var(--sc-surface-2);
  color: var(--sc-text);
  border-bottom: 1px solid var(--sc-border);
  font-size: 12px;
  line-height: 16px;
  [dir='rtl'] & {
    padding: 2px 12px 2px 4px;
  }
`;

export const icon = css`
  flex-shrink: 0;
  color: var(--sc-brand);
`;

/** The text's window: the marquee moves inside it; otherwise it clamps the text. */
export const viewport = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
`;

/** Two lines on wide screens, one on phones (site-chrome.md §4). */
export const clamped = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
  ${mq.small} {
    -webkit-line-clamp: 1;
  }
`;

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(calc(-100% * var(--sc-marquee-dir, 1))); }
`;

/**
 * The phone marquee: the line starts just past the window's end (padding of the window's width)
 * and runs until it has left it, in `--sc-marquee-time`. It stops while the bar is hovered or
 * holds focus, and does not run at all for `prefers-reduced-motion` (one clamped line instead).
 */
export const marquee = css`
  display: inline-block;
  white-space: nowrap;
  padding-inline-start: 100%;
  animation: ${scroll} var(--sc-marquee-time, 6s) linear infinite;
  [dir='rtl'] & {
    --sc-marquee-dir: -1;
  }
  [data-bar]:hover &,
  [data-bar]:focus-within & {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    display: block;
    padding-inline-start: 0;
    animation: none;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** The text as laid out on one line, measured to decide whether the marquee runs. */
export const measure = css`
  position: absolute;
  display: inline-block;
  visibility: hidden;
  white-space: nowrap;
  pointer-events: none;
`;

export const content = css`
  a {
    color: var(--sc-brand);
    text-decoration: underline;
  }
  b, strong {
    font-weight: 600;
  }
`;

export const more = css`
  flex-shrink: 0;
  color: var(--sc-brand);
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export const close = css`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  color: var(--sc-text-2);
  &:hover {
    background: var(--sc-hover);
    color: var(--sc-text);
  }
`;
