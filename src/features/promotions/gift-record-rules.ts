/**
 * The gift popup's record (compliance-and-dialogs.md §3–§5, §9; CONTRACT §5: localStorage
 * `gift_popup` = `"count/timestamp"`): at most 2 shows a day, at least 30 minutes apart.
 */
import { MINUTE_MS } from '../../config/time';

export interface GiftRecord { count: number; timestamp: number }

export const GIFT_SHOWS_PER_DAY = 2;
export const GIFT_GAP_MS = 30 * MINUTE_MS;

/** Two numeric parts separated by a slash; anything else is treated as no record (§5). */
export function parseGiftRecord(raw: string | null): GiftRecord | null {
  const match = /^\s*(\d+)\/(\d+)\s*$/.exec(raw ?? '');
  if (!match) return null;
  const count = Number(match[1]);
  const timestamp = Number(match[2]);
  return Number.isSafeInteger(count) && Number.isSafeInteger(timestamp) ? { count, timestamp } : null;
}

export const formatGiftRecord = (record: GiftRecord): string => `${record.count}/${record.timestamp}`;

/** The visitor's calendar day: "another day" is the visitor's midnight, not UTC's. */
function sameDay(a: number, b: number): boolean {
  const x = new Date(a);
  const y = new Date(b);
  return x.getFullYear() === y.getFullYear() && x.getMonth() === y.getMonth() && x.getDate() === y.getDate();
}

/**
 * Whether the popup shows at `now`, as the record to store when it does (null: it does not):
 * no valid record, or one of another day → shows, counter 1; the same day → shows again only with
 * the counter below 2 and more than 30 minutes since the last show, counter + 1 (§4).
 */
export function nextGiftShow(record: GiftRecord | null, now: number): GiftRecord | null {
  if (!record || !sameDay(record.timestamp, now)) return { count: 1, timestamp: now };
  if (record.count < GIFT_SHOWS_PER_DAY && now - record.timestamp > GIFT_GAP_MS) return { count: record.count + 1, timestamp: now };
  return null;
}

/** The headline amount when `newbiePrizeGuide` gives none usable: the popup's "$10,000+" (§2). */
export const DEFAULT_PRIZE_USD = 10_000;

/**
 * `prize_num` (a string such as `"10,000"` or `"10000"`) as a whole number of dollars; the default
 * for an empty, non-numeric or implausible answer (the popup never shows "$0+" or "$NaN+").
 */
export function prizeAmount(raw: string): number {
  const cleaned = raw.replace(/[\s,]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return DEFAULT_PRIZE_USD;
  const value = Math.floor(Number(cleaned));
  return value >= 1 && value <= 1e9 ? value : DEFAULT_PRIZE_USD;
}
