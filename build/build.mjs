#!/usr/bin/env node
// Builds dist/: the ES build (code-split, content-hashed chunks, vite.config.ts) with its chunks
// manifest and the files of public/, then the classic-script loader that imports the entry, the
// service worker, and the type declarations. `npm run build`.
import { build } from 'vite';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { swDefines } from './sw-config.mjs';
import { PACKAGE_VERSION } from './version.mjs';
import { AT_MOUNT } from './at-mount.mjs';

const { readManifest } = createRequire(import.meta.url)('./manifest-reader.cjs');

const root = new URL('..', import.meta.url);
const quiet = { logLevel: process.env.SC_BUILD_VERBOSE ? 'info' : 'warn' };
const dist = new URL('dist', root).pathname;

rmSync(dist, { recursive: true, force: true });

// 1. ES build; writes dist/chunks-manifest.json (build/manifest.ts).
await build({ ...quiet, configFile: new URL('vite.config.ts', root).pathname });
const manifest = readManifest(dist);
// public/ is copied as it is (publicDir): its files are part of the contract with the CDN.
const publicDir = new URL('public', root).pathname;
for (const file of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
  if (!file.isFile()) continue;
  const rel = relative(publicDir, join(file.parentPath, file.name));
  const copied = existsSync(join(dist, rel)) ? readFileSync(join(dist, rel)) : null;
  if (!copied?.equals(readFileSync(join(publicDir, rel)))) throw new Error(`public/${rel} was not copied to dist/ as it is`);
}
const entry = `./${manifest.entry}`;

// 1b. The ES build for hosts' bundlers (package.json `exports`, the `import` condition): dist/npm/.
await build({ ...quiet, configFile: new URL('vite.bundler.config.ts', root).pathname });

// 2. Loader and service worker: single-file classic scripts.
const classic = (input, fileName, define, output = {}) => build({
  ...quiet,
  configFile: false,
  publicDir: false,
  define,
  build: {
    outDir: 'dist', emptyOutDir: false, target: 'es2020', minify: true, modulePreload: false,
    lib: { entry: new URL(input, root).pathname, formats: ['iife'], name: 'SiteChromeLoader', fileName: () => fileName },
    rolldownOptions: { output },
  },
});
/**
 * The loader as a real UMD (CONTRACT v1.2 §1; embed/loader.ts): its IIFE returns the API, which
 * this wrapper also hands to a CommonJS `module.exports` and to a named AMD `define`. Written
 * around the bundle, not in it: the bundler reads a `module` in the source as its own CommonJS
 * shim. The wrapper's function keeps the IIFE's name off the page's globals.
 */
const UMD = {
  banner: '(function(){',
  footer: "try{if(typeof module=='object'&&module)module.exports=SiteChromeLoader;"
    + "if(typeof define=='function'&&define.amd)define('site-chrome',[],function(){return SiteChromeLoader})}catch(e){}})();",
};
// The loader fetches the entry's static imports alongside the entry instead of one after another.
// And what every mount imports first thing (build/at-mount.mjs), so a feature's decision call goes
// out with the first render (issue 22).
const preloads = [...manifest.firstPaint.filter((f) => f !== manifest.loader && f !== manifest.entry),
  ...AT_MOUNT.map(({ name }) => manifest.chunks[name].file)].map((f) => `./${f}`);
await classic('embed/loader.ts', manifest.loader, {
  __SC_ENTRY__: JSON.stringify(entry), __SC_VERSION__: JSON.stringify(PACKAGE_VERSION), __SC_FILE__: JSON.stringify(manifest.loader),
  __SC_PRELOAD__: JSON.stringify(preloads),
}, UMD);
// The same bytes for Node's require(): the package is "type": "module", so Node reads a `.js` file
// as an ES module, where `module.exports` does not exist (package.json: exports["./umd"].require).
copyFileSync(join(dist, manifest.loader), join(dist, manifest.loader.replace(/\.js$/, '.cjs')));
// The worker caches only this build's own chunks, in a cache named after the build.
await classic('src/sw/sw.ts', 'sw.js', swDefines(manifest, process.env));

