/**
 * Time units, in one place (issue 10): the timing rules, the stores and the cookies count in
 * them. Clocks and waits are in milliseconds; a cookie's `max-age` is in seconds (`ms / 1000`).
 * Few on purpose: this module is on the first paint, and each name a lazy part imports costs it.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** A year of 365 days, in seconds: the preference cookies' max-age (CONTRACT §5). */
export const YEAR_S = 365 * DAY_MS / 1000;

/** The reference time of the price change (site-chrome.md §1, §3, §9): 24 hours, UTC 00:00, UTC+8 00:00. */
export type RefTime = '24h' | 'utc0' | 'utc8';
