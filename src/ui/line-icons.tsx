/**
 * The line icons the lazy parts share, drawn on one 24-unit grid with one stroke. `aria-hidden`:
 * every control carries its own name. (The first paint's few icons are in icons.tsx.)
 */
export const lineIcon = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

/** A tick: chosen, verified, copied. */
export const CheckIcon = ({ size = 14 }: { size?: number }) => (
  <svg {...lineIcon} width={size} height={size} strokeWidth={2}><path d="M20 6 9 17l-5-5" /></svg>
);
