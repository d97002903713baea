import { DIALOG_ORDER, USER_DIALOGS, type DialogId } from './dialog-order';
import { PENDING_MS } from './pending-time';

/**
 * A source of rule dialogs still deciding (the compliance screens, the KYC and regional notices:
 * each decides in a lazy chunk after calls, so one may ask long after another). While it is
 * pending, rule dialogs placed after the first it may ask for wait, so a slow chunk cannot land a
 * higher-priority dialog behind one already on screen (issue 13: one at a time, in DIALOG_ORDER).
 */
export interface Pending {
  /** The first dialog in DIALOG_ORDER this source may ask for. */
  first: DialogId;
  /** When it started deciding or last made progress (ms): the time-out counts from here. */
  since: number;
  /** The compliance redirect is under way: the page is leaving, every rule dialog waits, no time-out. */
  leaving?: boolean;
}


/** A dialog's place in DIALOG_ORDER (an unknown name last). */
export const rank = (name: string): number => {
  const i = DIALOG_ORDER.indexOf(name as DialogId);
  return i < 0 ? DIALOG_ORDER.length : i;
};

export interface Hold {
  /** Whether a rule dialog of this name waits at `now`. */
  holds: (name: string) => boolean;
  /** When a time-out ends a hold (ms), or null: nothing times out. */
  until: number | null;
}

/** The hold of the sources pending at `now`: a rule dialog waits while a source before it decides. */
export function hold(pending: readonly Pending[], now: number): Hold {
  const live = pending.filter((p) => p.leaving || now < p.since + PENDING_MS);
  const from = Math.min(...live.map((p) => (p.leaving ? 0 : rank(p.first) + 1)));
  const ends = live.filter((p) => !p.leaving).map((p) => p.since + PENDING_MS);
  return { holds: (name) => rank(name) >= from, until: ends.length ? Math.min(...ends) : null };
}

/**
 * The rule dialogs each source that holds may ask for (src/stores/dialog-hold.ts names the
 * sources): the compliance screens and the KYC and regional notices.
 */
export const SOURCE_DIALOGS: Readonly<Record<string, readonly DialogId[]>> = {
  compliance: ['restricted-location', 'state-limit', 'uk-notice', 'compliance-toast'],
  notices: ['netherlands-notice', 'uzbekistan-notice', 'hongkong-notice', 'regional-toast', 'kyc-notice'],
};

/**
 * Whether a rule dialog need not wait for the gathering: every rule dialog placed before it is one
 * a source that has decided asks for (`decided`), so none can still come to go first. The
 * gathering guards the order against sources that do not hold (the promotions, the Turkey
 * chooser) and ones that have not started; a compliance toast behind decided compliance and
 * notices shows as soon as it is asked for (issue 22).
 */
export function orderSettled(name: string, decided: readonly string[]): boolean {
  const covered = new Set(decided.flatMap((source) => SOURCE_DIALOGS[source] ?? []));
  return DIALOG_ORDER.slice(0, rank(name)).every((before) => USER_DIALOGS.has(before) || covered.has(before));
}
