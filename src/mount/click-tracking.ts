import { trackedClick } from '../rules/analytics';
import { emit } from '../platform/events';
import { loadChunk } from '../platform/chunk';
import { report } from '../platform/report';
import { $pageSetup } from '../stores/page-setup';

type CollectorChunk = typeof import('../platform/analytics-collector');

/**
 * The chrome's tracked clicks (issue 24): one `sitechrome:analytics` event on `window` for each,
 * and, only with `analytics.collector`, the same event queued for the collector (its own chunk,
 * loaded as the page services start on such a page, so a first click that navigates is not lost
 * to a chunk still on its way). One capturing listener on the window sees every click in the
 * open shadow roots through the event's composed path, before any handler of the chrome or the
 * page can stop it, and never delays it.
 */
export function watchClicks(): () => void {
  let chunk: Promise<CollectorChunk> | null = null;
  const collector = () => {
    // One load for the page's clicks, in their order; one that failed after its retries is
    // reported, and the next click tries again.
    chunk ??= loadChunk(() => import('../platform/analytics-collector')).catch((error: unknown) => {
      chunk = null;
      report(error, { area: 'chunk', what: 'the analytics collector did not load' });
      throw error;
    });
    return chunk;
  };
  const onClick = (event: MouseEvent) => {
    const setup = $pageSetup.get();
    const click = setup && trackedClick(event.composedPath());
    if (!setup || !click) return;
    const detail = { ...click, site: setup.site.key, lang: setup.lang };
    emit('sitechrome:analytics', detail);
    const url = setup.analytics?.collector;
    if (url) collector().then((c) => c.collect(url, { ...detail, time: Date.now() }), () => undefined);
  };
  if ($pageSetup.get()?.analytics?.collector) collector().catch(() => undefined);
  window.addEventListener('click', onClick, true);
  return () => {
    window.removeEventListener('click', onClick, true);
    chunk?.then((c) => c.stopCollectors(), () => undefined);
    chunk = null;
  };
}
