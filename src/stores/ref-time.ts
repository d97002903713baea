import { atom, onMount } from 'nanostores';
import { readLocal } from '../platform/storage';
import type { RefTime } from '../config/time';

/**
 * The reference time of the price change (site-chrome.md §1, §3, §9: `24h`, `utc0` UTC 00:00,
 * `utc8` UTC+8 00:00), stored in localStorage `reftimeValue`. Its reading side lives here, apart
 * from the preference actions (`preferences.ts`, which re-exports it), because the markets store
 * sends it as the market calls' `timezone` (§7) and needs the atom only.
 *
 * Rolldown still bundles it into the preferences chunk, which the footer loads by idle on every
 * page; so a header-only page loads that chunk (1.2 kB) with its first market panel. A chunk of
 * its own (a codeSplitting group) was weighed and refused: one more request in every visitor's
 * idle load to spare header-only pages one on first hover.
 */
export const REF_TIMES: readonly RefTime[] = ['24h', 'utc0', 'utc8'];
export const REF_TIME_STORAGE_KEY = 'reftimeValue';

function parseRefTime(raw: string | null): RefTime {
  return raw === 'utc0' || raw === 'utc8' ? raw : '24h';
}

export const $refTime = atom<RefTime>('24h');
onMount($refTime, () => { $refTime.set(parseRefTime(readLocal(REF_TIME_STORAGE_KEY))); });
