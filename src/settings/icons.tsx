import { lineIcon as base } from '../ui/icon-attrs';

/** Icons inside the preference modals (lazy); `aria-hidden` because every control carries its own name. */

export const SearchIcon = () => (
  <svg {...base} width={18} height={18}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>
);
export const ChevronEnd = () => (
  <svg {...base} width={16} height={16} className="chevron"><path d="m9 6 6 6-6 6" /></svg>
);
