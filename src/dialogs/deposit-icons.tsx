import { lineIcon as base } from '../ui/icon-attrs';

/** The deposit chooser's method icons; `aria-hidden` (base) because each option carries its own name. */
export const DEPOSIT_ICONS = {
  onchain: () => <svg {...base}><path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" /><path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" /></svg>,
  code: () => <svg {...base}><path d="M4 9h16M4 15h16M10 3 8 21M16 3l-2 18" /></svg>,
  p2p: () => <svg {...base}><circle cx="9" cy="7" r="4" /><path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.13a4 4 0 0 1 0 7.75M21 21v-2a4 4 0 0 0-3-3.85" /></svg>,
  card: () => <svg {...base}><rect x="2" y="5" width="20" height="14" rx="2" /><path d="M2 10h20M6 15h4" /></svg>,
  bank: () => <svg {...base}><path d="M3 21h18M4 10h16M12 3l9 5H3zM6 10v8M10 10v8M14 10v8M18 10v8" /></svg>,
} as const;
