import { atom, onMount } from 'nanostores';
import { mediaMatches, subscribeMedia } from '../platform/media-query';
import { whenPageScrolled } from '../platform/page-scroll';
import { media } from '../theme/tokens';

/** Viewports under 768 px get drawers instead of dropdowns (site-chrome.md §9). */
export const $smallScreen = atom(false);

onMount($smallScreen, () => {
  const update = () => $smallScreen.set(mediaMatches(media.small));
  update();
  return subscribeMedia(media.small, update);
});

/**
 * The visitor has scrolled the host page (once true, it stays): what waits for the reader to move
 * down a page (the floating footer menu) and not before, so a visitor who only glances loads none of it.
 */
export const $pageScrolled = atom(false);

onMount($pageScrolled, () => whenPageScrolled(() => $pageScrolled.set(true)));
