import { css } from '@emotion/react';
import { SIDE_MENU } from './rules';

const motion = css`
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The panel: its own background (the host page's may not match the theme), 300 px wide, 104 px collapsed. */
export const panel = css`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: ${SIDE_MENU.expandedWidth}px;
  height: 100%;
  padding: 12px;
  overflow: hidden auto;
  background: var(--sc-bg);
  color: var(--sc-text);
  border-inline-end: 1px solid var(--sc-border);
  font-size: 14px;
  line-height: 20px;
  transition: width 0.2s ease;
  ${motion}
  &[data-layout='collapsed'] {
    width: ${SIDE_MENU.collapsedWidth}px;
  }
`;

/** The collapse / expand button: at the panel's inline end, centred when collapsed. */
export const toggle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: flex-end;
  width: 40px;
  height: 40px;
  border-radius: 8px;
  color: var(--sc-text-2);
  &:hover {
    background: var(--sc-hover);
    color: var(--sc-text);
  }
  [data-layout='collapsed'] > & {
    align-self: center;
  }
  svg {
    transition: transform 0.2s ease;
    ${motion}
  }
  [data-layout='collapsed'] > & svg {
    transform: rotate(180deg);
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
  [dir='rtl'] [data-layout='collapsed'] > & svg {
    transform: scaleX(-1) rotate(180deg);
  }
`;

export const list = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

/** A link or a group's button: icon, label, and for a group a chevron at the end. */
export const row = css`
  position: relative;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border-radius: 8px;
  color: var(--sc-text-2);
  font-weight: 500;
  text-decoration: none;
  &:hover {
    background: var(--sc-hover);
    color: var(--sc-text);
  }
  /* Inside the panel's overflow an outline outside the row would be clipped. */
  &:focus-visible {
    outline-offset: -2px;
  }
  &[aria-current='page'],
  &[data-current] {
    color: var(--sc-text);
    font-weight: 600;
  }
  &[aria-current='page'] {
    background: var(--sc-surface-2);
  }
  &[aria-current='page']::before,
  &[data-current]::before {
    content: '';
    position: absolute;
    inset-block: 10px;
    inset-inline-start: 0;
    width: 3px;
    border-radius: 2px;
    background: var(--sc-brand);
  }
  [data-layout='collapsed'] & {
    justify-content: center;
    padding-inline: 0;
  }
`;

/** A group's links, indented under its label. */
export const children = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-block-start: 2px;
  &[hidden] {
    display: none;
  }
  & a {
    min-height: 40px;
    padding-inline-start: 48px;
    font-weight: 400;
  }
`;

export const text = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  /* Collapsed: the label stays the row's accessible name, out of sight. */
  [data-layout='collapsed'] & {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

/** An entry's icon, or its label's first letter. */
export const glyph = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 6px;
  img {
    display: block;
    width: 20px;
    height: 20px;
    object-fit: contain;
  }
  &[data-letter] {
    background: var(--sc-surface-2);
    color: var(--sc-text);
    font-size: 12px;
    font-weight: 600;
    line-height: 1;
  }
  [data-layout='collapsed'] & {
    width: 32px;
    height: 32px;
  }
  [data-layout='collapsed'] &[data-letter] {
    font-size: 14px;
  }
`;

export const chevron = css`
  display: inline-flex;
  transition: transform 0.2s;
  ${motion}
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
  [data-layout='collapsed'] & {
    display: none;
  }
`;

/** 992 px and below: a bar across the page, its button naming the current page. */
export const bar = css`
  box-sizing: border-box;
  display: block;
  width: 100%;
  background: var(--sc-bg);
  color: var(--sc-text);
  border-bottom: 1px solid var(--sc-border);
  font-size: 14px;
  line-height: 20px;
`;

export const barButton = css`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  min-height: 48px;
  padding: 12px 16px;
  font-size: 16px;
  font-weight: 600;
  &:focus-visible {
    outline-offset: -2px;
  }
  & > span:first-of-type {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const barList = css`
  padding: 4px 12px 12px;
`;
