import { optionsFromScript, type MountOptions } from './options';

/** Data attributes of the script tag as the loader read them (CONTRACT §2). */
export interface ScriptAttributes {
  site?: string; lang?: string; apiBase?: string; page?: string; login?: string; nonce?: string; mount?: string;
}

export type QueueItem = [method: string, ...args: unknown[]];

interface Api {
  mount(options?: MountOptions): Promise<unknown>;
  mountWidget(name: unknown, element: unknown, props?: unknown): Promise<unknown>;
}

function whenParsed(run: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

function runItem(api: Api, item: unknown): void {
  if (!Array.isArray(item) || typeof item[0] !== 'string') {
    console.error('[SiteChrome] ignored a queued call that is not [method, ...args]:', item);
    return;
  }
  const [method, ...args] = item as QueueItem;
  const fn = method === 'mount' ? api.mount : method === 'mountWidget' ? api.mountWidget : null;
  if (!fn) {
    console.error(`[SiteChrome] ignored the queued call "${method}": use "mount" or "mountWidget"`);
    return;
  }
  // Each step is wrapped: one bad call must not stop the rest or reach the host page.
  (fn as (...a: unknown[]) => Promise<unknown>)(...args).catch((error: unknown) => console.error(error));
}

/**
 * Run by the loader once the ES build is in: auto-mount from the script tag unless
 * `data-mount="manual"`, then replay `SiteChrome.q` in order and handle later pushes at once.
 */
export function boot(api: Api, attrs: ScriptAttributes, queue: unknown[]): void {
  whenParsed(() => {
    if (attrs.mount !== 'manual') {
      api.mount(optionsFromScript({ ...attrs })).catch((error: unknown) => console.error(error));
    }
    const pending = queue.splice(0, queue.length);
    for (const item of pending) runItem(api, item);
    queue.push = (...items: unknown[]) => {
      for (const item of items) runItem(api, item);
      return queue.length;
    };
  });
}
