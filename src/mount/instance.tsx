import type { ReactNode } from 'react';
import { renderShadowRoot, type RenderedRoot } from './shadow-root';
import { Header } from '../header/Header';
import { Footer } from '../footer/Footer';
import { Overlay } from '../overlay/Overlay';
import { setPageSetup, type PageSetup } from '../stores/page-setup';
import { loadCatalog } from '../i18n/catalogs';
import { claimSlot, type Slot, type SlotKind } from './hosts';
import { contextFrom, resolveOptions, type MountOptions } from './options';
import { SiteChromeError } from '../platform/errors';
import type { DialogName, OpenResult } from './open';
import { emit } from '../platform/events';
import { paintedSoon } from '../stores/painted';
import { hostGet } from '../platform/host-document';
import { setAssetsBase } from '../platform/asset-urls';
import { loadCalls } from '../api/lazy';
import { inApp } from '../platform/in-app';
import { readCookie } from '../platform/cookies';
import { loadChunk } from '../platform/chunk';
import { loadMenuPanels } from '../header/nav/loadMenus';
import { PRERENDERED } from './script-attrs';
import { report } from '../platform/report';
import { loadPageServices } from './at-mount';

export type { DialogName, OpenResult } from './open';

/** What `mount()` resolves with (CONTRACT §3). */
export interface ChromeHandle {
  /** Re-renders every instance in place with the new site, language, page or login hint. */
  update(options: Pick<MountOptions, 'site' | 'lang' | 'page' | 'isLogin' | 'apiBase'>): Promise<void>;
  /**
   * Asks for a dialog (the dialog store shows it in its turn, with or without the overlay root);
   * `login` and `signup` navigate. `open('fund-password')` resolves with the fund password the user
   * confirmed, or null when the dialog closed without it. Rejects with UNKNOWN_DIALOG,
   * NOT_AVAILABLE, UNMOUNTED, or LOGIN_REQUIRED (the fund-password dialogs, for a visitor).
   */
  open<N extends DialogName>(dialog: N): Promise<OpenResult<N>>;
  /** Removes this instance's hosts, listeners, timers and subscriptions. Safe to call twice. */
  unmount(): void;
}

interface MountedRoot { slot: Slot; root: RenderedRoot | null }

const CONTENT: Record<SlotKind, () => ReactNode> = {
  header: () => <Header />,
  footer: () => <Footer />,
  overlay: () => <Overlay />,
};


/** The page-wide overlay host is shared by all instances and removed with the last of them. */
let overlay: { mounted: MountedRoot; users: number; ready: Promise<void>; watch: MutationObserver } | null = null;

/**
 * Renders the overlay root into a fresh host when it has none or the host page took its host away
 * (`document.body.innerHTML = …`, `replaceChildren()`): React never renders into a detached host.
 */
function ensureOverlay(nonce: string | undefined): void {
  const users = overlay ? overlay.users : 0;
  if (overlay) {
    if (overlay.mounted.slot.element.isConnected) return;
    dropOverlay();
  }
  const slot = claimSlot('overlay', 'auto');
  if (!slot) return;
  // Seen at once, not only at the next mount: the overlay holds the page's dialogs and toasts.
  const watch = new MutationObserver(() => ensureOverlay(nonce));
  watch.observe(hostGet('body'), { childList: true });
  // The overlay root is small: drawn at once (see renderShadowRoot), like the footer shell.
  const root = renderShadowRoot(slot.element, 'overlay', nonce, CONTENT.overlay(), true);
  overlay = { mounted: { slot, root }, ready: root.ready, users, watch };
}

function dropOverlay(): void {
  if (!overlay) return;
  overlay.watch.disconnect();
  overlay.mounted.root?.unmount();
  overlay.mounted.slot.restore();
  overlay = null;
}

/**
 * Bumped by each mount and update (update.ts): of calls racing each other, the last one wins.
 * `target` is what the updates called so far add up to while their catalogs load, so every
 * update starts from the one before it and the last value of every key wins.
 */
export const race: { generation: number; target: PageSetup | null; updates: Promise<unknown> } = {
  generation: 0, target: null, updates: Promise.resolve(),
};

const prerendered = (slot: HTMLElement) => slot.shadowRoot && slot.hasAttribute(PRERENDERED);

/**
 * A prerendered slot's root, hydrated once the hydration's chunk is in (the other roots do not wait
 * for it). Without the chunk the server's chrome stays, until an unmount empties the slot.
 */
const afterChunk = (root: Promise<RenderedRoot | undefined>, slot: HTMLElement): RenderedRoot => ({
  ready: root.then((r) => r?.ready),
  unmount: () => void root.then((r) => (r ? r.unmount() : slot.shadowRoot?.replaceChildren())),
});

const aborted = () => new SiteChromeError('ABORTED', 'mount() was aborted');

