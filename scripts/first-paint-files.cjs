// The files a landing page loads before the header paints: the loader, the entry chunk it imports,
// and every chunk reachable from it through static `import … from` (not `import()`).
const { readFileSync, readdirSync } = require('node:fs');
const { join, dirname, normalize, relative } = require('node:path');

/** `entry` and the chunks it imports statically, transitively, as paths under `dist`. */
function staticClosure(dist, entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
      visit(normalize(join(dirname(file), m[1])));
    }
  };
  visit(normalize(join(dist, entry)));
  return [...seen];
}

/**
 * Lazy modules every mount of a visitor on the main site renders at once: the footer's content
 * (a lazy chunk so the header paints first) and its English messages. They count as first paint,
 * and the loader fetches them alongside the entry.
 */
const MOUNT_CHUNKS = [/^FooterContent-[\w-]+\.js$/];
const MOUNT_CATALOGS = ['footer-en.js'];

function mountFiles(dist) {
  const chunks = readdirSync(join(dist, 'chunks'));
  const files = [];
  for (const pattern of MOUNT_CHUNKS) {
    const name = chunks.find((f) => pattern.test(f));
    if (!name) throw new Error(`no chunk matching ${pattern} in ${dist}/chunks`);
    files.push(...staticClosure(dist, `chunks/${name}`));
  }
  const catalogs = chunks.find((f) => f.startsWith('i18n-'));
  if (!catalogs) throw new Error(`no i18n-* folder in ${dist}/chunks`);
  for (const name of MOUNT_CATALOGS) files.push(normalize(join(dist, 'chunks', catalogs, name)));
  return files;
}

function firstPaintFiles(dist = 'dist') {
  const loader = readFileSync(join(dist, 'site-chrome.umd.js'), 'utf8');
  const entry = /["'`](\.\/chunks\/[^"'`]+\.js)["'`]/.exec(loader);
  if (!entry) throw new Error('the loader names no entry chunk');
  return [...new Set([join(dist, 'site-chrome.umd.js'), ...staticClosure(dist, entry[1]), ...mountFiles(dist)])];
}

/**
 * What the loader fetches in parallel with the entry, as `./chunks/…` URLs relative to it: the
 * entry's static imports and the modules every mount renders at once.
 */
function preloads(dist, entry) {
  const entryFile = normalize(join(dist, entry));
  const files = [...new Set([...staticClosure(dist, entry), ...mountFiles(dist)])].filter((f) => f !== entryFile);
  return files.map((f) => `./${relative(dist, f).split('\\').join('/')}`);
}

module.exports = firstPaintFiles;
module.exports.preloads = preloads;
