import { DAY_MS } from '../../config/time';
import type { SwitchTarget } from '../../rules/promotions';

/**
 * The switch-site prompt's memory (localStorage `switch_site`): who to offer it to is
 * `switchSiteTarget` in promotions.ts; this is when a visitor who stayed is asked again.
 */

/** A visitor who chose to stay is not asked again about the same site for 7 days. */
export const SWITCH_SITE_QUIET_MS = 7 * DAY_MS;

export interface SwitchSiteRecord { target: SwitchTarget; timestamp: number }

/** localStorage `switch_site` (`{"target":"eu","timestamp":ms}`); anything else reads as absent. */
export function parseSwitchRecord(raw: unknown): SwitchSiteRecord | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { target, timestamp } = raw as Record<string, unknown>;
  if ((target !== 'eu' && target !== 'main') || typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  return { target, timestamp };
}

/** Whether to offer `target` at `now`: not within 7 days of staying when it was offered (a record from the future counts as none). */
export function switchSiteDue(record: SwitchSiteRecord | null, target: SwitchTarget, now: number): boolean {
  if (!record || record.target !== target || record.timestamp > now) return true;
  return now - record.timestamp >= SWITCH_SITE_QUIET_MS;
}
