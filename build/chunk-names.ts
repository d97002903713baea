import type { Plugin } from 'vite';

/**
 * Names of the emitted chunks, `chunks/<name>-<hash>.js`. A name says what the chunk holds and is
 * the key of the chunk in `dist/chunks-manifest.json`, which the size budgets read; it depends on
 * the sources only (never on the checkout's path or on the order files were read), so a clean
 * clone builds the same names.
 */

/** What a chunk's name is made from: Rolldown's pre-rendered chunk (a subset of its fields). */
export interface ChunkFacts {
  /** Rolldown's name: the facade module's file name, or the name of a codeSplitting group. */
  name: string;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)\//;
/** `/src/<folder>/…/<base>.ts(x)`: the folder right above the file, and the file's base name. */
const SOURCE = /\/src\/(?:(.+)\/)?([^/]+)\.tsx?$/;

/** The base name of a source module (`/…/src/preferences/styles.ts` → `styles`), else null. */
export function sourceBase(id: string): string | null {
  return SOURCE.exec(id)?.[2] ?? null;
}

/**
 * Base names that more than one source module of the build carries (`styles`, `account`, …), or
 * that a package's chunk is named after (`src/platform/idb.ts` and the `idb` package).
 * A chunk named after one of them gets its folder in front, so the name cannot point at two files.
 */
export function sharedBaseNames(moduleIds: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const shared = new Set<string>();
  for (const id of moduleIds) {
    const pkg = PACKAGE.exec(id)?.[1];
    if (pkg) {
      packages.add(pkg.replace('/', '-'));
      continue;
    }
    const base = sourceBase(id);
    if (base === null) continue;
    if (seen.has(base)) shared.add(base);
    seen.add(base);
  }
  for (const base of seen) if (packages.has(base)) shared.add(base);
  return shared;
}

/**
 * The name of a lazy chunk, without the hash:
 * - a chunk of a package is named after the package (`idb`, `@a/b` → `@a-b`);
 * - a module of a feature, `src/features/<name>/`, carries the feature's name unless its own name
 *   starts with it or it is a component (`announcement-gate`, `promotions`, `GiftPopup`);
 * - a chunk whose own module sits in `src/stores/` or `src/config/<folder>/` carries that folder
 *   (`stores-account`, `menus-account`), as does one named after a base name that several modules
 *   of the build share (`settings-styles`: there are four `styles.ts`);
 * - any other chunk keeps Rolldown's name (`MenuPanel`, `calls`, a codeSplitting group's name).
 */
export function chunkName(chunk: ChunkFacts, shared: ReadonlySet<string>): string {
  const pkg = PACKAGE.exec(chunk.facadeModuleId ?? '')?.[1];
  if (pkg) return pkg.replace('/', '-');
  const own = [chunk.facadeModuleId, ...chunk.moduleIds].find((id) => id && !id.includes('/node_modules/') && sourceBase(id) === chunk.name);
  const path = own ? SOURCE.exec(own)?.[1] : undefined;
  if (!path) return chunk.name;
  const folders = path.split('/');
  const folder = folders[folders.length - 1]!;
  // A feature's own modules carry the feature's name (`announcement-gate`, `promotions-watch`);
  // its components keep theirs (`GiftPopup`) unless another module shares it.
  if (folders.length === 2 && folders[0] === 'features') {
    if (/^[A-Z]/.test(chunk.name)) return shared.has(chunk.name) ? `${folder}-${chunk.name}` : chunk.name;
    return chunk.name.startsWith(folder) ? chunk.name : `${folder}-${chunk.name}`;
  }
  // Stores and config share file names with components (stores/account, menus/account).
  const storeOrConfig = path === 'stores' || (folders.length === 2 && folders[0] === 'config');
  return storeOrConfig || shared.has(chunk.name) ? `${folder}-${chunk.name}` : chunk.name;
}

/**
 * The naming of one build: a plugin that learns the module graph's shared base names when the
 * graph is complete, `fileName` for `output.chunkFileNames` and `name` for the manifest.
 */
export function chunkNaming(): { plugin: Plugin; fileName: (chunk: ChunkFacts) => string; name: (chunk: ChunkFacts) => string } {
  let shared: Set<string> | null = null;
  const name = (chunk: ChunkFacts): string => {
    if (!shared) throw new Error('chunk names asked for before the module graph was complete');
    return chunkName(chunk, shared);
  };
  return {
    plugin: {
      name: 'site-chrome-chunk-names',
      buildEnd() {
        shared = sharedBaseNames(this.getModuleIds());
      },
    },
    fileName: (chunk) => `chunks/${name(chunk)}-[hash].js`,
    name,
  };
}
