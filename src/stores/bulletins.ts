import type { Announcement } from '../api/calls/site';
import { loadCalls } from '../api/lazy';
import { fetchedStore } from './fetched';
import { $pageSetup } from './page-setup';

/** Every page key's bulletin (`fullsiteBulletin`), asked for once per page by the page services. */
export const $bulletins = fetchedStore<Record<string, Announcement>>({}, async (ctx) => (await loadCalls()).getBulletins(ctx));

/**
 * The announcement bar's trigger, in the page-services chunk every page loads: the bulletin call
 * goes out, and the bar's code (its rules, the dismissed list in IndexedDB, the bar) loads only
 * when this page has a bulletin. Returns the stop.
 */
export function watchBulletins(): () => void {
  let stopBar: (() => void) | null = null;
  let stopped = false;
  const check = () => {
    const { loaded, value } = $bulletins.get();
    // `page` is already the bulletin key (mount options map `home` to `index`); update() may change it.
    const page = $pageSetup.get()?.page;
    if (stopBar || !loaded || !page || !Object.prototype.hasOwnProperty.call(value, page) || !value[page]?.content) return;
    stopBar = () => undefined;
    import('./announcement').then((m) => {
      if (!stopped) stopBar = m.watchAnnouncement();
    }, (error: unknown) => console.warn('[SiteChrome] could not load the announcement bar', error));
  };
  const offBulletins = $bulletins.subscribe(check);
  const offPage = $pageSetup.subscribe(check);
  return () => {
    stopped = true;
    offBulletins();
    offPage();
    stopBar?.();
  };
}
