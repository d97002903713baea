// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { buildManifest, chunksManifestPlugin, MANIFEST_FILE, staticClosure, type ChunksManifest, type EmittedChunk } from './manifest';
import { chunkName, chunkNaming, sharedBaseNames } from './chunk-names';
import { staticModuleClosure } from './first-paint-group';

const reader = createRequire(import.meta.url)('./manifest-reader.cjs') as {
  MANIFEST_FILE: string;
  chunkPath: (m: ChunksManifest, name: string, dist?: string) => string;
  firstPaintPaths: (m: ChunksManifest, dist?: string) => string[];
};

const ROOT = '/home/ci/checkout';
const chunk = (fileName: string, imports: string[] = [], extra: Partial<EmittedChunk> = {}): EmittedChunk => ({
  name: /^chunks\/(.+)-\w{8}\.js$/.exec(fileName)![1]!, fileName, isEntry: false, imports, moduleIds: [], ...extra,
});
const CORE = 'chunks/core-AAAAAAAA.js';
const SHARED = 'chunks/shared-BBBBBBBB.js';
const LAZY = 'chunks/MenuPanel-CCCCCCCC.js';
const options = { loader: 'site-chrome.umd.js', root: ROOT };

describe('the first-paint closure', () => {
  it('is the entry and everything it imports statically, transitively, entry first', () => {
    const imports = new Map([[CORE, [SHARED]], [SHARED, ['chunks/deep-DDDDDDDD.js']], ['chunks/deep-DDDDDDDD.js', []], [LAZY, [CORE]]]);
    expect(staticClosure(CORE, imports)).toEqual([CORE, SHARED, 'chunks/deep-DDDDDDDD.js']);
  });

  it('visits a file imported twice (or in a cycle) once', () => {
    const a = 'chunks/a-AAAAAAAA.js';
    const b = 'chunks/b-BBBBBBBB.js';
    const imports = new Map([[CORE, [a, b]], [a, [b, CORE]], [b, [a]]]);
    expect(staticClosure(CORE, imports)).toEqual([CORE, a, b]);
  });

  it('fails on an import of a file that is not an emitted chunk, instead of leaving it out', () => {
    expect(() => staticClosure(CORE, new Map([[CORE, ['chunks/gone-XXXXXXXX.js']]]))).toThrow(/gone-XXXXXXXX\.js is not an emitted chunk/);
  });

  it('of modules (the core group) holds what the entry reaches without import()', () => {
    const imports = new Map([['/s/index.ts', ['/s/a.ts']], ['/s/a.ts', ['/s/b.ts', '/s/index.ts']], ['/s/lazy.ts', ['/s/c.ts']]]);
    expect([...staticModuleClosure('/s/index.ts', imports)].sort()).toEqual(['/s/a.ts', '/s/b.ts', '/s/index.ts']);
  });
});

