import { $smallScreen, mediaMatches } from '../platform/media-query';
import { media } from '../theme/tokens';
import { promotionsMayShow } from '../rules/promotions-gate';
import { $compliance } from './compliance';
import { $pageSetup } from './page-setup';

/**
 * The promotions' watch (promotions-watch.ts: app bar, gift popup, switch-site prompts) loads only
 * where one of them may show: a phone-sized screen on the main site or with the gift popup on, or
 * a compliance answer that says whether the visitor is in the EU. A desktop visitor's page loads
 * nothing more. Returns the stop.
 */
export function gatePromotions(): () => void {
  let stopWatch: (() => void) | null = null;
  let loading = false;
  let stopped = false;
  const check = () => {
    const setup = $pageSetup.get();
    const { loaded, value } = $compliance.get();
    if (loading || stopped || !setup || !loaded) return;
    const phone = mediaMatches(media.small);
    if (!promotionsMayShow({ site: setup.site.key, giftPopup: !!setup.giftPopup, phone, euUser: value.toast.euUser })) return;
    loading = true;
    import('./promotions-watch').then((m) => {
      if (!stopped) stopWatch = m.watchPromotions();
    }, (error: unknown) => {
      loading = false;
      console.warn('[SiteChrome] could not load the promotions', error);
    });
  };
  const offSetup = $pageSetup.subscribe(check);
  const offCompliance = $compliance.subscribe(check);
  // A page loaded wide and narrowed later (a resized window, a rotated tablet) is a phone from
  // then on: its bar and gift popup must not depend on the width at the first answer.
  const offViewport = $smallScreen.listen(check);
  return () => {
    stopped = true;
    offSetup();
    offCompliance();
    offViewport();
    stopWatch?.();
  };
}
