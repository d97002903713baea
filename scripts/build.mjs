#!/usr/bin/env node
// Builds dist/: the ES build (code-split, content-hashed chunks), the classic-script loader that
// imports it, the service worker, and the type declarations. `node scripts/build.mjs`.
import { build } from 'vite';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { preloads } = createRequire(import.meta.url)('./first-paint-files.cjs');

const root = new URL('..', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const quiet = { logLevel: process.env.SC_BUILD_VERBOSE ? 'info' : 'warn' };

rmSync(new URL('dist', root), { recursive: true, force: true });

// 1. ES build
await build({ ...quiet, configFile: new URL('vite.config.ts', root).pathname });
const { entry } = JSON.parse(readFileSync(new URL('dist/entry.json', root), 'utf8'));
rmSync(new URL('dist/entry.json', root));

// 2. Loader and service worker: single-file classic scripts.
const classic = (input, fileName, define) => build({
  ...quiet,
  configFile: false,
  define,
  build: {
    outDir: 'dist', emptyOutDir: false, target: 'es2020', minify: true, modulePreload: false,
    lib: { entry: new URL(input, root).pathname, formats: ['iife'], name: 'SiteChromeLoader', fileName: () => fileName },
  },
});
// The loader fetches the entry's static imports alongside the entry instead of one after another.
await classic('embed/loader.ts', 'site-chrome.umd.js', {
  __SC_ENTRY__: JSON.stringify(entry), __SC_VERSION__: JSON.stringify(pkg.version),
  __SC_PRELOAD__: JSON.stringify(preloads('dist', entry)),
});
await classic('src/sw/sw.ts', 'sw.js', {});

// 3. Declarations for the public API.
execFileSync(process.execPath, [new URL('node_modules/typescript/bin/tsc', root).pathname, '-p', 'tsconfig.build.json'], {
  cwd: root.pathname, stdio: 'inherit',
});
writeFileSync(new URL('dist/BUILD', root), `${pkg.version} ${entry}\n`);
console.log(`built dist/ (entry ${entry})`);
