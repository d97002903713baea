import { css } from '@emotion/react';
import { underlineTab } from '../../ui/Tabs';

/** The list's height (site-chrome.md §9). */
export const LIST_HEIGHT = 313;

export const panel = css`
  width: 360px;
  max-width: calc(100vw - 16px);
  display: flex;
  flex-direction: column;
`;

export const tabs = css`
  display: flex;
  gap: 4px;
  padding: 8px 12px 0;
  border-bottom: 1px solid var(--sc-border);
`;

/** ui/Tabs' underline; the bottom padding makes up for the border the tab was drawn with (same height). */
export const tab = css`
  ${underlineTab}
  padding: 8px 10px 9px;
  font-size: 14px;
`;

export const list = css`
  height: ${LIST_HEIGHT}px;
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: 0;
  padding: 4px 0;
  list-style: none;
`;

export const item = css`
  display: grid;
  gap: 2px;
  padding: 10px 16px;
  color: var(--sc-text);
  text-decoration: none;
  a& :hover, a&:hover, a&:focus-visible {
    background: var(--sc-hover);
  }
`;

export const title = css`
  font-size: 14px;
  font-weight: 600;
  line-height: 20px;
  overflow-wrap: anywhere;
`;

export const text = css`
  font-size: 12px;
  line-height: 18px;
  color: var(--sc-text-2);
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

export const time = css`
  font-size: 12px;
  color: var(--sc-text-3);
`;

export const state = css`
  height: ${LIST_HEIGHT}px;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 12px;
  font-size: 14px;
  color: var(--sc-text-2);
`;

export const settingsButton = css`
  padding: 6px 16px;
  border-radius: 16px;
  border: 1px solid var(--sc-border);
  color: var(--sc-text);
  font-size: 13px;
  font-weight: 500;
  text-decoration: none;
  &:hover {
    background: var(--sc-hover);
  }
`;

export const footer = css`
  display: block;
  padding: 12px 16px;
  border-top: 1px solid var(--sc-border);
  text-align: center;
  font-size: 13px;
  font-weight: 600;
  color: var(--sc-brand);
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
