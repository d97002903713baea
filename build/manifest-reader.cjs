// Reads dist/chunks-manifest.json (written by build/manifest.ts) for the tools that measure or
// serve dist/: .size-limit.cjs, scripts/bench.mjs, build/build.mjs. CommonJS, as size-limit loads
// its config with require().
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const MANIFEST_FILE = 'chunks-manifest.json';

/** The manifest of the build in `dist`; a missing or foreign file fails with what to do. */
function readManifest(dist = 'dist') {
  const file = join(dist, MANIFEST_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (manifest.version !== 1) throw new Error(`${file} has format ${manifest.version}, this reader knows 1: rebuild`);
  return manifest;
}

/** The file of the chunk `name` (its key in the manifest) as a path under `dist`. */
function chunkPath(manifest, name, dist = 'dist') {
  const chunk = manifest.chunks[name];
  if (!chunk) throw new Error(`no chunk named "${name}" in ${join(dist, MANIFEST_FILE)} (chunks: ${Object.keys(manifest.chunks).join(', ')})`);
  return join(dist, chunk.file);
}

/** The first-paint files (loader, entry, its static imports) as paths under `dist`. */
function firstPaintPaths(manifest, dist = 'dist') {
  return manifest.firstPaint.map((f) => join(dist, f));
}

module.exports = { MANIFEST_FILE, readManifest, chunkPath, firstPaintPaths };
