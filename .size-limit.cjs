// Size budgets (issue 5), gzip, checked by `npm test`. Add a line per new lazy chunk.
// "first paint" = what a visitor's landing page downloads before the header is painted: the
// loader, the core entry and the chunks it imports statically (English catalog included).
const { readdirSync } = require('node:fs');
const { gzipSync } = require('node:zlib');
const { readFileSync } = require('node:fs');
const chunks = readdirSync('dist/chunks');
const chunk = (prefix) => {
  const file = chunks.find((f) => f.startsWith(`${prefix}-`) && !/^[a-z]{2}(-[a-z]{2})?-/.test(f.slice(prefix.length + 1)));
  if (!file) throw new Error(`no chunk named ${prefix}-*.js in dist/chunks`);
  return `dist/chunks/${file}`;
};
const firstPaint = require('./scripts/first-paint-files.cjs');

/** The catalog files of the language whose catalogs weigh most (one chunk per feature folder). */
function largestLanguage() {
  const byLang = new Map();
  for (const f of chunks) {
    const lang = /^([a-z]{2}(?:-[a-z]{2})?)-[\w-]{8}\.js$/.exec(f)?.[1];
    if (lang) byLang.set(lang, [...(byLang.get(lang) ?? []), `dist/chunks/${f}`]);
  }
  const weight = (files) => files.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
  return [...byLang.values()].sort((a, b) => weight(b) - weight(a))[0];
}

const gz = { gzip: true, brotli: false };
module.exports = [
  { name: 'loader (site-chrome.umd.js)', path: 'dist/site-chrome.umd.js', limit: '2 KB', ...gz },
  { name: 'first paint (loader + entry + static imports)', path: firstPaint(), limit: '96 KB', ...gz },
  { name: 'calls and validators (lazy)', path: chunk('calls'), limit: '10 KB', ...gz },
  { name: 'language, region and settings modals (lazy)', path: chunk('PreferencesDialogs'), limit: '7 KB', ...gz },
  { name: 'logged-in actions: Deposit, Account, Notifications (lazy)', path: [chunk('LoggedInActions'), chunk('account'), chunk('icons')], limit: '3.6 KB', ...gz },
  { name: 'personal centre (lazy)', path: chunk('PersonalCentre'), limit: '3.2 KB', ...gz },
  { name: 'deposit chooser (lazy)', path: chunk('DepositDialog'), limit: '1.6 KB', ...gz },
  { name: 'download QR panel with uqr (lazy)', path: chunk('DownloadPanel'), limit: '5 KB', ...gz },
  { name: 'rewards-hub card (lazy)', path: chunk('RewardsCard'), limit: '0.8 KB', ...gz },
  { name: 'cookie writes (lazy)', path: chunk('universal-cookie'), limit: '3 KB', ...gz },
  { name: 'widgets (lazy)', path: chunk('widgets'), limit: '2 KB', ...gz },
  { name: 'CDN error reporter (lazy)', path: chunk('cdn-reporter'), limit: '1 KB', ...gz },
  { name: 'service worker registration (lazy)', path: chunk('workbox-window'), limit: '3 KB', ...gz },
  { name: 'largest other-language catalog (lazy)', path: largestLanguage(), limit: '6 KB', ...gz },
  { name: 'service worker (dist/sw.js)', path: 'dist/sw.js', limit: '1 KB', ...gz },
];
