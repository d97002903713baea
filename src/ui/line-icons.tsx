/**
 * The line icons the lazy parts share, drawn on one 24-unit grid with one stroke. `aria-hidden`:
 * every control carries its own name. (The first paint's few icons are in icons.tsx.)
 */
export const lineIcon = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

/** A tick: chosen, verified, copied. */
export const CheckIcon = ({ size = 14 }: { size?: number }) => (
  <svg {...lineIcon} width={size} height={size} strokeWidth={2}><path d="M20 6 9 17l-5-5" /></svg>
);

/** A magnifier: the search boxes (fiat picker, market panels). */
export const SearchIcon = () => (
  <svg {...lineIcon} width={18} height={18}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>
);

/** A cross: the search boxes' clear control. */
export const ClearIcon = () => (
  <svg {...lineIcon} width={16} height={16} strokeWidth={2}><path d="M6 6l12 12M18 6 6 18" /></svg>
);
