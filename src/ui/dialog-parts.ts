import { css } from '@emotion/react';

/**
 * The pieces the lazy dialogs share besides their frame and buttons (issue 22, one dialog
 * vocabulary). CSS text where a dialog nests it in its own block (`label { ${choiceCard} }`).
 */

/**
 * A radio choice as a card (the Turkey chooser, the fund-password frequency, the settings'
 * choices): the whole card is the label, the checked one is tinted, the focus ring is the card's.
 * Each place sets its own height and padding.
 */
export const choiceCard = `
  display: flex;
  align-items: center;
  gap: 12px;
  border: 1px solid var(--sc-border);
  border-radius: 10px;
  cursor: pointer;
  &:has(input:checked) {
    border-color: var(--sc-brand);
    background: color-mix(in srgb, var(--sc-brand) 8%, transparent);
  }
  &:has(input:focus-visible) {
    outline: 2px solid var(--sc-focus);
    outline-offset: 2px;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    flex-shrink: 0;
    accent-color: var(--sc-brand);
  }
`;

/** The 40 px tile an icon sits in before a title or an option (the notices, the deposit chooser). */
export const iconTile = `
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  background: var(--sc-surface-2);
  color: var(--sc-brand);
`;

/** A dialog's row of buttons: side by side while they fit, stacked on a phone. */
export const actionsRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
  & > button {
    flex: 1 1 180px;
  }
`;
