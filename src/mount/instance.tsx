import type { ReactNode } from 'react';
import { renderShadowRoot, type RenderedRoot } from './shadow-root';
import { Header } from '../header/Header';
import { Footer } from '../footer/Footer';
import { Overlay } from '../overlay/Overlay';
import { setPageSetup } from '../stores/page-setup';
import { loadCatalog } from '../i18n/catalogs';
import { claimSlot, slotTaken, type Slot, type SlotKind } from './hosts';
import { contextFrom, resolveOptions, type MountOptions } from './options';
import { describeValue, SiteChromeError } from './errors';
import type { DialogName, OpenResult } from './open';
import { emit } from '../platform/events';
import { paintedSoon } from '../stores/painted';
import { hostGet } from '../platform/host-document';

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

interface MountedRoot { slot: Slot; root: RenderedRoot }

const CONTENT: Record<SlotKind, () => ReactNode> = {
  header: () => <Header />,
  footer: () => <Footer />,
  overlay: () => <Overlay />,
};

/** The footer shell and the overlay root are small: drawn at once (see renderShadowRoot). */
function renderRoot(slot: Slot, nonce: string | undefined): { mounted: MountedRoot; ready: Promise<void> } {
  const root = renderShadowRoot(slot.element, slot.kind, nonce, CONTENT[slot.kind](), slot.kind !== 'header');
  return { mounted: { slot, root }, ready: root.ready };
}

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
  overlay = { ...renderRoot(slot, nonce), users, watch };
}

function dropOverlay(): void {
  if (!overlay) return;
  overlay.watch.disconnect();
  overlay.mounted.root.unmount();
  overlay.mounted.slot.restore();
  overlay = null;
}

/** Bumped by each mount and update (update.ts): of calls racing each other, the last one wins. */
export const race = { generation: 0 };

export async function mountChrome(input?: MountOptions): Promise<ChromeHandle> {
  const options = resolveOptions(input);
  if (Object.keys(options.microApps).length || options.analytics.collector) (await import('./code-urls')).checkCodeUrls(options);
  // Checked before anything renders, so a bad footer target never leaves a header behind.
  for (const kind of ['header', 'footer'] as const) {
    const target = options[kind];
    if (target instanceof Element && slotTaken(target)) {
      throw new SiteChromeError('INVALID_TARGET', `option "${kind}": ${describeValue(target)} already holds a SiteChrome root`);
    }
  }
  const context = contextFrom(options);
  // Instances share one state: a later mount's site, language and API base apply to all.
  setPageSetup(context);
  race.generation += 1;
  await loadCatalog(options.lang);

  const roots: MountedRoot[] = [];
  const pending: Promise<void>[] = [];
  for (const kind of ['header', 'footer'] as const) {
    const slot = claimSlot(kind, options[kind]);
    if (!slot) continue;
    const { mounted, ready } = renderRoot(slot, options.nonce);
    roots.push(mounted);
    pending.push(ready);
  }
  let usesOverlay = false;
  if (options.overlays) {
    ensureOverlay(options.nonce);
    if (overlay) {
      overlay.users += 1;
      usesOverlay = true;
      pending.push(overlay.ready);
    }
  }
  let unmounted = false;

  await Promise.all(pending);
  // The service worker and the CDN check wait for the first paint: their code is a lazy chunk.
  let stopServices: (() => void) | undefined;
  void import('./page-services').then(({ pageServices }) => {
    if (!unmounted) stopServices = pageServices.acquire(options.serviceWorker, usesOverlay);
  }, () => undefined);
  emit('sitechrome:ready', { site: context.site.key, lang: context.lang });
  paintedSoon();

  const handle: ChromeHandle = {
    async update(partial) {
      // Lazy: a page that never calls update() does not download it.
      if (!unmounted) return (await import('./update')).updateChrome(partial, context, () => unmounted);
      throw new SiteChromeError('UNMOUNTED', 'update() was called after unmount()');
    },
    async open(dialog) {
      // Lazy, like update(): a page that never calls open() does not download it.
      if (!unmounted) return (await (await import('./open')).openChromeDialog(dialog, context)) as OpenResult<typeof dialog>;
      throw new SiteChromeError('UNMOUNTED', 'open() was called after unmount()');
    },
    unmount() {
      if (unmounted) return;
      unmounted = true;
      for (const { slot, root } of roots) {
        root.unmount();
        slot.restore();
      }
      if (usesOverlay && overlay && --overlay.users === 0) dropOverlay();
      stopServices?.();
    },
  };
  return handle;
}
