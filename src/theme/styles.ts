/**
 * The round 36 px icon button the header, the footer and every dialog's close button build on: a
 * CSS text that static classes and Emotion styles both take.
 */
export const roundButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  flex-shrink: 0;
`;

/**
 * Filled brand buttons with white text, as CSS text for static classes and Emotion alike. The dark
 * theme's `--sc-brand` (#4d7bff) gives white text only 3.6:1; `--sc-brand-fill` is the brand blue
 * dark enough for 4.5:1 in both themes (WCAG AA for 14 px text).
 */
export const primaryFill = `
  background: var(--sc-brand-fill);
  color: var(--sc-brand-text);
  &:hover {
    filter: brightness(1.08);
  }
`;