describe('the chunks manifest', () => {
  const chunks = [
    chunk(CORE, [], { isEntry: true, moduleIds: [`${ROOT}/src/index.ts`, '\0vite/preload-helper', `${ROOT}/node_modules/react/index.js?commonjs-es`] }),
    chunk(LAZY, [CORE, SHARED]),
    chunk(SHARED, [CORE]),
  ];
  const catalogs = [
    { feature: 'nav', lang: 'zh', fileName: 'chunks/i18n-HHHHHHHH/nav-zh.js' },
    { feature: 'core', lang: 'zh', fileName: 'chunks/i18n-HHHHHHHH/core-zh.js' },
    { feature: 'core', lang: 'de', fileName: 'chunks/i18n-HHHHHHHH/core-de.js' },
  ];

  it('names every chunk with its file and static imports, the entry, the first paint and the catalogs', () => {
    const m = buildManifest(chunks, catalogs, options);
    expect(m.entry).toBe(CORE);
    expect(m.loader).toBe('site-chrome.umd.js');
    expect(m.firstPaint).toEqual(['site-chrome.umd.js', CORE]);
    expect(Object.keys(m.chunks)).toEqual(['core', 'MenuPanel', 'shared']);
    expect(m.chunks.MenuPanel).toEqual({ file: LAZY, imports: [CORE, SHARED], modules: [] });
    // Sources relative to the project, so the manifest does not depend on where the checkout is.
    expect(m.chunks.core!.modules).toEqual(['node_modules/react/index.js', 'src/index.ts']);
    expect(m.catalogs).toEqual({ core: { de: 'chunks/i18n-HHHHHHHH/core-de.js', zh: 'chunks/i18n-HHHHHHHH/core-zh.js' }, nav: { zh: 'chunks/i18n-HHHHHHHH/nav-zh.js' } });
  });

  it('puts the entry\'s static imports on the first paint, not its lazy chunks', () => {
    const m = buildManifest([chunk(CORE, [SHARED], { isEntry: true }), chunk(SHARED), chunk(LAZY, [CORE])], [], options);
    expect(m.firstPaint).toEqual(['site-chrome.umd.js', CORE, SHARED]);
  });

  it('refuses two chunks of one name (the budgets could not tell them apart)', () => {
    const twins = [chunk(CORE, [], { isEntry: true }), chunk('chunks/styles-AAAAAAAA.js'), chunk('chunks/styles-BBBBBBBB.js')];
    expect(() => buildManifest(twins, [], options)).toThrow(/two chunks are named "styles"/);
  });

  it('refuses a bundle without exactly one entry', () => {
    expect(() => buildManifest([chunk(LAZY)], [], options)).toThrow(/one entry chunk, found 0/);
  });

  it('has a build id that depends on the emitted names only, not on their order or the checkout', () => {
    const id = buildManifest(chunks, catalogs, options).build;
    expect(buildManifest([...chunks].reverse(), [...catalogs].reverse(), { ...options, root: '/elsewhere' }).build).toBe(id);
    const changed = chunks.map((c) => (c.fileName === LAZY ? { ...c, fileName: 'chunks/MenuPanel-ZZZZZZZZ.js' } : c));
    expect(buildManifest(changed, catalogs, options).build).not.toBe(id);
  });

  it('is emitted by the plugin as dist/chunks-manifest.json, keyed by the names chunkFileNames gave', () => {
    const plugin = chunksManifestPlugin({ ...options, catalogs: () => catalogs, nameOf: (c) => `n-${c.name}` });
    const emitted: Array<{ fileName: string; source: string }> = [];
    const bundle = {
      [CORE]: { type: 'chunk', name: 'core', fileName: CORE, isEntry: true, imports: [], moduleIds: [], facadeModuleId: null },
      [LAZY]: { type: 'chunk', name: 'MenuPanel', fileName: LAZY, isEntry: false, imports: [CORE], moduleIds: [], facadeModuleId: null },
      'site-chrome.js': { type: 'asset', fileName: 'site-chrome.js' },
    };
    const hook = plugin.generateBundle as unknown as (this: unknown, o: unknown, b: unknown) => void;
    hook.call({ emitFile: (f: { fileName: string; source: string }) => emitted.push(f) }, {}, bundle);
    expect(emitted.map((f) => f.fileName)).toEqual([MANIFEST_FILE]);
    const m = JSON.parse(emitted[0]!.source) as ChunksManifest;
    expect(Object.keys(m.chunks)).toEqual(['n-core', 'n-MenuPanel']);
    expect(m.firstPaint).toEqual(['site-chrome.umd.js', CORE]);
  });

  it('is read by the size budgets under the same file name, by chunk name', () => {
    expect(reader.MANIFEST_FILE).toBe(MANIFEST_FILE);
    const m = buildManifest(chunks, catalogs, options);
    expect(reader.chunkPath(m, 'MenuPanel', 'dist')).toBe(`dist/${LAZY}`);
    expect(() => reader.chunkPath(m, 'styles', 'dist')).toThrow(/no chunk named "styles"/);
    expect(reader.firstPaintPaths(m, 'dist')).toEqual(['dist/site-chrome.umd.js', `dist/${CORE}`]);
  });
});

