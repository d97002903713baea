// The files a landing page loads before the header paints: the loader, the entry chunk it imports,
// and every chunk reachable from it through static `import … from` (not `import()`).
const { readFileSync } = require('node:fs');
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

function firstPaintFiles(dist = 'dist') {
  const loader = readFileSync(join(dist, 'site-chrome.umd.js'), 'utf8');
  const entry = /["'`](\.\/chunks\/[^"'`]+\.js)["'`]/.exec(loader);
  if (!entry) throw new Error('the loader names no entry chunk');
  return [...new Set([join(dist, 'site-chrome.umd.js'), ...staticClosure(dist, entry[1])])];
}

/**
 * What the loader fetches in parallel with the entry, as `./chunks/…` URLs relative to it: the
 * entry's static imports. (The footer's content is not among them: it loads after the first
 * paint, see src/footer/Footer.tsx.)
 */
function preloads(dist, entry) {
  const entryFile = normalize(join(dist, entry));
  const files = staticClosure(dist, entry).filter((f) => f !== entryFile);
  return files.map((f) => `./${relative(dist, f).split('\\').join('/')}`);
}

module.exports = firstPaintFiles;
module.exports.preloads = preloads;
