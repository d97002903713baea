// Size budgets (issue 5), gzip, checked by `npm test`. Add a line per new lazy chunk.
// "first paint" = what a visitor's landing page downloads before the header is painted: the
// loader and the core entry, which holds everything the entry imports statically (header, footer
// shell, overlay root, English header catalog, static styles). The footer's content and Emotion
// load after the first paint and have their own lines.
// Chunks are found by name in dist/chunks-manifest.json (build/manifest.ts), never by file name.
const { readdirSync, readFileSync } = require('node:fs');
const { gzipSync } = require('node:zlib');
const { readManifest, chunkPath, firstPaintPaths } = require('./build/manifest-reader.cjs');

const manifest = readManifest('dist');
/** The file of the chunk `name` (its key in the manifest); an unknown name fails the check. */
const chunk = (name) => chunkPath(manifest, name, 'dist');

/**
 * Catalogs are emitted as `chunks/i18n-<hash>/<feature>-<lang>.js` (build/catalogs-plugin.ts). A
 * language switch loads the first-paint folders (core, nav, footer) at once; each other feature's
 * catalog loads with that feature. The budgets take the heaviest language.
 */
const weight = (files) => files.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
function heaviestCatalog(features) {
  const byLang = new Map();
  for (const feature of features) {
    const langs = manifest.catalogs[feature];
    if (!langs) throw new Error(`no catalogs for ${feature} in the chunks manifest`);
    for (const [lang, file] of Object.entries(langs)) byLang.set(lang, [...(byLang.get(lang) ?? []), `dist/${file}`]);
  }
  return [...byLang.values()].sort((x, y) => weight(y) - weight(x))[0];
}

/** The site and language whose prerendered header and footer weigh most (build/prerender.mjs). */
function heaviestPrerendered() {
  const pairs = readdirSync('dist/prerender').flatMap((site) => readdirSync(`dist/prerender/${site}`)
    .map((lang) => ['header', 'footer'].map((kind) => `dist/prerender/${site}/${lang}/${kind}.html`)));
  if (pairs.length === 0) throw new Error('no prerendered fragments in dist/prerender');
  return pairs.sort((x, y) => weight(y) - weight(x))[0];
}