describe('chunk names', () => {
  const facts = (name: string, facadeModuleId: string | null, moduleIds: string[] = []) => ({ name, facadeModuleId, moduleIds });
  const none = new Set<string>();

  it('names a package chunk after the package', () => {
    expect(chunkName(facts('index', `${ROOT}/node_modules/universal-cookie/esm/index.mjs`), none)).toBe('universal-cookie');
    expect(chunkName(facts('index', `${ROOT}/node_modules/@scope/pkg/index.js`), none)).toBe('@scope-pkg');
  });

  it('keeps a component\'s name, puts the folder before stores and config files', () => {
    expect(chunkName(facts('MenuPanel', `${ROOT}/src/header/nav/MenuPanel.tsx`), none)).toBe('MenuPanel');
    expect(chunkName(facts('account', null, [`${ROOT}/src/stores/account.ts`]), none)).toBe('stores-account');
    expect(chunkName(facts('gate', `${ROOT}/src/features/announcement/gate.ts`), none)).toBe('announcement-gate');
    expect(chunkName(facts('promotions', `${ROOT}/src/features/promotions/promotions.ts`), none)).toBe('promotions');
    expect(chunkName(facts('GiftPopup', `${ROOT}/src/features/promotions/GiftPopup.tsx`), none)).toBe('GiftPopup');
    expect(chunkName(facts('account', `${ROOT}/src/config/menus/account.ts`), none)).toBe('menus-account');
    expect(chunkName(facts('core', `${ROOT}/src/index.ts`), none)).toBe('core');
  });

  it('puts the folder before a name several modules share, so each chunk name points at one file', () => {
    const ids = [`${ROOT}/src/ui/styles.ts`, `${ROOT}/src/settings/styles.ts`, `${ROOT}/src/header/Header.tsx`, `${ROOT}/node_modules/x/styles.ts`];
    const shared = sharedBaseNames(ids);
    expect([...shared]).toEqual(['styles']);
    expect(chunkName(facts('styles', null, [`${ROOT}/src/settings/styles.ts`, `${ROOT}/src/settings/Button.tsx`]), shared)).toBe('settings-styles');
    expect(chunkName(facts('Header', `${ROOT}/src/header/Header.tsx`), shared)).toBe('Header');
  });

  it('puts the folder before a source file named like a package, whose chunk carries that name', () => {
    const shared = sharedBaseNames([`${ROOT}/src/platform/idb.ts`, `${ROOT}/node_modules/idb/build/index.js`, `${ROOT}/node_modules/idb/build/wrap.js`]);
    expect([...shared]).toEqual(['idb']);
    expect(chunkName(facts('idb', null, [`${ROOT}/src/platform/idb.ts`]), shared)).toBe('platform-idb');
    expect(chunkName(facts('index', `${ROOT}/node_modules/idb/build/index.js`), shared)).toBe('idb');
  });

  it('are only handed out once the module graph is known, as chunks/<name>-[hash].js', () => {
    const naming = chunkNaming();
    const styles = facts('styles', `${ROOT}/src/settings/styles.ts`);
    expect(() => naming.fileName(styles)).toThrow(/before the module graph/);
    const buildEnd = naming.plugin.buildEnd as unknown as (this: unknown) => void;
    buildEnd.call({ getModuleIds: () => [`${ROOT}/src/settings/styles.ts`, `${ROOT}/src/footer/styles.ts`][Symbol.iterator]() });
    expect(naming.fileName(styles)).toBe('chunks/settings-styles-[hash].js');
    expect(naming.name(styles)).toBe('settings-styles');
  });
});
