// The chunks every mount imports first thing (src/mount/instance.tsx), named once for the three
// build steps that treat them alike (issue 22): vite.config.ts builds each as one file with what
// it imports (its root's static closure, plus `also`), build.mjs has the loader ask for them beside
// the core, and build/flat-imports.ts counts them as loaded for every lazy chunk.
export const AT_MOUNT = [
  // The page services, and what every visitor loads by idle anyway and the lazy parts share: the
  // menus' preloadPart, the footer QR's near-view watch (also the lazy video's) and the number
  // formats (the fiat list's, the personal centre's, the chart legend's). Shared, they would be
  // chunks of their own: more requests for the visitor, none fewer bytes.
  {
    name: 'page-services', root: /\/src\/mount\/page-services\.ts$/,
    also: /\/src\/(ui\/preloadPart\.tsx|ui\/useNearView\.ts|platform\/near-view\.ts|i18n\/format\.ts)$/,
  },
  // The calls with their validators.
  { name: 'calls', root: /\/src\/api\/calls\/chunk\.ts$/ },
];

// The chunks a prerendered page's hydration renders first (src/mount/hydrate.tsx: the menus as
// links; the footer's content with Emotion, once the page's first decisions are made): flat-imports
// has the core fetch each one's static imports with it (issue 25), so each is one wave.
export const HYDRATION_WAVE = ['hydrate', 'MenuPanel', 'FooterContent', 'EmotionScope'];
