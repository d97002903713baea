import { registerServiceWorker } from '../platform/sw';
import { setSlotLoaders, whenFeaturesSettled, type Feature } from '../platform/feature-gate';
import { markSettled } from '../stores/painted';
import { scheduleCdnCheck } from '../platform/cdn-check';
import { setErrorSink } from '../platform/report';
import { setRobotsMeta } from '../platform/robots-meta';
import { robotsFor } from '../rules/seo';
import { watchClicks } from './click-tracking';
import { $pageSetup } from '../stores/page-setup';
import { sampleError } from '../platform/error-sampling';
import { cdnProbeUrl } from '../platform/asset-files';
import { endPageWork } from '../stores/page-life';
import { $barSlot } from '../stores/bars';
import { BAR_VIEWS } from '../bars/bar-views';
import { COMPLIANCE_SCREENS } from '../features/compliance/gate';
import { NOTICES } from '../features/notices/gate';
import { TURKEY_CHOOSER } from '../features/turkey-chooser/gate';
import { PROMOTIONS } from '../features/promotions/gate';
import { ANNOUNCEMENT } from '../features/announcement/gate';
import { REFERRAL } from '../features/referral/gate';
import { APP_LINKS } from '../features/app-links/gate';
import { FLOATING_MENU } from '../features/floating-menu/gate';
import { pageServicesArrival } from './at-mount';
import { preloadDialogHost } from '../dialogs/DialogSlot';

/**
 * How long a feature's gate runs:
 * - `page`: from the first mounted instance to the last one's unmount;
 * - `once`: started once per page and never stopped (one compliance answer, one decision; the
 *   referral record is written once);
 * - `overlay`: from the first instance that has the overlay root (where the notices show) to the
 *   last instance's unmount.
 */
type Runs = 'page' | 'once' | 'overlay';

/**
 * What the page may show beyond the header and footer, read top to bottom: each line is a
 * feature's gate (`src/features/<name>/gate.ts`: what it watches, the rule that decides, the one
 * chunk it loads). Nothing of a feature downloads until its gate says yes. The chat room's gate
 * runs from mount/code-urls.ts, for a page whose options name its micro-app; the panels and
 * dialogs a visitor opens load on use (the header's menus, the dialog host).
 */
const PAGE_FEATURES: readonly { feature: Feature; runs: Runs }[] = [
  // The restricted-location redirect, IP-limit bar, compliance dialogs, toast and business banner.
  { feature: COMPLIANCE_SCREENS, runs: 'once' },
  // The KYC and regional notices (and the KYC tip bar), for a logged-in or EU visitor.
  { feature: NOTICES, runs: 'overlay' },
  // The language chooser of a Turkey-limited visitor on the main site.
  { feature: TURKEY_CHOOSER, runs: 'page' },
  // The app bar, the gift popup and the switch-site prompts (phones, EU answers).
  { feature: PROMOTIONS, runs: 'page' },
  // The announcement bar, for a page with a bulletin.
  { feature: ANNOUNCEMENT, runs: 'page' },
  // Referral tracking, for a URL with a `ref`.
  { feature: REFERRAL, runs: 'once' },
  // Inside the exchange's app: the chrome's links to the app's pages through its bridge.
  { feature: APP_LINKS, runs: 'page' },
  // The floating footer menu, in the overlay root: wide screens, not Hong Kong or the EU site.
  { feature: FLOATING_MENU, runs: 'overlay' },
];

let users = 0;
/** What the page's watches and timers are stopped by, once the last instance is gone. */
const stops: (() => void)[] = [];
/** The `once` gates started, and whether the `overlay` gates run. */
const startedOnce = new Set<Feature>();
let overlaysWatched = false;

// From here on the SDK's reported errors are also sampled for the error reporter (site-chrome §8);
// what happened before the page services arrived has reached the console and `onError` only.
setErrorSink(sampleError);

/**
 * The shell's hosts each slot needs, loaded with a feature's first chunk when its gate says yes:
 * the overlay's parts, the bar stack and the bar's view with its messages, fetched side by side,
 * then made ready to render without suspending (React's 300 ms reveal throttle would hold the bar
 * back); or the dialog host.
 */
setSlotLoaders({
  bar: async (id) => {
    // Fetched side by side: each would otherwise be found only once the one before it has run.
    // Emotion's scope too: the overlay's parts render inside it (ui/lazyView.tsx), which imports it
    // only when they render, a round after the rest.
    const [parts] = await Promise.all([import('../overlay/OverlayParts'), import('../bars/BarHost'), BAR_VIEWS[id]?.(), import('../root/EmotionScope')]);
    await parts.preloadBar(id);
    // Not for a page whose last instance went meanwhile: the release below closed the slot.
    if (users > 0) $barSlot.set(true);
  },
  dialog: preloadDialogHost,
});

/** Starts, in the list's order, the gates an instance brings: `first`: the page's first instance. */
function startFeatures(first: boolean, overlays: boolean): void {
  for (const { feature, runs } of PAGE_FEATURES) {
    if (runs === 'once' && !startedOnce.has(feature)) {
      startedOnce.add(feature);
      feature.run();
    } else if ((runs === 'page' && first) || (runs === 'overlay' && overlays)) stops.push(feature.run());
  }
}

/**
 * Page-wide work started by the first mounted instance and stopped with the last one: the service
 * worker registration (once per page), the CDN health check timer, and the gates of PAGE_FEATURES.
 */
export const pageServices = {
  /**
   * `serviceWorker: false` (`data-sw="0"`): this instance does not register the worker.
   * `overlays`: the instance has the overlay root, so the `overlay` gates (the notices) may ask
   * for their dialogs.
   */
  acquire(serviceWorker: boolean, overlays = false): () => void {
    users += 1;
    if (serviceWorker) registerServiceWorker();
    startFeatures(users === 1, overlays && !overlaysWatched);
    if (overlays) overlaysWatched = true;
    // The footer's content waits for the features' first decisions (stores/painted.ts).
    whenFeaturesSettled(markSettled);
    if (users === 1) {
      // public/cdn-check.txt, beside the loader: a few bytes from where the SDK's own chunks came, so
      // the check measures that CDN without downloading the loader again (fetched with `no-store`).
      // None in an app's bundle without `assetsBase` (platform/asset-files.bundled.ts).
      const probe = cdnProbeUrl();
      if (probe) stops.push(scheduleCdnCheck(probe, async () => (await import('../platform/error-reporter')).report));
      // site-chrome §7: the chrome's clicks, as `sitechrome:analytics` events (and to the collector).
      stops.push(watchClicks());
      // compliance §5: the main site's nl and Italian pages are not indexed; the meta follows the
      // page's language (update()) and leaves with the last instance.
      const offRobots = $pageSetup.subscribe((s) => setRobotsMeta(s && s.robotsMeta !== false ? robotsFor(s.site, s.lang) : null));
      stops.push(() => {
        offRobots();
        setRobotsMeta(null);
      });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users === 0) {
        overlaysWatched = false;
        $barSlot.set(false);
        for (const stop of stops.splice(0)) stop();
        // What lazy features started for the page's life (the contract refresh) ends too.
        endPageWork();
      }
    };
  },
};

// Last: the mount may use them from now on (at-mount.ts).
pageServicesArrival.announce(pageServices);
