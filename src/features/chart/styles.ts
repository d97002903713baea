import { css } from '@emotion/react';
import { compactPrimaryButton, compactSecondaryButton } from '../../ui/buttons';
import { mq } from '../../theme/tokens';

/**
 * The chart widget's styles (a lazy part: Emotion). Prices take the rise colour through
 * `--sc-up`/`--sc-down` mixed a third of the way towards the text colour, as the market panels do
 * (the raw light-theme green reads at 2.8:1 on white). Logical properties throughout (Arabic).
 */

/** The error red of form messages, whatever the rise colour, readable on both themes' surfaces. */
const ERROR = 'color-mix(in srgb, #e5484d 72%, var(--sc-text))';

export const frame = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  background: var(--sc-surface);
  color: var(--sc-text);
  border: 1px solid var(--sc-border);
  border-radius: 8px;
  min-width: 0;
  ${mq.small} {
    padding: 8px;
  }
`;

export const legend = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 16px;
  min-height: 28px;
  .pair {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-size: 16px;
    font-weight: 600;
  }
  .pair img,
  .pair .icon-wait {
    width: 20px;
    height: 20px;
    border-radius: 50%;
  }
  .res {
    font-size: 12px;
    font-weight: 400;
    color: var(--sc-text-2);
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 12px;
    margin: 0;
    font-size: 12px;
    font-variant-numeric: tabular-nums;
  }
  dl > div {
    display: inline-flex;
    gap: 4px;
  }
  dt {
    color: var(--sc-text-2);
  }
  dd {
    margin: 0;
  }
  .up {
    color: color-mix(in srgb, var(--sc-up) 66%, var(--sc-text));
  }
  .down {
    color: color-mix(in srgb, var(--sc-down) 66%, var(--sc-text));
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 10px;
    font-size: 12px;
    color: var(--sc-text-2);
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .swatch {
    width: 10px;
    height: 2px;
    border-radius: 1px;
  }
`;

export const controls = css`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  ${mq.small} {
    flex-wrap: wrap;
  }
`;

/** The resolutions in one row that scrolls sideways where it does not fit (a phone). */
export const resolutions = css`
  display: flex;
  gap: 2px;
  flex: 1;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: thin;
  padding: 3px;
  ${mq.small} {
    flex-basis: 100%;
  }
  button {
    flex: none;
    min-width: 36px;
    min-height: 32px;
    padding: 0 8px;
    border-radius: 6px;
    font-size: 13px;
    color: var(--sc-text-2);
  }
  button:hover {
    background: var(--sc-hover);
    color: var(--sc-text);
  }
  button[aria-pressed='true'] {
    background: var(--sc-surface-2);
    color: var(--sc-text);
    font-weight: 600;
  }
`;

export const actions = css`
  display: flex;
  flex: none;
  gap: 8px;
  margin-inline-start: auto;
`;

export const action = css`
  ${compactSecondaryButton};
  &[aria-expanded='true'] {
    background: var(--sc-hover);
  }
`;

export const panel = css`
  display: grid;
  gap: 12px;
  padding: 12px;
  border-radius: 8px;
  background: var(--sc-surface-2);
  h3 {
    font-weight: 600;
  }
`;

export const form = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;
  label {
    display: block;
    font-size: 12px;
    color: var(--sc-text-2);
    margin-block-end: 4px;
  }
  select,
  input {
    font: inherit;
    color: var(--sc-text);
    background: var(--sc-surface);
    border: 1px solid var(--sc-border);
    border-radius: 6px;
    min-height: 36px;
    padding: 0 8px;
  }
  input {
    width: 96px;
  }
  input[aria-invalid='true'] {
    border-color: ${ERROR};
  }
  .error {
    max-width: 200px;
    margin-block-start: 4px;
    font-size: 12px;
    color: ${ERROR};
  }
  .submit {
    align-self: flex-end;
  }
`;

export const addButton = css`
  ${compactPrimaryButton};
  &:disabled {
    cursor: not-allowed;
    background: var(--sc-surface);
    color: var(--sc-text-2);
    border: 1px solid var(--sc-border);
  }
`;

export const activeList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding-inline-start: 10px;
    border: 1px solid var(--sc-border);
    border-radius: 16px;
    background: var(--sc-surface);
    font-size: 13px;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    color: var(--sc-text-2);
  }
  button:hover {
    background: var(--sc-hover);
    color: var(--sc-text);
  }
  svg {
    width: 14px;
    height: 14px;
  }
`;

export const note = css`
  font-size: 12px;
  color: var(--sc-text-2);
`;

export const stage = css`
  position: relative;
  min-width: 0;
`;

/** lightweight-charts fills this box and follows its size (autoSize); time runs left to right in every language (`dir="ltr"`). */
export const canvas = css`
  position: absolute;
  inset: 0;
`;

export const overlay = css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  background: var(--sc-surface);
  color: var(--sc-text-2);
  text-align: center;
`;

export const credit = css`
  font-size: 11px;
  color: var(--sc-text-2);
  text-align: end;
  a {
    text-decoration: underline;
  }
`;
