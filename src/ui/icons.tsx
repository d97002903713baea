import { lineIcon as base } from './icon-attrs';

/** Inline SVG icons of the first paint (the lazy parts' shared ones are in line-icons.tsx). */

export const ChevronDown = ({ size = 14 }: { size?: number }) => (
  <svg {...base} width={size} height={size}><path d="m6 9 6 6 6-6" /></svg>
);
export const SunIcon = () => (
  <svg {...base}><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" /></svg>
);
export const MoonIcon = () => (
  <svg {...base}><path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" /></svg>
);
export const GlobeIcon = () => (
  <svg {...base}><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" /></svg>
);
/** Sliders: short to ship, since the header's buttons are part of the first paint. */
export const GearIcon = () => (
  <svg {...base}><path d="M4 7h9M17 7h3M4 17h3M11 17h9" /><circle cx="15" cy="7" r="2" /><circle cx="9" cy="17" r="2" /></svg>
);

/** The brand mark: a stylised "G" in the brand colour. */
export const LogoMark = () => (
  <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <circle cx="16" cy="16" r="16" fill="var(--sc-brand)" />
    <path d="M21.5 12.2A7 7 0 1 0 23 16h-7" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
  </svg>
);
