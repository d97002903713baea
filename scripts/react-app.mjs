#!/usr/bin/env node
// `npm run app` (in `npm test`, after the build): packs the package as `npm pack` gives it to the
// registry, installs the tarball into apps/react-vite (a Vite + React 19 + TypeScript app kept in
// the repository), type-checks the app against the shipped declarations (`skipLibCheck: false`) and
// builds it. tests/e2e/react-app.spec.ts runs it, built and under `vite` dev; .size-limit.cjs
// measures its entry. The app's other packages (React, Vite, TypeScript) are the repository's own,
// found one folder up, so nothing is downloaded: the tarball is unpacked where npm would put it
// (it has no dependencies of its own; React is a peer).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const app = join(root, 'apps/react-vite');
const scratch = join(root, 'node_modules/.cache/site-chrome/pack');
if (!existsSync(join(root, 'dist/npm/index.js'))) throw new Error('dist/ is missing: run `npm run build` first');

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
// --ignore-scripts: `prepack` would build again; `npm test` built dist/ a moment ago.
execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', scratch], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const tarball = readdirSync(scratch).find((f) => f.endsWith('.tgz'));
if (!tarball) throw new Error('npm pack wrote no tarball');

const installed = join(app, 'node_modules/site-chrome');
rmSync(installed, { recursive: true, force: true });
// Vite's pre-bundled dependencies are keyed by lock files, not by the package's contents.
rmSync(join(app, 'node_modules/.vite'), { recursive: true, force: true });
mkdirSync(installed, { recursive: true });
execFileSync('tar', ['-xzf', join(scratch, tarball), '-C', installed, '--strip-components=1']);
for (const file of ['package.json', 'dist/npm/index.js', 'dist/npm/react.js', 'dist/index.d.ts', 'dist/react.d.ts', 'dist/server/index.mjs', 'dist/server.d.ts']) {
  if (!existsSync(join(installed, file))) throw new Error(`the packed tarball has no ${file}`);
}

execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(app, 'tsconfig.json')], { stdio: 'inherit' });
await build({ root: app, configFile: join(app, 'vite.config.ts'), logLevel: 'warn' });
// The server-rendered page, `/ssr` under `vite preview` (apps/react-vite/vite.config.ts): its
// server side (src/ssr-server.tsx, with site-chrome/server) and its client (ssr.html, hydrating),
// each a build of its own, so the client-rendered app's output above stays as it is.
const ssr = join(app, 'dist-ssr');
rmSync(ssr, { recursive: true, force: true });
await build({ root: app, configFile: join(app, 'vite.config.ts'), logLevel: 'warn',
  build: { ssr: join(app, 'src/ssr-server.tsx'), outDir: join(ssr, 'server'), rolldownOptions: { output: { entryFileNames: '[name].js' } } } });
await build({ root: app, configFile: join(app, 'vite.config.ts'), logLevel: 'warn', base: '/ssr/',
  build: { outDir: join(ssr, 'client'), rolldownOptions: { input: join(app, 'ssr.html') } } });
console.log(`apps/react-vite: built with ${tarball}`);
