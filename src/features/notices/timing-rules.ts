import { DAY_MS, HOUR_MS } from '../../config/time';
import { isHighKyc } from '../../rules/kyc';

/**
 * When the KYC and regional notices show again (compliance-and-dialogs.md §4, §9). Pure functions
 * of the stored time of the last showing or confirmation and `now` (ms), so the clock is the
 * caller's. A stored time that is missing, unreadable or in the future (a changed clock, an edited
 * record) counts as never: the notice shows, as it would for a new visitor.
 */
export const UPGRADE_NOTICE_MS = 12 * HOUR_MS;
export const HONG_KONG_MS = DAY_MS;
export const REGIONAL_CONFIRM_MS = 30 * DAY_MS;

/** A stored timestamp (ms, decimal digits only), or null. */
export function parseStamp(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/** True once `interval` has passed since `last` (or there is no usable `last`). */
export function dueAfter(now: number, last: number | null, interval: number): boolean {
  if (last === null || last > now) return true;
  return now - last >= interval;
}

/**
 * Risk-user notice: by the server's cookie and frequency in hours; 0 (or a bad value) shows it on
 * every page load.
 */
export function riskNoticeDue(now: number, last: number | null, frequencyHours: number): boolean {
  if (!(frequencyHours > 0)) return true;
  return dueAfter(now, last, frequencyHours * HOUR_MS);
}

/** The risk cookie's lifetime in seconds (the frequency); none for 0. */
export function riskCookieMaxAge(frequencyHours: number): number | undefined {
  return frequencyHours > 0 ? Math.round((frequencyHours * HOUR_MS) / 1000) : undefined;
}

/** KYC upgrade notice: once per 12 hours. */
export const upgradeNoticeDue = (now: number, last: number | null): boolean => dueAfter(now, last, UPGRADE_NOTICE_MS);

/** Hong Kong dialog: again 24 hours after it was confirmed. */
export const hongKongDue = (now: number, last: number | null): boolean => dueAfter(now, last, HONG_KONG_MS);

export type RegionalNotice = 'netherlands' | 'uzbekistan';

export interface RegionalInput {
  tier: number;
  verified: number;
  /** The last confirmation (ms), or null. */
  last: number | null;
}

/**
 * Netherlands and Uzbekistan-assets dialogs (§4): a high tier (≥ 11; for Uzbekistan also a
 * verified company) sees it again 30 days after the last confirmation; everyone else on every
 * page load, and confirming takes them to the USDT withdrawal.
 */
export function regionalHighTier(kind: RegionalNotice, tier: number, verified: number): boolean {
  return isHighKyc(tier, verified, kind === 'uzbekistan');
}

export function regionalNoticeDue(kind: RegionalNotice, now: number, input: RegionalInput): boolean {
  return regionalHighTier(kind, input.tier, input.verified) ? dueAfter(now, input.last, REGIONAL_CONFIRM_MS) : true;
}

export const USDT_WITHDRAW_ROUTE = '/myaccount/withdraw/USDT';
export const TICKETS_ROUTE = '/myaccount/tickets';

/** Where confirming a regional dialog goes: the USDT withdrawal for a low tier, nowhere for a high one. */
export function regionalConfirmRoute(kind: RegionalNotice, tier: number, verified: number): string | null {
  return regionalHighTier(kind, tier, verified) ? null : USDT_WITHDRAW_ROUTE;
}

/** A once-only notice (the Uzbekistan toast): shown while its flag is not stored. */
export const onceDue = (flag: string | null): boolean => !flag;