const gz = { gzip: true, brotli: false };
const budgets = [
  { name: 'loader (site-chrome.umd.js)', path: 'dist/site-chrome.umd.js', limit: '2 KB', ...gz },
  // Issue 21: what `import { SiteChrome } from 'site-chrome/react'` (and `mount` from 'site-chrome')
  // adds to a React app's entry chunk: apps/react-vite, built from the packed tarball by `npm run
  // app`, keeps React in a chunk of its own, so its entry is the app (a few hundred bytes) and the
  // package's static part, React shared. The bound is 25 kB; the line pins today's figure.
  { name: 'a React app\'s entry with the static import of the package (apps/react-vite, React apart)', path: 'apps/react-vite/dist/assets/index.js', limit: '13 KB', ...gz },
  { name: 'first paint (loader + entry + static imports, English)', path: firstPaintPaths(manifest, 'dist'), limit: '85 KB', ...gz },
  { name: 'Emotion runtime for the lazy parts (lazy, shared)', path: [chunk('emotion'), chunk('EmotionScope')], limit: '7 KB', ...gz },
  { name: 'calls and validators in one file: valibot, the decoders, defineCall (lazy, loaded beside the first render; every visitor\'s calls: the signed-in calls and the market lists\' decoders load on their own)', path: chunk('calls'), limit: '7 KB', ...gz },
  { name: 'signed-in calls: tier, funds, cross margin, logout, notices, fund password, referral info, KYC tip (lazy, only once a user is logged in)', path: chunk('calls-signed-in'), limit: '2.5 KB', ...gz },
  { name: 'language, region and settings modals (lazy)', path: chunk('PreferencesDialogs'), limit: '7 KB', ...gz },
  { name: 'logged-in actions: Funds and Orders menus, Deposit, Account, Notifications (lazy)', path: [chunk('LoggedInActions'), chunk('stores-account')], limit: '4 KB', ...gz },
  { name: 'personal centre (lazy)', path: chunk('PersonalCentre'), limit: '4 KB', ...gz },
  { name: 'dialog host: the queue and its order, the dialogs\' loaders (each asking for its dialog\'s imports in the same wave, build/flat-imports.ts; a waiting dialog\'s loaded while it waits, and a dialog shown once loaded, never through a Suspense reveal), the "Logging out" status (lazy, first dialog)', path: chunk('DialogHost'), limit: '2.95 KB', ...gz },
  { name: 'compliance screens: the plan (redirect, IP tips, dialogs, banner) and the path-to-menu-code table (its own file: the growth tabs read it too) (lazy, only when the compliance answer may show one)', path: [chunk('compliance-run'), chunk('rules-compliance'), chunk('menu-codes')], limit: '1.9 KB', ...gz },
  { name: 'compliance modals: restricted location (its message by the user-limit status, the site\'s agreement, the warning mark), state limit, UK notice (lazy; their frame is the titled frame)', path: chunk('ComplianceDialogs'), limit: '1.5 KB', ...gz },
  { name: 'compliance toast (lazy)', path: chunk('ComplianceToast'), limit: '0.8 KB', ...gz },
  { name: 'server HTML: the one sanitizer, DOMPurify with the links-and-formatting config and the URL rule (lazy, shared by the compliance toast and banner and the announcement bar)', path: chunk('server-html'), limit: '12.5 KB', ...gz },
  { name: 'server text of the compliance toast and banner (lazy)', path: chunk('ServerText'), limit: '0.4 KB', ...gz },
  { name: 'IP-limit tips bar (lazy)', path: chunk('IpLimitBar'), limit: '0.8 KB', ...gz },
  { name: 'business compliance banner (lazy)', path: chunk('BusinessBanner'), limit: '1.2 KB', ...gz },
  { name: 'page bars\' shell, one file: the overlay\'s parts (the page bars, chat room and app bar, each loading when it shows, its imports in one wave), the stack of bars in BAR_ORDER shown as their views load, its placing under the header and focus moved on when one closes, the bars\' show and hide actions (lazy, first bar; shared by the features with a bar)', path: chunk('bars'), limit: '2.0 KB', ...gz },
  { name: 'announcement bar, one file: the bulletin\'s rules, its store and the bar with its styles (lazy, only for a page with a bulletin)', path: chunk('announcement'), limit: '2.7 KB', ...gz },
  { name: 'bulletin HTML through the server-HTML sanitizer (lazy, only for a bulletin sent as HTML)', path: chunk('announcement-sanitize'), limit: '0.3 KB', ...gz },
  { name: 'reminder popover: tabs, list, routes by type (lazy, first hover over the bell)', path: chunk('NotificationsPanel'), limit: '2.5 KB', ...gz },
  { name: 'dismissed-list storage entry (lazy, only for a page with a bulletin)', path: chunk('announcement-storage'), limit: '0.3 KB', ...gz },
  { name: 'promotions watch: app bar, gift popup and switch-site decisions (lazy, only on phones of the main site or with an EU answer)', path: chunk('promotions-watch'), limit: '0.9 KB', ...gz },
  { name: 'idb, the IndexedDB library (lazy, first read or write)', path: chunk('idb'), limit: '1.5 KB', ...gz },
  { name: 'deposit chooser (lazy)', path: chunk('DepositDialog'), limit: '1.6 KB', ...gz },
  { name: 'download QR panel (lazy)', path: chunk('DownloadPanel'), limit: '1.5 KB', ...gz },
  { name: 'QR code: ui/QrCode with uqr (lazy, shared by both QR panels)', path: chunk('QrCode'), limit: '4.5 KB', ...gz },
  { name: 'rewards-hub card (lazy)', path: chunk('RewardsCard'), limit: '0.8 KB', ...gz },
  { name: 'header menu panels and menu tree (lazy)', path: chunk('MenuPanel'), limit: '7.5 KB', ...gz },
  { name: 'dropdown panel: what only an open dropdown does (top layer, placement, arrow keys, Escape, a press outside) (lazy, shared by every dropdown)', path: chunk('DropdownPanel'), limit: '1.3 KB', ...gz },
  { name: 'phone menu drawer (lazy)', path: chunk('MenuDrawer'), limit: '2.5 KB', ...gz },
  { name: 'accordion primitive: one section open at a time (lazy, shared by the footer content and the phone menu drawer)', path: chunk('Accordion'), limit: '0.7 KB', ...gz },
  { name: 'tabs primitive: the ARIA tabs pattern and the underline look (lazy, shared by the language and region modal, the reminder popover and the market panels)', path: chunk('Tabs'), limit: '0.9 KB', ...gz },
  { name: 'dialog primitive: modal, drawer, close button (lazy, shared)', path: chunk('Dialog'), limit: '1.8 KB', ...gz },
  { name: 'focus return: the one rule (the trigger, else its menu button), for dialogs and the chat room (lazy, shared)', path: chunk('focus-return'), limit: '0.3 KB', ...gz },
  { name: 'the one titled frame (issue 22: the notices\' and the compliance modals\' frames merged into it) and the dialogs\' shared parts: the choice card, the icon tile, the actions row (lazy, shared by every titled dialog)', path: chunk('TitledDialog'), limit: '1.4 KB', ...gz },
  { name: 'the button vocabulary of the lazy parts: one shape in two sizes, primary and secondary fills (lazy, shared by every dialog and the personal centre)', path: chunk('buttons'), limit: '0.5 KB', ...gz },
  { name: 'line icons shared by the lazy parts (lazy)', path: chunk('line-icons'), limit: '0.5 KB', ...gz },
  { name: 'market panels: markets store and cache rules, market calls, ranking, tabs as data, the virtual list (@tanstack/react-virtual) and the panel (lazy, when a menu with market entries opens, else first hover or focus of an entry)', path: chunk('MarketPanel'), limit: '20 KB', ...gz },
  { name: 'IndexedDB wrapper (lazy, shared by the dismissed announcements and the market caches)', path: chunk('platform-idb'), limit: '0.7 KB', ...gz },
  { name: 'Turkey redirect confirm modal (lazy)', path: chunk('TurkeyConfirmDialog'), limit: '0.8 KB', ...gz },
  { name: 'EU "Stay tuned!" dialog, header and footer (lazy)', path: chunk('UpcomingDialog'), limit: '1 KB', ...gz },
  { name: 'Funds, Orders and Account menus as data (lazy)', path: chunk('menus-account'), limit: '1.5 KB', ...gz },
  { name: 'scroll arrows: the header nav and the growth tabs (lazy, shared)', path: chunk('ScrollArrows'), limit: '1 KB', ...gz },
  { name: 'footer content, all regions (lazy, requested once the chrome has painted)', path: chunk('FooterContent'), limit: '9 KB', ...gz },
  { name: 'footer accordion of phones: columns and coin lists as disclosures (lazy, phones only)', path: chunk('FooterAccordion'), limit: '0.6 KB', ...gz },
  { name: 'preference actions and language labels (lazy, shared by the footer and the settings modals)', path: [chunk('stores-preferences'), chunk('preferences-labels')], limit: '2 KB', ...gz },
  { name: 'personal-centre, deposit and download rules (lazy)', path: chunk('centre-rules'), limit: '0.8 KB', ...gz },
  { name: 'fiat options, search and formatting (lazy, shared by Pay-with, the fiat picker and the personal centre)', path: chunk('preferences-fiat'), limit: '1 KB', ...gz },
  { name: 'tier default (lazy, shared by the account store and the signed-in calls)', path: chunk('defaults-account'), limit: '0.3 KB', ...gz },
  { name: 'KYC and regional notices: decisions, timing rules, cookies and storage (lazy, only when a flag says one may show)', path: chunk('notices-kyc-notices'), limit: '1.6 KB', ...gz },
  { name: 'KYC notice (lazy)', path: chunk('KycNoticeDialog'), limit: '0.8 KB', ...gz },
  { name: 'Netherlands, Uzbekistan and Hong Kong notices (lazy)', path: chunk('RegionalNoticeDialog'), limit: '0.7 KB', ...gz },
  { name: 'Brazil, LTW and Uzbekistan toasts (lazy)', path: chunk('RegionalToast'), limit: '0.6 KB', ...gz },
  { name: 'KYC tip bar with its styles (lazy; they were shared with the notice frame before issue 22 merged it into the titled frame)', path: chunk('KycTipBar'), limit: '0.7 KB', ...gz },
  { name: 'footer download QR (lazy)', path: chunk('DownloadQr'), limit: '1.2 KB', ...gz },
  // Issue 22: the page's features as one list (PAGE_FEATURES) with how long each gate runs (54 B
  // more than the hand-wired gates it replaced), and the slots' loaders (the bar stack, the dialog
  // host) that a gate's yes fetches beside the feature's chunk (103 B).
  { name: 'page services, one file with what they import (every page loads it at mount): the feature gate and the page\'s feature list with every gate (compliance screens, KYC/regional notices, Turkey chooser, promotions, announcement with its bulletin call, referral tracking), the bars\' views for their slots, the URL guard and navigate(), media queries and the small-screen store, KYC levels, the SDK\'s Trusted Types policy, the files of dist/, the service worker, the CDN check and the error reporter\'s sampling, the robots meta of compliance §5, the click tracking of `sitechrome:analytics` and the app links\' gate, the floating footer menu\'s gate and the page-scrolled signal it waits for, the page\'s first decisions (the footer\'s content waits for them), the slots\' Emotion scope in their wave, preloadPart (a lazy part loaded ahead of its first render, which the menus\' idle prefetch loads anyway), and two pieces every visitor loads by idle that the widgets share: the near-view watch (the footer QR\'s, the lazy video\'s) and the number formats (the fiat list\'s, the chart legend\'s) (lazy)', path: chunk('page-services'), limit: '6 KB', ...gz },
  { name: 'promotions: gift record, switch-site memory, app-bar close, app links and prize (lazy, phones of the main site and visitors the compliance answer places on the other site)', path: [chunk('promotions'), chunk('promotions-useAppLinks'), chunk('promotions-styles')], limit: '2.6 KB', ...gz },
  { name: 'phones\' app-download bar (lazy)', path: chunk('AppBar'), limit: '0.7 KB', ...gz },
  { name: 'app-download modal (lazy, from the app bar)', path: chunk('AppDownloadDialog'), limit: '0.9 KB', ...gz },
  { name: 'gift popup (lazy)', path: chunk('GiftPopup'), limit: '1 KB', ...gz },
  { name: 'switch-site prompt (lazy)', path: chunk('SwitchSiteDialog'), limit: '0.7 KB', ...gz },
  { name: 'cookie writes: the domain rule, through the document\'s own cookie setter (lazy)', path: chunk('cookie-jar'), limit: '1 KB', ...gz },
  { name: 'widgets (lazy)', path: chunk('widgets'), limit: '2 KB', ...gz },
  { name: 'micro-app and collector URL checks (lazy, only for mounts that pass them)', path: chunk('code-urls'), limit: '0.55 KB', ...gz },
  { name: 'login micro-app dialog (lazy, only with microApps.login)', path: chunk('LoginDialog'), limit: '1.2 KB', ...gz },
  { name: 'funds-transfer micro-app dialog (lazy, only with microApps.transfer, from Funds › Transfer)', path: chunk('TransferDialog'), limit: '0.8 KB', ...gz },
  { name: 'device fingerprint: the cookie reused, else the fingerprint script\'s id kept a day (lazy, with the login and transfer dialogs)', path: chunk('fingerprint'), limit: '0.8 KB', ...gz },
  { name: 'chat room panel (lazy, only with microApps.chatroom)', path: chunk('ChatRoom'), limit: '1.2 KB', ...gz },
  { name: 'header search box and its store (lazy, right after the first paint)', path: chunk('SearchBox'), limit: '1.8 KB', ...gz },
  { name: 'search micro-app dialog: its props of §7 and the fiat rates call (lazy, only with microApps.search)', path: chunk('SearchDialog'), limit: '1 KB', ...gz },
  { name: 'coin-icon whitelist store (lazy, shared by the market panels and the search dialog)', path: chunk('stores-coin-icons'), limit: '0.3 KB', ...gz },
  { name: 'micro-app dialog frame: title, loading, the page instead and Retry (lazy, shared by the login, search and transfer dialogs)', path: chunk('MicroAppDialog'), limit: '1 KB', ...gz },
  { name: 'micro-app loader and frame: shadow-root container, time-out, failure paths, the props builders and the base-props hook (lazy, shared by the login, search and transfer dialogs and the chat room)', path: chunk('MicroAppFrame'), limit: '1.5 KB', ...gz },
  { name: 'chat-room actions and rules: open, hide, remembered flag, 768 px, live video and login pages, whether the Community entry shows (lazy)', path: chunk('chat-room-actions'), limit: '1.1 KB', ...gz },
  { name: 'micro-app messages (lazy, English included; heaviest)', path: heaviestCatalog(['microapps']), limit: '0.6 KB', ...gz },
  { name: 'handle.update() (lazy)', path: chunk('update'), limit: '0.5 KB', ...gz },
  { name: 'handle.open(), with the testnet\'s authorize-login page for open(\'login\') (lazy)', path: chunk('open'), limit: '0.8 KB', ...gz },
  { name: 'referral tracking: invite-code rules and cookie writes (lazy, only for a URL with ref)', path: chunk('referral-tracking'), limit: '1 KB', ...gz },
  { name: 'sign-up query record: its 14 days and the referral rule\'s say over it (lazy, after the first paint, for a visitor)', path: chunk('stores-signup-record'), limit: '1.2 KB', ...gz },
  { name: 'fund-password prompt (lazy, open("fund-password"))', path: chunk('FundPasswordDialog'), limit: '1 KB', ...gz },
  { name: 'fund-password frequency dialog (lazy)', path: chunk('FrequencyDialog'), limit: '1.7 KB', ...gz },
  { name: 'fund-password form pieces: fields, show/hide, submit debounce, styles (lazy, shared by both)', path: chunk('fund-password-fields'), limit: '1.6 KB', ...gz },
  { name: 'fund-password actions: login check, calls, the prompt\'s answer (lazy, first open())', path: chunk('fund-password'), limit: '0.8 KB', ...gz },
  { name: 'Turkey chooser decision (lazy, only for a Turkey-limited visitor on the main site)', path: chunk('turkey-chooser-actions'), limit: '0.6 KB', ...gz },
  { name: 'Turkey chooser dialog (lazy)', path: chunk('TurkeyChooser'), limit: '1.2 KB', ...gz },
  { name: 'the app\'s bridge: open a page, log in, share; never a page\'s element or a frame (lazy, inside the app, shared by the app links and open())', path: chunk('native-bridge'), limit: '0.6 KB', ...gz },
  { name: 'app links: inside the exchange\'s app, the chrome\'s links to the app\'s pages through its bridge, with the app\'s signals and build thresholds (lazy, only inside the app)', path: chunk('app-links'), limit: '1.5 KB', ...gz },
  { name: 'analytics collector: the tracked clicks batched to `analytics.collector` by beacon or keepalive fetch (lazy, only for a page with a collector)', path: chunk('analytics-collector'), limit: '0.8 KB', ...gz },
  { name: 'error reporter: the CDN check\'s failures and one in ten SDK errors, without bots, chunk-load and storage errors (lazy, only for an error to send)', path: chunk('error-reporter'), limit: '1.2 KB', ...gz },
  { name: 'service worker registration (lazy)', path: chunk('workbox-window'), limit: '3 KB', ...gz },
  { name: 'other language: header (core, nav) and footer catalogs (lazy; heaviest language)', path: heaviestCatalog(['core', 'nav', 'footer']), limit: '4 KB', ...gz },
  { name: 'other language, menu panels catalog (lazy; heaviest)', path: heaviestCatalog(['navmenu']), limit: '4 KB', ...gz },
  { name: 'account messages (lazy, English included; heaviest)', path: heaviestCatalog(['account']), limit: '1.5 KB', ...gz },
  { name: 'settings messages (lazy, English included; heaviest)', path: heaviestCatalog(['settings']), limit: '1.5 KB', ...gz },
  { name: 'announcement bar messages (lazy, English included; heaviest)', path: heaviestCatalog(['bar']), limit: '0.5 KB', ...gz },
  { name: 'reminder popover messages (lazy, English included; heaviest)', path: heaviestCatalog(['notifications']), limit: '0.6 KB', ...gz },
  { name: 'market panel messages (lazy, English included; heaviest)', path: heaviestCatalog(['markets']), limit: '0.7 KB', ...gz },
  { name: 'EU "Stay tuned!" messages (lazy, English included; heaviest)', path: heaviestCatalog(['upcoming']), limit: '0.5 KB', ...gz },
  { name: 'fund-password messages (lazy, English included; heaviest)', path: heaviestCatalog(['fund']), limit: '1 KB', ...gz },
  { name: 'Turkey chooser messages (lazy, English included; heaviest)', path: heaviestCatalog(['chooser']), limit: '0.6 KB', ...gz },
  { name: 'KYC and regional notice messages (lazy, English included; heaviest)', path: heaviestCatalog(['kyc']), limit: '2 KB', ...gz },
  { name: 'promotions and switch-site messages (lazy, English included; heaviest)', path: heaviestCatalog(['popups']), limit: '1.6 KB', ...gz },
  { name: 'compliance messages (lazy, English included; heaviest)', path: heaviestCatalog(['compliance']), limit: '2 KB', ...gz },
  // Issue 23: the last header and footer rows.
  { name: 'floating footer menu: gift box, app, support, back to top (lazy, desktop visitors but Hong Kong, EU and the app)', path: chunk('FloatingMenu'), limit: '1.5 KB', ...gz },
  { name: 'demo trading\'s Live Trading link and its route (lazy, pages under /testnet/ only)', path: chunk('LiveTradingLink'), limit: '0.6 KB', ...gz },
  { name: 'Buy Crypto\'s remembered fiat: the defaultBuyCryptoFiat cookie and its rule (lazy, shared by the menu panels\' Pay-with and the deposit chooser)', path: chunk('rules-buy-fiat'), limit: '0.4 KB', ...gz },
  // Issue 23: the page widgets, each loaded by mountWidget() only (never by the chrome's own pages).
  { name: 'not-found widget: the 404 page, its Helpful links and default stories (lazy, mountWidget only)', path: chunk('not-found-widget'), limit: '3.2 KB', ...gz },
  { name: 'side-menu widget: the menu, its layouts by width and remembered groups, its props decoder (lazy, mountWidget only)', path: chunk('side-menu-widget'), limit: '4.5 KB', ...gz },
  { name: 'growth-tabs widget: the tabs, their visibility by agency type and site, the ch map (lazy, mountWidget only)', path: chunk('growth-tabs-widget'), limit: '2.6 KB', ...gz },
  { name: 'chart widget: lightweight-charts 5 (about 60 KB of it), indicators, datafeed, saved state (lazy, mountWidget only)', path: chunk('chart-widget'), limit: '66 KB', ...gz },
  { name: 'widget props helpers: own fields, paths in messages (lazy, shared by the widgets\' decoders)', path: chunk('widget-props'), limit: '0.5 KB', ...gz },
  { name: 'coin icon: the component with the default image on error and the icon URL rule (lazy, shared by the market panels and the chart legend)', path: chunk('coin-icon'), limit: '1 KB', ...gz },
  { name: 'widget messages: 404, side menu, growth tabs (lazy, English included; heaviest)', path: heaviestCatalog(['notfound', 'sidemenu', 'growth']), limit: '2.5 KB', ...gz },
  { name: 'chart messages (lazy, English included; heaviest)', path: heaviestCatalog(['chart']), limit: '2 KB', ...gz },
  // Issue 25: a server includes the header and footer fragments of its site and language (the
  // HTML, its static styles inline); the line takes the heaviest pair of dist/prerender/.
  { name: 'prerendered header + footer fragments, HTML with their styles (dist/prerender/<site>/<lang>/, heaviest pair; included by the host\'s server, no JavaScript)', path: heaviestPrerendered(), limit: '15 KB', ...gz },
  { name: 'hydration of a prerendered header or footer: the slot taken over, the prerender\'s store values (lazy, only on a page with a prerendered slot)', path: chunk('hydrate'), limit: '1.5 KB', ...gz },
  // Workbox's Router, CacheFirst and cacheable-response plugin (issue 11: a put that fails inside
  // waitUntil, never the response) are about 3.5 KB of it. The worker is fetched by the browser in
  // the background (no-cache, revalidated), never by a page before its first paint.
  { name: 'service worker (dist/sw.js)', path: 'dist/sw.js', limit: '4.5 KB', ...gz },
];

// Every chunk the build emits has a budget: a new lazy chunk without a line fails here, by name.
const budgeted = new Set(budgets.flatMap((b) => [].concat(b.path)));
const unbudgeted = Object.entries(manifest.chunks).filter(([, c]) => !budgeted.has(`dist/${c.file}`)).map(([name]) => name);
if (unbudgeted.length) throw new Error(`chunks without a size budget in .size-limit.cjs: ${unbudgeted.join(', ')}`);
// And the manifest lists every script dist/chunks holds (a stale manifest would hide a chunk).
const listed = new Set(Object.values(manifest.chunks).map((c) => c.file));
const unlisted = readdirSync('dist/chunks').filter((f) => f.endsWith('.js') && !listed.has(`chunks/${f}`));
if (unlisted.length) throw new Error(`chunks missing from dist/chunks-manifest.json: ${unlisted.join(', ')}`);

module.exports = budgets;
