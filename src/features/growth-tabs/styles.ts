import { css } from '@emotion/react';

/** The bar: its own background (the host page's may not match the theme) and the arrows' positioning box. */
export const bar = css`
  position: relative;
  display: block;
  background: var(--sc-bg);
  color: var(--sc-text);
  border-bottom: 1px solid var(--sc-border);
`;

export const list = css`
  display: flex;
  align-items: stretch;
  gap: 28px;
  margin: 0;
  padding: 0 16px;
  list-style: none;
  overflow-x: auto;
  overflow-y: hidden;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  li {
    flex: none;
  }
`;

/** A tab: quiet until it is the current page, then bold with a brand underline on the bar's border. */
export const tab = css`
  position: relative;
  display: block;
  padding: 14px 0 12px;
  font-size: 16px;
  line-height: 24px;
  font-weight: 500;
  white-space: nowrap;
  color: var(--sc-text-2);
  text-decoration: none;
  &:hover {
    color: var(--sc-text);
  }
  /* Inside the list's overflow, an outline outside the link would be clipped. */
  &:focus-visible {
    outline: 2px solid var(--sc-focus);
    outline-offset: -2px;
    border-radius: 4px;
  }
  &[aria-current='page'] {
    color: var(--sc-text);
    font-weight: 600;
  }
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    bottom: 0;
    height: 2px;
    border-radius: 1px;
    background: var(--sc-brand);
  }
`;
