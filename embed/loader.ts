/**
 * The classic-script entry (`dist/site-chrome.umd.js`). It stays tiny: read the script tag, set
 * `window.SiteChrome` (also on pages with an AMD `define` — a UMD wrapper would hand itself to
 * RequireJS and set no global), reserve the header's height, and import the ES build that sits
 * beside this file, whatever the page URL or `<base href>` is. Nothing here may throw into the page.
 */
import { HEADER_HEIGHT } from '../src/theme/tokens';

interface Attrs { site?: string; lang?: string; apiBase?: string; page?: string; login?: string; nonce?: string; mount?: string }
interface EsModule {
  mount(o?: unknown): Promise<unknown>;
  mountWidget(n: unknown, e: unknown, p?: unknown): Promise<unknown>;
  SiteChromeError: unknown;
  __boot(attrs: Attrs, queue: unknown[]): void;
}
interface SiteChromeGlobal { q?: unknown[]; __sc?: boolean; [k: string]: unknown }

((w: Window & { SiteChrome?: SiteChromeGlobal }) => {
  const previous = w.SiteChrome;
  // Included twice: the first copy owns the page.
  if (previous && previous.__sc) return;
  const script = document.currentScript as HTMLScriptElement | null;
  const d = script ? script.dataset : {};
  const attrs: Attrs = {
    site: d['site'], lang: d['lang'], apiBase: d['apiBase'], page: d['page'], login: d['login'],
    nonce: d['nonce'] || (script && script.nonce) || undefined, mount: d['mount'],
  };
  const queue: unknown[] = previous && Array.isArray(previous.q) ? previous.q : [];
  // `script.src` is already absolute, so `<base href>` cannot move our chunks.
  const base = (script && script.src) || location.href;
  let loaded: Promise<EsModule>;
  try {
    loaded = import(/* @vite-ignore */ new URL(__SC_ENTRY__, base).href) as Promise<EsModule>;
    // The entry's own static imports, requested now rather than after the entry has arrived
    // (the module map shares them; no DOM is added, unlike <link rel=modulepreload>).
    for (const dep of __SC_PRELOAD__) import(/* @vite-ignore */ new URL(dep, base).href).catch(() => undefined);
  } catch (error) {
    loaded = Promise.reject(error);
  }
  const later = (name: 'mount' | 'mountWidget') => (...args: unknown[]) =>
    loaded.then((m) => (m[name] as (...a: unknown[]) => Promise<unknown>)(...args));
  const api: SiteChromeGlobal = { ...(previous || {}), __sc: true, q: queue, version: __SC_VERSION__, mount: later('mount'), mountWidget: later('mountWidget') };
  w.SiteChrome = api;

  if (attrs.mount !== 'manual') {
    const slot = document.querySelector<HTMLElement>('[data-site-chrome="header"]');
    if (slot && !slot.style.minHeight) slot.style.minHeight = `${HEADER_HEIGHT}px`;
  }
  loaded.then(
    (m) => {
      api['SiteChromeError'] = m.SiteChromeError;
      m.__boot(attrs, queue);
    },
    (error: unknown) => console.error('[SiteChrome] could not load its bundle', error),
  );
})(window as Window & { SiteChrome?: SiteChromeGlobal });
