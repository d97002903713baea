// Size budgets (issue 5), gzip, checked by `npm test`. Add a line per new lazy chunk.
// "first paint" = what a visitor's landing page downloads before the header is painted: the
// loader, the core entry and the chunks it imports statically (English catalog included).
const { readdirSync } = require('node:fs');
const chunks = readdirSync('dist/chunks');
const chunk = (prefix) => {
  const file = chunks.find((f) => f.startsWith(`${prefix}-`));
  if (!file) throw new Error(`no chunk named ${prefix}-*.js in dist/chunks`);
  return `dist/chunks/${file}`;
};
const firstPaint = require('./scripts/first-paint-files.cjs');

module.exports = [
  { name: 'loader (site-chrome.umd.js)', path: 'dist/site-chrome.umd.js', limit: '2 KB', gzip: true, brotli: false },
  { name: 'first paint (loader + entry + static imports)', path: firstPaint(), limit: '98 KB', gzip: true, brotli: false },
  { name: 'calls and validators (lazy)', path: chunk('calls'), limit: '10 KB', gzip: true, brotli: false },
  { name: 'language, region and settings modals (lazy)', path: chunk('PreferencesDialogs'), limit: '7 KB', gzip: true, brotli: false },
  { name: 'service worker registration (lazy)', path: chunk('workbox-window.prod.es5'), limit: '3 KB', gzip: true, brotli: false },
  { name: 'footer content, all regions (lazy)', path: chunk('FooterContent'), limit: '10 KB', gzip: true, brotli: false },
  { name: 'footer download QR (lazy)', path: chunk('DownloadQr'), limit: '6 KB', gzip: true, brotli: false },
  { name: 'footer EU notice dialog (lazy)', path: chunk('EuNoticeDialog'), limit: '1 KB', gzip: true, brotli: false },
  { name: 'service worker (dist/sw.js)', path: 'dist/sw.js', limit: '1 KB', gzip: true, brotli: false },
];
