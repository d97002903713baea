import { registerServiceWorker } from '../platform/sw';
import { runFeature, type FeatureDefinition } from '../platform/feature-gate';
import { scheduleCdnCheck } from '../platform/cdn-check';
import { cdnProbeUrl } from '../platform/asset-files';
import { currentSearch } from '../platform/navigation';
import { $compliance } from '../stores/compliance';
import { $pageSetup } from '../stores/page-setup';
import { watchNotices } from '../stores/notice-trigger';
import { gatePromotions } from '../stores/promotions-gate';

import { watchComplianceScreens } from '../stores/compliance-screens';
import { watchBulletins } from '../stores/bulletins';
import { endPageWork } from '../stores/page-life';

/**
 * Page-wide work started by the first mounted instance and stopped with the last one: the service
 * worker registration (once per page), the CDN health check timer, and the watches that decide,
 * after the first paint, whether a feature's code loads at all: the compliance screens (once per
 * page: one answer, one decision), the Turkey chooser, the KYC and regional notices, the
 * promotions (app bar, gift popup, switch-site prompts), the announcement bar and referral tracking.
 */
let users = 0;
/** What the page's watches and timers are stopped by, once the last instance is gone. */
const stops: (() => void)[] = [];
let noticesWatched = false;
let referralChecked = false;

/**
 * The Turkey chooser's code loads only for a Turkey-limited visitor (compliance `limit.is_tr`) on
 * the main site; its own chunk then reads the stored keepalive and asks the dialog queue.
 */
const TURKEY_CHOOSER: FeatureDefinition<typeof import('../stores/tr-chooser')> = {
  name: 'the Turkey chooser',
  watch: [$compliance],
  when: () => {
    const { loaded, value } = $compliance.get();
    if (!loaded) return 'wait';
    return value.limit.isTr && $pageSetup.get()?.site.key === 'main' ? 'yes' : 'no';
  },
  load: () => import('../stores/tr-chooser'),
  start: (m) => m.offerTurkeyChooser(),
};

/**
 * Referral tracking runs once per page, and its code (rules, cookie writes, the verify call) loads
 * only for a URL with a `ref` parameter: a visitor without one downloads nothing for it.
 */
const REFERRAL: FeatureDefinition<typeof import('../stores/referral-tracking')> = {
  name: 'the referral tracking',
  watch: [],
  decide: 'once',
  when: () => (/[?&]ref=[^&]/.test(currentSearch()) ? 'yes' : 'no'),
  load: () => import('../stores/referral-tracking'),
  start: (m) => m.trackReferral(),
};

function trackReferralOnce(): void {
  if (referralChecked) return;
  referralChecked = true;
  // Not stopped with the instances: the record is written once, for the page.
  runFeature(REFERRAL);
}

export const pageServices = {
  /**
   * `serviceWorker: false` (`data-sw="0"`): this instance does not register the worker.
   * `overlays`: the instance has the overlay root, so the KYC and regional notices may be asked
   * for (the trigger waits here, in a chunk every page loads after its first paint, so the first
   * paint does not carry it).
   */
  acquire(serviceWorker: boolean, overlays = false): () => void {
    users += 1;
    if (serviceWorker) registerServiceWorker();
    trackReferralOnce();
    if (overlays && !noticesWatched) {
      noticesWatched = true;
      stops.push(watchNotices());
    }
    if (users === 1) {
      stops.push(runFeature(TURKEY_CHOOSER));
      watchComplianceScreens();
      // public/cdn-check.txt, beside the loader: a few bytes from where the SDK's own chunks came, so
      // the check measures that CDN without downloading the loader again (fetched with `no-store`).
      // None in an app's bundle without `assetsBase` (platform/asset-files.bundled.ts).
      const probe = cdnProbeUrl();
      if (probe) stops.push(scheduleCdnCheck(probe, async () => (await import('../platform/cdn-reporter')).report));
      stops.push(
        gatePromotions(),
        // The bulletin call and the decision to show the bar: the bar's own chunk loads only then.
        watchBulletins(),
      );
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users === 0) {
        noticesWatched = false;
        for (const stop of stops.splice(0)) stop();
        // What lazy features started for the page's life (the contract refresh) ends too.
        endPageWork();
      }
    };
  },
};
