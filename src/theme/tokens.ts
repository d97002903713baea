/** The two themes (the `dark` cookie, CONTRACT §5). */
export type ThemeName = 'light' | 'dark';

/** Colour tokens as CSS custom properties on each root, so a theme switch is one attribute change. */
const LIGHT = {
  '--sc-bg': '#ffffff',
  '--sc-surface': '#ffffff',
  '--sc-surface-2': '#f5f6f7',
  '--sc-hover': '#f2f3f5',
  '--sc-text': '#070808',
  '--sc-text-2': '#5f6368',
  '--sc-text-3': '#676b70',
  '--sc-border': '#e6e8ea',
  '--sc-brand': '#2354e6',
  // Filled brand surfaces (buttons) carry --sc-brand-text; in dark the text-brand is too light
  // for white on it (3.75:1), so fills have their own token (WCAG AA 4.5:1 in both themes).
  '--sc-brand-fill': '#2354e6',
  '--sc-brand-text': '#ffffff',
  '--sc-focus': '#2354e6',
  '--sc-shadow': '0 8px 28px rgba(7, 8, 8, 0.12)',
  '--sc-up': '#20b26c',
  '--sc-down': '#ef454a',
};

const DARK: typeof LIGHT = {
  '--sc-bg': '#070808',
  '--sc-surface': '#131516',
  '--sc-surface-2': '#1b1d1f',
  '--sc-hover': '#222527',
  '--sc-text': '#fafafa',
  '--sc-text-2': '#a8adb2',
  '--sc-text-3': '#8a9096',
  '--sc-border': '#2a2d30',
  '--sc-brand': '#4d7bff',
  '--sc-brand-fill': '#3a68f5',
  '--sc-brand-text': '#ffffff',
  '--sc-focus': '#7ea0ff',
  '--sc-shadow': '0 8px 28px rgba(0, 0, 0, 0.5)',
  '--sc-up': '#2dbd85',
  '--sc-down': '#f6465d',
};

export function themeVars(theme: ThemeName): Record<string, string> {
  return theme === 'dark' ? DARK : LIGHT;
}

/** Header height at every width; reserved before the first render so the page never shifts. */
export const HEADER_HEIGHT = 64;

/** Breakpoints of site-chrome.md §9. */
export const BP = {
  /** Notices, toasts and the compliance modals change layout at 539 px and below (compliance §9). */
  narrowMax: 539,
  phone: 414,
  tabletMax: 767,
  tablet: 768,
  laptop: 992,
  desktopMax: 1439,
  desktop: 1440,
} as const;

/** The breakpoints as media queries, for `matchMedia` (platform/media-query) and for `@media` rules (`mq`). */
export const media = {
  /** up to 767 px */
  small: `(max-width: ${BP.tabletMax}px)`,
  /** up to 991 px: the header collapses into the drawer */
  compact: `(max-width: ${BP.laptop - 1}px)`,
  /** footer accordion at 768 px or less */
  footerMobile: `(max-width: ${BP.tablet}px)`,
} as const;

export const mq = {
  /** up to 539 px: the notices' bottom sheet, the compliance modals' whole screen */
  narrow: `@media (max-width: ${BP.narrowMax}px)`,
  small: `@media ${media.small}`,
  compact: `@media ${media.compact}`,
  footerMobile: `@media ${media.footerMobile}`,
} as const;