// 3. For the demo only: the market ranking, row links and coin icons as a module of its own
// (build/demo-market-search.ts), so the demo's search micro-app (demo-pages/micro-apps/search.js)
// uses the SDK's functions instead of copies; the SDK's own chunks export the public API only.
// Served at /static/chrome/demo/market-search.js.
await build({
  ...quiet,
  configFile: false,
  publicDir: false,
  build: {
    outDir: join(dist, 'demo'), emptyOutDir: false, target: 'es2022', minify: true, modulePreload: false,
    lib: { entry: new URL('build/demo-market-search.ts', root).pathname, formats: ['es'], fileName: () => 'market-search.js' },
  },
});

// 4. Declarations for the public API, one file per entry (issue 21): tsc writes a declaration per
// module into a scratch folder, and rolldown-plugin-dts bundles what src/index.ts exports (and the
// `Window.SiteChrome` it declares) into dist/index.d.ts, and embed/react.tsx's into dist/react.d.ts:
// no internal module, no import of a package the SDK bundles (nanostores), nothing a host's `tsc`
// with `skipLibCheck: false` misses.
const scratch = new URL('node_modules/.cache/site-chrome/dts/', root).pathname;
rmSync(scratch, { recursive: true, force: true });
execFileSync(process.execPath, [new URL('node_modules/typescript/bin/tsc', root).pathname, '-p', 'tsconfig.build.json', '--outDir', scratch], {
  cwd: root.pathname, stdio: 'inherit',
});
{
  const { rolldown } = await import('rolldown');
  const { dts } = await import('rolldown-plugin-dts');
  // One file per entry: dist/react.d.ts takes the API's types from dist/index.d.ts.
  const entries = [['index', 'src/index.d.ts', []], ['react', 'embed/react.d.ts', [/[\\/]src[\\/]index(\.d\.ts|\.js)?$/]],
    ['server', 'src/server/index.d.ts', []]];
  for (const [name, input, own] of entries) {
    const bundle = await rolldown({
      input: { [name]: join(scratch, input) },
      plugins: [
        { name: 'site-chrome-types-of-index', resolveId: (id) => (own.some((re) => re.test(id)) ? { id: './index.js', external: true } : null) },
        dts({ dtsOnly: true, tsconfig: false }),
      ],
      logLevel: 'warn',
    });
    await bundle.write({ dir: dist, format: 'es', entryFileNames: '[name].d.ts' });
    await bundle.close();
    // Hovers in a host's editor cite nothing the package does not ship: the source's references to
    // the contract, the specs, its versions and its own files go.
    const types = join(dist, `${name}.d.ts`);
    const cleaned = readFileSync(types, 'utf8')
      .replace(/^\/\/ node_modules\/.*\n/gm, '')
      .replace(/ ?\((?:[^()]*\b(?:CONTRACT|spec|[\w-]+\.md|src\/)[^()]*)\)/g, '')
      .replace(/\(v1\.\d\) ?/g, '');
    const left = cleaned.match(/.*(?:CONTRACT|\.md\b|§|src\/|\(v1\.|node_modules\/).*/);
    if (left) throw new Error(`dist/${name}.d.ts still cites an unshipped document: ${left[0].trim()}`);
    writeFileSync(types, cleaned);
  }
}
// 5. `site-chrome/server` (dist/server/index.mjs) and, made with it, the prerendered header and
// footer of every site and language (dist/prerender/<site>/<lang>/; build/prerender.mjs).
await build({ ...quiet, configFile: new URL('vite.server.config.ts', root).pathname });
const { writePrerendered } = await import('./prerender.mjs');
const pairs = await writePrerendered(dist);
writeFileSync(new URL('dist/BUILD', root), `${PACKAGE_VERSION} ${entry}\n`);
console.log(`built dist/ (entry ${entry}, build ${manifest.build}; ${pairs} prerendered site and language pairs)`);
