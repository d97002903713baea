import { optionsFromScript, pageDefaults, type MountOptions } from './options';
import { dropReservation } from './hosts';
import type { ScriptAttributes } from './script-attrs';
import { report } from '../platform/report';
import { hostGet, onHostDocument } from '../platform/host-document';

export type { ScriptAttributes } from './script-attrs';
export type QueueItem = [method: string, ...args: unknown[]];

interface Api {
  mount(options?: MountOptions): Promise<unknown>;
  mountWidget(name: unknown, element: unknown, props?: unknown): Promise<unknown>;
}

function whenParsed(run: () => void): void {
  if (hostGet('readyState') === 'loading') onHostDocument('DOMContentLoaded', run, { once: true });
  else run();
}

/** Runs one queued call; whatever it does wrong is logged, never thrown into the page. */
function runItem(api: Api, item: unknown, failed?: () => void): void {
  try {
    if (!Array.isArray(item) || typeof item[0] !== 'string') throw new Error('ignored a queued call that is not [method, ...args]');
    const [method, ...args] = item as QueueItem;
    if (method !== 'mount' && method !== 'mountWidget') throw new Error(`ignored the queued call "${method}": use "mount" or "mountWidget"`);
    (api[method] as (...a: unknown[]) => Promise<unknown>)(...args).catch((error: unknown) => {
      failed?.();
      report(error, { area: 'mount' });
    });
  } catch (error) {
    report(error, { area: 'mount' });
  }
}

const isMount = (item: unknown) => Array.isArray(item) && item[0] === 'mount';

/**
 * Run by the loader once the ES build is in: auto-mount from the script tag unless
 * `data-mount="manual"`, then replay `SiteChrome.q` in order and handle later pushes at once.
 * A queued `mount` replaces the auto-mount (CONTRACT v1.2: one header, whatever the order), and an
 * auto-mount that fails gives the page back the height the loader reserved.
 */
export function boot(api: Api, attrs: ScriptAttributes, queue: unknown[]): void {
  // Page-wide: a later `SiteChrome.mount()` without `serviceWorker` follows the tag.
  if (attrs.sw === '1') pageDefaults.serviceWorker = true;
  whenParsed(() => {
    if (attrs.mount !== 'manual') {
      if (queue.some(isMount)) dropReservation();
      else runItem(api, ['mount', optionsFromScript(attrs)], dropReservation);
    }
    for (const item of queue.splice(0, queue.length)) runItem(api, item);
    queue.push = (...items: unknown[]) => {
      for (const item of items) runItem(api, item);
      return queue.length;
    };
  });
}
