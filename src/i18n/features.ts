/**
 * The catalog features, one folder each under `locales/` (`core` is the top folder itself). The
 * loader (catalogs.ts), the build (vite.config.ts: whose English ships in the entry) and the
 * catalog tests all read this list; a folder not on it fails the tests.
 */
export const CATALOG_FEATURES = [
  'core', 'nav', 'navmenu', 'account', 'footer', 'settings', 'upcoming', 'microapps', 'fund', 'chooser', 'kyc', 'popups',
  'compliance', 'bar', 'notifications', 'markets', 'notfound', 'sidemenu', 'growth', 'chart',
] as const;

/** The header a visitor sees first needs these: their English ships in the entry. */
export const EAGER_FEATURES = ['core', 'nav'] as const;

export type CatalogFeature = (typeof CATALOG_FEATURES)[number];
/** Features whose messages travel with their lazy chunk: `withMessages('account', import('./Panel'))`. */
export type LazyFeature = Exclude<CatalogFeature, (typeof EAGER_FEATURES)[number]>;

/** The folder of a feature under `locales/`: `''` for core, else `<feature>/`. */
export const featureFolder = (feature: CatalogFeature): string => (feature === 'core' ? '' : `${feature}/`);
