// The files a landing page loads before the header paints: the loader, the entry chunk it imports,
// and every chunk reachable from it through static `import … from` (not `import()`).
const { readFileSync } = require('node:fs');
const { join, dirname, normalize } = require('node:path');

module.exports = function firstPaintFiles(dist = 'dist') {
  const loader = readFileSync(join(dist, 'site-chrome.umd.js'), 'utf8');
  const entry = /["'`](\.\/chunks\/[^"'`]+\.js)["'`]/.exec(loader);
  if (!entry) throw new Error('the loader names no entry chunk');
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
      visit(normalize(join(dirname(file), m[1])));
    }
  };
  visit(normalize(join(dist, entry[1])));
  return [join(dist, 'site-chrome.umd.js'), ...seen];
};
