import { css } from '@emotion/react';
import { primaryFill } from '../theme/styles';

/**
 * The buttons of the lazy parts (dialogs, the personal centre, the drawer): one shape in two sizes,
 * one primary and one secondary fill. First-paint modules take the same `primaryFill` CSS text
 * (theme/styles.ts) in their static classes, so the brand button looks and hovers the same everywhere.
 */
const shape = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 20px;
  border-radius: 22px;
  font-size: 15px;
  font-weight: 600;
  white-space: nowrap;
`;

/** The smaller shape, for buttons inside a menu panel or a drawer. */
const compactShape = css`
  ${shape};
  min-height: 36px;
  padding: 0 12px;
  border-radius: 18px;
  font-size: 14px;
`;

const secondaryFill = css`
  background: var(--sc-surface-2);
  color: var(--sc-text);
  &:hover {
    background: var(--sc-hover);
  }
`;

const outline = css`
  border: 1px solid var(--sc-border);
  color: var(--sc-text);
  &:hover {
    background: var(--sc-hover);
  }
`;

export const primaryButton = css`
  ${shape};
  ${primaryFill};
`;
export const secondaryButton = css`
  ${shape};
  ${secondaryFill};
`;
export const compactPrimaryButton = css`
  ${compactShape};
  ${primaryFill};
`;
export const compactSecondaryButton = css`
  ${compactShape};
  ${secondaryFill};
`;
export const compactOutlineButton = css`
  ${compactShape};
  ${outline};
`;

/** A link in the brand colour, underlined on hover: "Learn more", "View more" under a card. */
export const brandLink = css`
  font-size: 13px;
  font-weight: 600;
  color: var(--sc-brand);
  border-radius: 4px;
  &:hover {
    text-decoration: underline;
  }
`;
