/** Icons inside the preference modals (lazy); `aria-hidden` because every control carries its own name. */
const base = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

export const CheckIcon = () => (
  <svg {...base} width={18} height={18} strokeWidth={2.2}><path d="M5 12.5 10 17l9-10" /></svg>
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
