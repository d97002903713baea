#!/usr/bin/env node
// Builds dist/: the ES build (code-split, content-hashed chunks, vite.config.ts) with its chunks
// manifest and the files of public/, then the classic-script loader that imports the entry, the
// service worker, and the type declarations. `npm run build`.
import { build } from 'vite';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { swDefines } from './sw-config.mjs';
import { PACKAGE_VERSION } from './version.mjs';

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

// 2. Loader and service worker: single-file classic scripts.
const classic = (input, fileName, define) => build({
  ...quiet,
  configFile: false,
  publicDir: false,
  define,
  build: {
    outDir: 'dist', emptyOutDir: false, target: 'es2020', minify: true, modulePreload: false,
    lib: { entry: new URL(input, root).pathname, formats: ['iife'], name: 'SiteChromeLoader', fileName: () => fileName },
  },
});
// The loader fetches the entry's static imports alongside the entry instead of one after another.
const preloads = manifest.firstPaint.filter((f) => f !== manifest.loader && f !== manifest.entry).map((f) => `./${f}`);
await classic('embed/loader.ts', manifest.loader, {
  __SC_ENTRY__: JSON.stringify(entry), __SC_VERSION__: JSON.stringify(PACKAGE_VERSION), __SC_FILE__: JSON.stringify(manifest.loader),
  __SC_PRELOAD__: JSON.stringify(preloads),
});
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

// 4. Declarations for the public API.
execFileSync(process.execPath, [new URL('node_modules/typescript/bin/tsc', root).pathname, '-p', 'tsconfig.build.json'], {
  cwd: root.pathname, stdio: 'inherit',
});
writeFileSync(new URL('dist/BUILD', root), `${PACKAGE_VERSION} ${entry}\n`);
console.log(`built dist/ (entry ${entry}, build ${manifest.build})`);
