/**
 * The Turkey chooser's keepalive (compliance-and-dialogs.md §3, §4, §9; CONTRACT §4, §5): shown on
 * the main site to a visitor the compliance answer marks `limit.is_tr`, when the stored record has
 * expired. Pure: the caller reads localStorage `tr_chooser` and the clock.
 */
import { DAY_MS } from '../../config/time';

export const TR_CHOOSER_KEY = 'tr_chooser';

/** `{"keepaliveDays":n,"timestamp":ms}`: hidden for n days after `timestamp`. */
export interface ChooserRecord { keepaliveDays: number; timestamp: number }

/** No record, or an unreadable one: keepalive −1, already expired (§4). */
export const DEFAULT_CHOOSER_RECORD: ChooserRecord = { keepaliveDays: -1, timestamp: 0 };

/** The stored record, or the default when it is missing or malformed (a bad record must not hide the chooser for ever). */
export function parseChooserRecord(raw: unknown): ChooserRecord {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_CHOOSER_RECORD;
  const { keepaliveDays, timestamp } = raw as Record<string, unknown>;
  if (typeof keepaliveDays !== 'number' || typeof timestamp !== 'number' || !Number.isFinite(keepaliveDays) || !Number.isFinite(timestamp)) {
    return DEFAULT_CHOOSER_RECORD;
  }
  return { keepaliveDays, timestamp };
}

/**
 * Whether the record no longer hides the chooser at `now`. A record dated in the future (a clock
 * set back, or a forged value) cannot hide it for longer than its own keepalive from now.
 */
export function chooserExpired(record: ChooserRecord, now: number): boolean {
  if (record.keepaliveDays < 0) return true;
  const hiddenFor = record.keepaliveDays * DAY_MS;
  if (record.timestamp > now) return record.timestamp - now > hiddenFor;
  return now - record.timestamp >= hiddenFor;
}

/** Whether the chooser shows: the main site, a Turkey-limited visitor, an expired record. */
export function offersChooser(siteKey: string, isTr: boolean, record: ChooserRecord, now: number): boolean {
  return siteKey === 'main' && isTr && chooserExpired(record, now);
}

/** The record an answer stores: 7 days when "Don't show again for 7 days" is ticked and Confirm pressed, 1 day otherwise and on Cancel. */
export function chooserAnswer(answer: 'confirm' | 'cancel', ticked: boolean, now: number): ChooserRecord {
  return { keepaliveDays: answer === 'confirm' && ticked ? 7 : 1, timestamp: now };
}
