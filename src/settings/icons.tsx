import { lineIcon as base } from '../ui/icon-attrs';

/** Icons inside the preference modals (lazy); `aria-hidden` because every control carries its own name. */

// The search box's icon is shared with the market panels.
export { SearchIcon } from '../ui/line-icons';

export const ChevronEnd = () => (
  <svg {...base} width={16} height={16} className="chevron"><path d="m9 6 6 6-6 6" /></svg>
);
