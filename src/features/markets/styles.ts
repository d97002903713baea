import { css } from '@emotion/react';
import { underlineTab } from '../../ui/Tabs';
import { MARKET_LIST_HEIGHT, MARKET_ROW_HEIGHT } from './limits-rules';

/**
 * The market panel's styles (a lazy part: Emotion). Prices and changes take the rise colour
 * through `--sc-up`/`--sc-down` (ChromeRoot swaps them for red-up), mixed a third of the way
 * towards the text colour: the raw light-theme green reads at 2.8:1 on white, the mix at 5:1 or
 * better in both themes (WCAG AA for 12 px text).
 */

const PANEL_WIDTH = 452;
const SIDE_WIDTH = 96;

export const panel = css`
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: ${PANEL_WIDTH}px;
  padding-inline-start: 16px;
  border-inline-start: 1px solid var(--sc-border);
`;

/** The panel's tabs (ui/Tabs): the modal's underline look at the popover's size. */
export const tabList = css`
  display: flex;
  gap: 20px;
  border-bottom: 1px solid var(--sc-border);
`;

export const tab = css`
  ${underlineTab}
  padding: 6px 0 8px;
  font-size: 14px;
`;

export const tabPanel = css`
  padding: 10px 0 0;
`;

export const searchBox = css`
  display: flex;
  align-items: center;
  gap: 6px;
  height: 36px;
  padding: 0 6px 0 10px;
  border: 1px solid var(--sc-border);
  border-radius: 8px;
  color: var(--sc-text-2);
  &:focus-within {
    border-color: var(--sc-brand);
  }
  input {
    flex: 1;
    min-width: 0;
    height: 100%;
    border: 0;
    outline: 0;
    background: transparent;
    color: var(--sc-text);
    font-size: 14px;
  }
  input::placeholder {
    color: var(--sc-text-3);
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
`;

export const clearButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 12px;
  color: var(--sc-text-2);
  &:hover {
    background: var(--sc-hover);
    color: var(--sc-text);
  }
`;

export const heading = css`
  margin: 0;
  font-size: 14px;
  font-weight: 600;
`;

export const body = css`
  display: flex;
  gap: 8px;
`;

export const side = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: 0 0 ${SIDE_WIDTH}px;
  button {
    padding: 8px 10px;
    border-radius: 6px;
    font-size: 13px;
    text-align: start;
    color: var(--sc-text-2);
    overflow-wrap: anywhere;
  }
  button:hover {
    color: var(--sc-text);
  }
  button[aria-pressed='true'] {
    background: var(--sc-hover);
    color: var(--sc-text);
    font-weight: 600;
  }
`;

export const listColumn = css`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

export const columns = css`
  display: flex;
  justify-content: space-between;
  padding: 0 10px 6px;
  font-size: 12px;
  color: var(--sc-text-3);
`;

export const scroller = css`
  position: relative;
  height: ${MARKET_LIST_HEIGHT}px;
  overflow-y: auto;
  overscroll-behavior: contain;
  outline: 0;
`;

export const state = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  height: ${MARKET_LIST_HEIGHT}px;
  font-size: 13px;
  color: var(--sc-text-2);
`;

export const skeleton = css`
  display: flex;
  flex-direction: column;
  height: ${MARKET_LIST_HEIGHT}px;
  overflow: hidden;
  i {
    flex: 0 0 ${MARKET_ROW_HEIGHT - 16}px;
    margin: 8px 10px;
    border-radius: 8px;
    background: var(--sc-surface-2);
  }
`;

/**
 * The virtual list's inner box, as tall as every row together (its height is set inline): strict
 * containment, since its size never depends on its rows; a scroll frame then lays out and paints
 * the rows inside it without looking outside.
 */
export const sizer = css`
  contain: strict;
`;

/**
 * One row: its size is fixed (the list's width, 58 px), so strict containment too: what changes
 * in one row (its icon arriving, a new price) is laid out and painted within it.
 */
export const row = css`
  contain: strict;
  position: absolute;
  inset-inline-start: 0;
  top: 0;
  display: grid;
  grid-template-columns: 28px minmax(0, 1fr) auto;
  align-items: center;
  gap: 10px;
  width: 100%;
  height: ${MARKET_ROW_HEIGHT}px;
  padding: 0 10px;
  border-radius: 8px;
  color: var(--sc-text);
  &:hover,
  &:focus-visible {
    background: var(--sc-hover);
  }
  img,
  .icon-wait {
    width: 28px;
    height: 28px;
    border-radius: 50%;
  }
  .icon-wait {
    background: var(--sc-hover);
  }
  .top {
    display: flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
    font-size: 14px;
    font-weight: 600;
    white-space: nowrap;
  }
  .quote {
    font-size: 12px;
    font-weight: 400;
    color: var(--sc-text-2);
  }
  .sub {
    overflow: hidden;
    font-size: 12px;
    color: var(--sc-text-2);
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .main,
  .end {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .end {
    align-items: flex-end;
    font-variant-numeric: tabular-nums;
    font-size: 14px;
  }
  .up,
  .down {
    font-size: 12px;
  }
  .up {
    color: color-mix(in srgb, var(--sc-up) 66%, var(--sc-text));
  }
  .down {
    color: color-mix(in srgb, var(--sc-down) 66%, var(--sc-text));
  }
  .note {
    font-size: 12px;
    color: var(--sc-text-2);
  }
`;

export const tag = css`
  padding: 0 4px;
  border: 1px solid var(--sc-border);
  border-radius: 4px;
  font-size: 10px;
  font-weight: 600;
  line-height: 14px;
  color: var(--sc-text-2);
`;

export const riskTag = css`
  ${tag};
  border-color: currentColor;
  color: color-mix(in srgb, var(--sc-down) 66%, var(--sc-text));
`;

export const brandTag = css`
  ${tag};
  border-color: currentColor;
  color: var(--sc-brand);
`;

export const viewAll = css`
  align-self: flex-end;
  margin-top: 6px;
  padding: 4px 10px;
  font-size: 13px;
  font-weight: 500;
  color: var(--sc-brand);
  &:hover {
    text-decoration: underline;
  }
`;

/** The new-listing announcements under a NEWLISTED list: the View-all link's look, at the start. */
export const newListings = css`
  ${viewAll};
  align-self: flex-start;
`;
