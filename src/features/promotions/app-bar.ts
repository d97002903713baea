import { atom } from 'nanostores';

/**
 * The app-download bar at the bottom of a phone's screen (overlay root): `true` while it shows,
 * `'closed'` once the visitor closed it on this page. Decided by promotions-watch.ts.
 */
export const $appBar = atom<boolean | 'closed'>(false);

/** localStorage flag set by the bar's Close (CONTRACT §5). */
export const HIDE_AD_KEY = 'hide_ad';
