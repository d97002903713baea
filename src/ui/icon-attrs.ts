/**
 * The SVG attributes every line icon of the chrome shares, first paint (icons.tsx) and lazy parts
 * (line-icons.tsx) alike: one 24-unit grid, one stroke. `aria-hidden`: every control that shows an
 * icon carries its own name.
 */
export const lineIcon = {
  width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8,
  strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false,
} as const;
