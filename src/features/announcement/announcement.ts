import { atom, computed } from 'nanostores';
import { within } from '../../platform/chunk';
import { addDismissed, shownBulletin } from './rules';
import { $bulletins } from './gate';
import { $pageSetup } from '../../stores/page-setup';
import { hideBar, showBar } from '../../stores/bar-actions';

/**
 * A stuck IndexedDB open (another tab holding an older version, a hung private-mode store) must
 * not keep the bar away for ever: past this, the page goes on as if nothing had been dismissed.
 */
export const DISMISSED_WAIT_MS = 1500;

export { $bulletins };

/** Dismissed ids: what IndexedDB held when read, plus every `Close` of this page (kept here even when storage fails). */
const $dismissed = atom<{ loaded: boolean; ids: readonly string[] }>({ loaded: false, ids: [] });
let reading: Promise<void> | null = null;

// The IndexedDB wrapper (and idb) load only for a page that has a bulletin to show.
const loadStorage = () => import('./storage');

async function readStored(): Promise<string[]> {
  const read = loadStorage().then((storage) => storage.takeDismissedIds());
  return (await within(read, DISMISSED_WAIT_MS)) ?? [];
}

/** Reads the stored list once, and only when the page has a bulletin: other visitors never load idb. */
function readDismissed(): void {
  reading ??= readStored().then((stored) => {
    const now = $dismissed.get().ids;
    $dismissed.set({ loaded: true, ids: now.reduce(addDismissed, stored) });
  });
}

/** The bulletin this page shows, or null: none for its page key, dismissed, or not known yet. */
export const $announcement = computed([$bulletins, $pageSetup, $dismissed], (bulletins, setup, dismissed) => {
  if (!bulletins.loaded || !setup) return null;
  const entry = shownBulletin(bulletins.value, setup.page, dismissed.ids);
  if (!entry) return null;
  if (!dismissed.loaded) {
    readDismissed();
    return null;
  }
  return entry;
});

/**
 * Starts the bulletin call and asks for the announcement bar while the page has one to show (the
 * deciding code; the bar's view is its own lazy chunk). Returns the stop.
 */
export function watchAnnouncement(): () => void {
  const stop = $announcement.subscribe((entry) => (entry ? showBar('announcement') : hideBar('announcement')));
  return () => {
    stop();
    hideBar('announcement');
  };
}

/**
 * `Close`: hidden at once and for the rest of the page whatever storage does, then added to the
 * stored list (merged with what another tab may have written meanwhile) for every later page.
 * Resolves with whether the list was stored.
 */
export async function dismissAnnouncement(contentId: string): Promise<boolean> {
  $dismissed.set({ loaded: $dismissed.get().loaded, ids: addDismissed($dismissed.get().ids, contentId) });
  const stored = await readStored();
  const ids = [...stored, ...$dismissed.get().ids].reduce(addDismissed, [] as string[]);
  try {
    return await (await loadStorage()).writeDismissedIds(ids);
  } catch {
    return false;
  }
}

/** Tests only. */
export function resetAnnouncementForTests(): void {
  reading = null;
  $dismissed.set({ loaded: false, ids: [] });
}
