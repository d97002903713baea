// The chunks every mount imports first thing (src/mount/instance.tsx), named once for the three
// build steps that treat them alike (issue 22): vite.config.ts builds each as one file with what
// it imports (its root's static closure, plus `also`), build.mjs has the loader ask for them beside
// the core, and build/flat-imports.ts counts them as loaded for every lazy chunk.
export const AT_MOUNT = [
  // The page services, and preloadPart, which every visitor loads by idle for the menus anyway.
  { name: 'page-services', root: /\/src\/mount\/page-services\.ts$/, also: /\/src\/ui\/preloadPart\.tsx$/ },
  // The calls with their validators.
  { name: 'calls', root: /\/src\/api\/calls\/index\.ts$/ },
];
