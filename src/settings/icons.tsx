/** Icons of the preference controls; `aria-hidden` because every control carries its own name. */
const base = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

export const CheckIcon = () => (
  <svg {...base} width={18} height={18} strokeWidth={2.2}><path d="M5 12.5 10 17l9-10" /></svg>
);
export const GlobeIcon = () => (
  <svg {...base}><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" /></svg>
);
/** Sliders: short to ship, since the header's buttons are part of the first paint. */
export const GearIcon = () => (
  <svg {...base}><path d="M4 7h9M17 7h3M4 17h3M11 17h9" /><circle cx="15" cy="7" r="2" /><circle cx="9" cy="17" r="2" /></svg>
);
export const SearchIcon = () => (
  <svg {...base} width={18} height={18}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>
);
export const ClearIcon = () => (
  <svg {...base} width={16} height={16} strokeWidth={2}><path d="M6 6l12 12M18 6 6 18" /></svg>
);
export const ChevronEnd = () => (
  <svg {...base} width={16} height={16} className="chevron"><path d="m9 6 6 6-6 6" /></svg>
);
