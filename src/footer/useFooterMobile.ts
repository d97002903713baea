import { useCallback, useSyncExternalStore } from 'react';
import { media } from '../theme/tokens';
import { mediaMatches, subscribeMedia } from '../platform/media-query';

/** The footer's phone layout: 768 px or less (site-chrome.md §9). */
export const FOOTER_MOBILE_QUERY = media.footerMobile;

export function useFooterMobile(): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeMedia(FOOTER_MOBILE_QUERY, onChange), []);
  return useSyncExternalStore(subscribe, () => mediaMatches(FOOTER_MOBILE_QUERY), () => false);
}
