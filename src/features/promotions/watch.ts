import { $smallScreen } from '../../stores/viewport';
import { readLocal } from '../../platform/storage';
import { giftCandidate, showsAppBar, switchSiteTarget } from '../../rules/promotions';
import { $appBar, HIDE_AD_KEY } from './app-bar';
import { $compliance } from '../../stores/compliance';
import { $dialogs, $hostRoots } from '../../stores/dialogs';
import { $pageSetup } from '../../stores/page-setup';
import { $login } from '../../stores/user';

/**
 * Decides the phones' app bar, the gift popup and the switch-site prompts from data the page has
 * anyway (site, options, compliance, login, viewport, `hide_ad`). It runs in the page-services
 * chunk every page loads after its first paint; the promotions' own code (features/promotions/promotions.ts,
 * the bar, the dialogs) loads only for a visitor who gets one, so a desktop visitor or a visitor
 * of another site loads nothing more. The gift popup is decided before the bar shows (one pass),
 * and only with an overlay root: `overlays: false` means no popups (CONTRACT §3). Nothing is
 * offered while the compliance redirect is under way (the page is leaving).
 */
export function watchPromotions(): () => void {
  // The viewport is watched only once a phone matters (main site, or the gift popup on).
  let watchingViewport = false;
  /** 0: not decided, 1: its record is being read, 2: decided. */
  let gift = 0;
  let offered = false;
  let stopped = false;
  const stops: (() => void)[] = [];
  const actions = () => import('./promotions');

  function decide(): void {
    const setup = $pageSetup.get();
    const compliance = $compliance.get();
    const login = $login.get().status;
    if (stopped || $dialogs.get().pending?.compliance?.leaving || !setup || !compliance.loaded || !$hostRoots.get().some((r) => r.kind === 'overlay')) return;
    const { site } = setup;
    if (!offered) {
      offered = true;
      const target = switchSiteTarget(site.key, compliance.value.toast.euUser);
      if (target) void actions().then((p) => p.offerSwitchSite(target), () => undefined);
    }
    const giftOn = !!setup.giftPopup;
    if (site.key !== 'main' && (!giftOn || site.key === 'turkey')) return;
    if (!watchingViewport) {
      watchingViewport = true;
      // subscribe() calls decide again at once, now with the viewport watched.
      stops.push($smallScreen.subscribe(decide));
      return;
    }
    const phone = $smallScreen.get();
    if (!gift && login !== 'loading') {
      gift = 2;
      if (giftCandidate({ enabled: giftOn, phone, loggedOut: login === 'out', siteKey: site.key })) {
        gift = 1;
        void actions().then((p) => p.offerGift(Date.now()), () => undefined).finally(() => {
          gift = 2;
          decide();
        });
      }
    }
    if (gift === 2 && $appBar.get() !== 'closed') {
      $appBar.set(showsAppBar({ site, phone, ukLimit: compliance.value.limit.isUkLimit, hideAd: readLocal(HIDE_AD_KEY) }));
    }
  }

  for (const store of [$pageSetup, $compliance, $login, $hostRoots]) stops.push(store.listen(decide));
  decide();
  return () => {
    stopped = true;
    for (const stop of stops) stop();
    if ($appBar.get() === true) $appBar.set(false);
  };
}
