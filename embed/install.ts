import { HEADER_HEIGHT } from '../src/theme/tokens';
import { RESERVED_ATTRIBUTE, SCRIPT_ATTRIBUTES, releaseReservation, type ScriptAttributes } from '../src/mount/script-attrs';

/** What the loader uses of the ES build (its core chunk). */
export interface EsModule {
  mount(o?: unknown): Promise<unknown>;
  mountWidget(n: unknown, e: unknown, p?: unknown): Promise<unknown>;
  SiteChromeError: unknown;
  __boot(attrs: ScriptAttributes, queue: unknown[]): void;
}
/**
 * What the loader sees on `window.SiteChrome`: anything a page put there (its queue, an object of
 * its own, a first copy of the loader), read by own keys. The public type is src/index.ts's
 * `SiteChromeGlobal`.
 */
export interface LoaderGlobal { q?: unknown[]; __sc?: boolean; [k: string]: unknown }
/**
 * Build constants: the entry and its static imports (relative to the loader), the version, and the
 * loader's own file name (`site-chrome.umd.js`), which the script tag's URL must end with.
 */
export interface LoaderBuild { entry: string; preload: readonly string[]; version: string; file: string }

const hasOwn = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/**
 * The UMD's export where there is no DOM (`require()` in Node, a server render): the version, and
 * `mount()`/`mountWidget()` rejecting with the core's `NOT_A_BROWSER` (its shape: the loader does
 * not carry the error class).
 */
export function notABrowser(version: string): LoaderGlobal {
  const refuse = () => Promise.reject(Object.assign(new Error('[SiteChrome] mount() needs a browser (no DOM)'), { name: 'SiteChromeError', code: 'NOT_A_BROWSER' }));
  return { version, mount: refuse, mountWidget: refuse };
}

/**
 * The loader's work (embed/loader.ts runs it once): read the script tag, set `window.SiteChrome`
 * (stub + queue), reserve the header's height, import the ES build beside the script. Never throws.
 *
 * `current` is what `document.currentScript` is, read through Document.prototype
 * (src/platform/host-document.ts): an `<img name="currentScript" src="https://evil.example/x/">`
 * shadows the document's own member, and its URL would pick the code imported (issue 20). Only a
 * real script element whose file is the loader counts; without one nothing is imported and
 * `mount()` rejects (logged once), never a fall-back to the page's URL.
 */
export function install(
  w: { SiteChrome?: unknown; document: Document },
  current: unknown,
  build: LoaderBuild,
  load: (url: string) => Promise<EsModule>,
): void {
  const previous = w.SiteChrome as LoaderGlobal | undefined;
  // Included twice: the first copy owns the page. (Own properties only, here as everywhere: a
  // polluted Object.prototype must not switch the loader off or feed it a queue.)
  if (previous && hasOwn(previous, '__sc')) return;
  // Own keys only: a missing key of `dataset` is looked up on Object.prototype.
  const attrs = Object.create(null) as ScriptAttributes;
  const script = current instanceof HTMLScriptElement ? current : null;
  const data = script ? script.dataset : {};
  for (const key of SCRIPT_ATTRIBUTES) if (hasOwn(data, key)) attrs[key] = data[key];
  const nonce = attrs.nonce || (script && script.nonce);
  if (nonce) attrs.nonce = nonce;
  const queue: unknown[] = previous && hasOwn(previous, 'q') && Array.isArray(previous.q) ? previous.q : [];
  let loaded: Promise<EsModule>;
  // `script.src` is already absolute, so `<base href>` cannot move our chunks.
  let base = script ? script.src : '';
  try {
    if (!base || !new URL(base).pathname.endsWith(`/${build.file}`)) throw new Error(`no script tag ${build.file}`);
    loaded = load(new URL(build.entry, base).href);
    // Beside the entry, the chunks every mount imports first thing (the page services and the
    // calls; build/build.mjs): requested now rather than once the entry has run, so the features'
    // calls go out with the first render (issue 22). The module map shares them; no DOM is added,
    // unlike <link rel=modulepreload>.
    for (const dep of build.preload) load(new URL(dep, base).href).catch(() => undefined);
  } catch (error) {
    base = '';
    loaded = Promise.reject(error);
  }
  const later = (name: 'mount' | 'mountWidget') => (...args: unknown[]) =>
    loaded.then((m) => (m[name] as (...a: unknown[]) => Promise<unknown>)(...args));
  const api: LoaderGlobal = { ...(previous || {}), __sc: true, q: queue, version: build.version, mount: later('mount'), mountWidget: later('mountWidget') };
  w.SiteChrome = api;

  // No room is held for a header that will not come.
  let reserved: HTMLElement | null = null;
  if (base && attrs.mount !== 'manual') {
    // Document.prototype's own method: `<img name="querySelector">` shadows the document's (issue 20).
    const slot = Document.prototype.querySelector.call<Document, [string], HTMLElement | null>(w.document, '[data-site-chrome="header"]');
    if (slot && !slot.style.minHeight) {
      slot.style.minHeight = `${HEADER_HEIGHT}px`;
      slot.setAttribute(RESERVED_ATTRIBUTE, '');
      reserved = slot;
    }
  }
  loaded.then(
    (m) => {
      api['SiteChromeError'] = m.SiteChromeError;
      m.__boot(attrs, queue);
    },
    (error: unknown) => {
      // The bundle never came: the page gets its height back (CONTRACT v1.2).
      releaseReservation(reserved);
      console.error('[SiteChrome] could not load its bundle', error);
    },
  );
}
