import { atom, onMount } from 'nanostores';
import { mediaMatches, subscribeMedia } from '../platform/media-query';
import { media } from '../theme/tokens';

/** Viewports under 768 px get drawers instead of dropdowns (site-chrome.md §9). */
export const $smallScreen = atom(false);

onMount($smallScreen, () => {
  const update = () => $smallScreen.set(mediaMatches(media.small));
  update();
  return subscribeMedia(media.small, update);
});
