import { mediaMatches } from '../../platform/media-query';
import { $smallScreen } from '../../stores/viewport';
import { media } from '../../theme/tokens';
import { promotionsMayShow } from './gate-rules';
import { $compliance } from '../../stores/compliance';
import { $pageSetup } from '../../stores/page-setup';
import { defineFeature } from '../../platform/feature-gate';

/**
 * The promotions' watch (promotions-watch.ts: app bar, gift popup, switch-site prompts) loads only
 * where one of them may show: a phone-sized screen on the main site or with the gift popup on, or
 * a compliance answer that says whether the visitor is in the EU. A desktop visitor's page loads
 * nothing more. A page loaded wide and narrowed later (a resized window, a rotated tablet) is a
 * phone from then on: its bar and gift popup must not depend on the width at the first answer.
 */
export const PROMOTIONS = defineFeature({
  name: 'the promotions',
  watch: [$pageSetup, $compliance, $smallScreen],
  when: () => {
    const setup = $pageSetup.get();
    const { loaded, value } = $compliance.get();
    if (!setup || !loaded) return 'wait';
    const phone = mediaMatches(media.small);
    return promotionsMayShow({ site: setup.site.key, giftPopup: !!setup.giftPopup, phone, euUser: value.toast.euUser, inApp: !!setup.inApp }) ? 'yes' : 'no';
  },
  load: () => import('./watch'),
  start: (m) => m.watchPromotions(),
});
