import { mq } from '../theme/tokens';
import { primaryFill, roundButton } from '../theme/styles';
import { classes } from '../theme/sheet';

/** The header's shared pieces as static classes (theme/sheet.ts); lazy parts use them too. */
export const hs = classes('hdr', {
  navItem: `
    display: inline-flex;
    align-items: center;
    gap: 4px;
    height: 64px;
    padding: 0 12px;
    font-size: 14px;
    font-weight: 500;
    white-space: nowrap;
    color: var(--sc-text);
    &:hover,
    &[aria-expanded='true'] {
      color: var(--sc-brand);
    }
  `,
  /** A top-level menu's chevron, turned when open: the menu button's and, with no script, its link's (NavMenuLink). */
  menuChevron: `
    & > span {
      display: inline-flex;
      transition: transform .15s;
    }
    &[aria-expanded='true'] > span {
      transform: rotate(180deg);
    }
  `,
  pillButton: `
    display: inline-flex;
    flex-shrink: 0;
    align-items: center;
    justify-content: center;
    height: 32px;
    padding: 0 14px;
    border-radius: 16px;
    font-size: 14px;
    font-weight: 600;
    white-space: nowrap;
  `,
  iconButton: `
    ${roundButton};
    color: var(--sc-text);
    &:hover {
      background: var(--sc-hover);
    }
  `,
  /** Log In: a text pill. */
  textPill: `
    color: var(--sc-text);
    &:hover {
      color: var(--sc-brand);
    }
  `,
  /** Sign Up, Deposit: a filled pill. */
  fillPill: primaryFill,
  contents: 'display: contents;',
  /** Hidden on phones (up to 767 px). */
  wideOnly: `
    ${mq.small} {
      display: none;
    }
  `,
});