export async function mountChrome(input?: MountOptions): Promise<ChromeHandle> {
  if (typeof document === 'undefined') throw new SiteChromeError('NOT_A_BROWSER', 'mount() needs a DOM (call it in the browser)');
  const options = resolveOptions(input);
  const { signal } = options;
  if (signal?.aborted) throw aborted();
  // Claimed before the first await (CONTRACT v1.2), so a mount racing this one gets SLOT_TAKEN.
  const held: MountedRoot[] = [];
  // Inside the exchange's app, the app has its own bottom bars: no footer (README, "Inside the
  // mobile app"); the header (its links through the app) and the overlay stay.
  const app = inApp(readCookie('device_type') !== undefined);
  try {
    for (const kind of app ? ['header'] as const : ['header', 'footer'] as const) {
      const slot = claimSlot(kind, options[kind]);
      if (slot) held.push({ slot, root: null });
    }
  } catch (error) {
    for (const { slot } of held) slot.restore();
    throw error;
  }
  let usesOverlay = false;
  let hydration: Promise<typeof import('./hydrate') | void> | undefined;
  let stopServices: (() => void) | undefined;
  let gone = false;
  /** unmount(), an abort, or a failed mount: releases everything this mount holds, once. */
  const release = () => {
    if (gone) return;
    gone = true;
    signal?.removeEventListener('abort', release);
    for (const { slot, root } of held) {
      root?.unmount();
      slot.restore();
    }
    if (usesOverlay && overlay && --overlay.users === 0) dropOverlay();
    stopServices?.();
  };
  signal?.addEventListener('abort', release);
  const context = { ...contextFrom(options), inApp: app };
  try {
    if (Object.keys(options.microApps).length || options.analytics.collector || options.fingerprint) (await import('./code-urls')).checkCodeUrls(options);
    if (gone) throw aborted();
    // Instances share one state: a later mount's site, language and API base apply to all.
    setPageSetup(context);
    setAssetsBase(options.assetsBase);
    race.generation += 1;
    race.target = null;
    // The page's features start now, before the first paint: they decide from calls (the bulletin,
    // the compliance answer) that go out beside the catalog and the first render, so a bar shows
    // with the header, not a round of requests after it (issue 22). The loader asked for this
    // chunk and the calls' beside the core (build/at-mount.mjs); an app's bundle asks here. A
    // failed chunk costs those features (a call's, its store's default), never the mount. The
    // service worker waits for the page's load event and the CDN check for its timer.
    void loadPageServices().then((pageServices) => {
      // With `overlays`, the overlay root comes once the catalog is in (ensureOverlay below): a
      // notice asked for before then waits in the dialog queue for it.
      if (!gone) stopServices = pageServices.acquire(options.serviceWorker, options.overlays);
    }, () => undefined);
    loadCalls().catch(() => undefined);
    // A server's prerendered header or footer (dist/prerender/) is hydrated, not drawn again.
    // Without its chunk, a prerendered slot keeps the server's chrome, whose links work unscripted.
    const drawn = held.filter(({ slot }) => prerendered(slot.element)).map(({ slot }) => slot.kind);
    if (drawn.length > 0) {
      hydration = loadChunk(() => import('./hydrate')).catch((error: unknown) => report(error, { area: 'chunk', what: 'could not load the hydration' }));
      // What the header's hydration draws first (its menus as links: the panels' chunk, which the
      // build has the core fetch with its imports, build/at-mount.mjs HYDRATION_WAVE) comes with
      // its chunk; the footer's waits (hydrate.tsx).
      if (drawn.includes('header')) loadMenuPanels().catch(() => undefined);
    }
    await loadCatalog(options.lang);
    if (gone) throw aborted();
  } catch (error) {
    release();
    throw error;
  }

  const pending: Promise<void>[] = [];
  for (const mounted of held) {
    const { element, kind } = mounted.slot;
    mounted.root = hydration && prerendered(element)
      ? afterChunk(hydration.then((chunk) => (chunk && !gone ? chunk.hydrateSlot(element, kind, options.nonce) : undefined)), element)
      : renderShadowRoot(element, kind, options.nonce, CONTENT[kind](), kind !== 'header');
    pending.push(mounted.root.ready);
  }
  if (options.overlays) {
    ensureOverlay(options.nonce);
    if (overlay) {
      overlay.users += 1;
      usesOverlay = true;
      pending.push(overlay.ready);
    }
  }

  await Promise.all(pending);
  if (gone) throw aborted();
  emit('sitechrome:ready', { site: context.site.key, lang: context.lang });
  paintedSoon();

  const handle: ChromeHandle = {
    async update(partial) {
      // Lazy: a page that never calls update() does not download it.
      if (gone) throw new SiteChromeError('UNMOUNTED', 'update() was called after unmount()');
      // Chained: dynamic imports resolve in no set order, and updates must start in call order.
      const loaded = race.updates.catch(() => undefined).then(() => import('./update'));
      race.updates = loaded;
      return (await loaded).updateChrome(partial, context, () => gone);
    },
    async open(dialog) {
      // Lazy, like update(): a page that never calls open() does not download it.
      if (!gone) return (await (await import('./open')).openChromeDialog(dialog, context)) as OpenResult<typeof dialog>;
      throw new SiteChromeError('UNMOUNTED', 'open() was called after unmount()');
    },
    unmount: release,
  };
  return handle;
}
