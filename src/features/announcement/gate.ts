import type { Announcement } from '../../api/calls/site';
import { loadCalls } from '../../api/lazy';
import { fetchedStore } from '../../stores/fetched';
import { $pageSetup } from '../../stores/page-setup';
import { defineFeature } from '../../platform/feature-gate';

/** Every page key's bulletin (`fullsiteBulletin`), asked for once per page by the page services. */
export const $bulletins = fetchedStore<Record<string, Announcement>>({}, async (ctx) => (await loadCalls()).getBulletins(ctx));

/**
 * The announcement bar's gate, in the page-services chunk every page loads: the bulletin call goes
 * out, and the bar's code (its rules, the dismissed list in IndexedDB, the bar) loads only when
 * this page has a bulletin. A page key set later by update() may still bring one.
 */
export const ANNOUNCEMENT = defineFeature({
  name: 'the announcement bar',
  watch: [$bulletins, $pageSetup],
  when: () => {
    const { loaded, value } = $bulletins.get();
    // `page` is already the bulletin key (mount options map `home` to `index`); update() may change it.
    const page = $pageSetup.get()?.page;
    if (!loaded || !page) return 'wait';
    return Object.prototype.hasOwnProperty.call(value, page) && value[page]?.content ? 'yes' : 'no';
  },
  load: () => import('./announcement'),
  slots: [{ bar: 'announcement' }],
  // The dismissed list, its read started as it arrives, and idb, which the IndexedDB wrapper imports
  // only when it opens (build/flat-imports.ts fetches each chunk's static imports with it; the slot
  // fetches the bar's view and the stack).
  preload: () => [import('./storage').then((storage) => storage.readDismissedEarly()), import('idb')],
  start: (m) => m.watchAnnouncement(),
});
