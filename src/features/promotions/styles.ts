import { css, keyframes } from '@emotion/react';
import { BP, mq } from '../../theme/tokens';
import { compactPrimaryButton } from '../../ui/buttons';

/** The bar's height above the phone's safe area; the spacer reserves the same at the page's end. */
const BAR_HEIGHT = 64;
const wide = `@media (min-width: ${BP.tablet}px)`;

const rise = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;

/**
 * In the overlay host (height 0, last in `<body>`), this block overflows below the page's end and
 * so lengthens the page by the bar's height: the page's own bottom content can be scrolled above
 * the bar, and nothing already painted moves.
 */
export const spacer = css`
  height: calc(${BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px));
  ${wide} {
    display: none;
  }
`;

export const bar = css`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 2147482000;
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: ${BAR_HEIGHT}px;
  padding: 8px 8px calc(8px + env(safe-area-inset-bottom, 0px)) 12px;
  background: var(--sc-surface);
  border-top: 1px solid var(--sc-border);
  box-shadow: 0 -6px 20px rgba(7, 8, 8, 0.08);
  animation: ${rise} 0.25s ease-out;
  ${wide} {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const barDetails = css`
  display: flex;
  flex: 1;
  min-width: 0;
  align-items: center;
  gap: 10px;
  text-align: start;
  border-radius: 8px;
  svg {
    flex: none;
    width: 36px;
    height: 36px;
  }
`;

export const barTexts = css`
  display: grid;
  min-width: 0;
  strong {
    font-size: 14px;
    font-weight: 600;
    line-height: 20px;
  }
  span {
    font-size: 12px;
    line-height: 16px;
    color: var(--sc-text-2);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** The bar's Open: the compact primary button, its width fixed. */
export const barOpen = css`
  ${compactPrimaryButton};
  flex: none;
  padding: 0 16px;
`;

/** The promotion modals: a centred card with its close button in the corner. */
export const card = css`
  position: relative;
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 32px 24px 24px;
  text-align: center;
  h2 {
    font-size: 20px;
    font-weight: 700;
    line-height: 28px;
  }
  p {
    font-size: 14px;
    line-height: 1.5;
    color: var(--sc-text-2);
  }
`;

export const corner = css`
  position: absolute;
  top: 8px;
  inset-inline-end: 8px;
`;

export const bigLogo = css`
  svg {
    width: 56px;
    height: 56px;
  }
`;

export const points = css`
  display: grid;
  gap: 10px;
  width: 100%;
  margin: 4px 0 8px;
  padding: 14px 16px;
  border-radius: 12px;
  background: var(--sc-surface-2);
  list-style: none;
  text-align: start;
  li {
    display: flex;
    gap: 10px;
    align-items: center;
    font-size: 14px;
  }
  svg {
    flex: none;
    color: var(--sc-up);
  }
`;

export const stack = css`
  display: grid;
  gap: 10px;
  width: 100%;
  a,
  button {
    width: 100%;
  }
`;

export const giftArt = css`
  display: grid;
  place-items: center;
  width: 100%;
  height: 120px;
  margin-top: 20px;
  border-radius: 12px;
  background: linear-gradient(135deg, rgba(35, 84, 230, 0.16), rgba(32, 178, 108, 0.16));
`;

export const giftAmount = css`
  display: block;
  font-size: 36px;
  font-weight: 800;
  line-height: 44px;
  color: var(--sc-brand);
`;

export const switchBody = css`
  padding: 0 24px 24px;
  /* In line with the title row, which is 16 px in on phones (TitledDialog). */
  ${mq.small} {
    padding: 0 16px 16px;
  }
  p {
    margin: 0 0 20px;
    color: var(--sc-text-2);
    line-height: 1.5;
  }
`;
