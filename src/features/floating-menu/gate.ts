import { defineFeature } from '../../platform/feature-gate';
import { mediaMatches } from '../../platform/media-query';
import { withMessages } from '../../i18n/catalogs';
import { $compliance } from '../../stores/compliance';
import { $pageSetup } from '../../stores/page-setup';
import { $pageScrolled, $smallScreen } from '../../stores/viewport';
import { media } from '../../theme/tokens';
import { floatingMenuMayShow } from './gate-rules';
import { $floatingMenu } from './store';

/**
 * The floating footer menu (compliance-and-dialogs.md §6): on a wide screen of any site but Hong
 * Kong and the EU, outside the app, once the visitor scrolls the page (its quick links and Back to
 * top serve a reader moving down a page; a visitor who only glances at the top loads none of it,
 * which keeps a plain page load's idle weight where it was). It waits for the compliance answer,
 * which decides some of its entries, so it shows once, whole. Its view and the footer's messages (its words are the footer's)
 * load on `yes`; the overlay root draws it (overlay/Overlay.tsx) while `$floatingMenu` is set. A
 * page loaded on a phone and widened later gets it then.
 */
export const FLOATING_MENU = defineFeature({
  // It waits for the visitor's scroll: the page's first decisions do not wait for it.
  paced: 'visitor',
  name: 'the floating footer menu',
  watch: [$pageSetup, $compliance, $smallScreen, $pageScrolled],
  when: () => {
    const setup = $pageSetup.get();
    if (!setup || !$compliance.get().loaded || !$pageScrolled.get()) return 'wait';
    return floatingMenuMayShow({ site: setup.site.key, phone: mediaMatches(media.small), inApp: !!setup.inApp }) ? 'yes' : 'no';
  },
  load: () => withMessages('footer', import('./FloatingMenu')),
  start: () => {
    $floatingMenu.set(true);
    return () => $floatingMenu.set(false);
  },
});
