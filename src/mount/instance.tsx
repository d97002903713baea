import type { ReactNode } from 'react';
import { renderShadowRoot, type RenderedRoot } from './shadow-root';
import { Header } from '../header/Header';
import { Footer } from '../footer/Footer';
import { Overlay } from '../overlay/Overlay';
import { $pageSetup, setPageSetup, type PageSetup } from '../stores/page-setup';
import { loadCatalog } from '../i18n/catalogs';
import { localizePath } from '../config/languages';
import { navigate } from '../platform/navigation';
import { openDeposit } from '../stores/deposit';
import { claimSlot, slotTaken, type Slot, type SlotKind } from './hosts';
import { resolveOptions, type MountOptions, type ResolvedOptions } from './options';
import { describeValue, SiteChromeError } from './errors';
import { emit } from '../platform/events';
import { openPreferences } from '../stores/preferences-dialog';
import { paintedSoon } from '../stores/painted';

export type DialogName = 'settings' | 'deposit' | 'fund-password' | 'fund-password-frequency' | 'login' | 'signup';
export const DIALOGS: readonly DialogName[] = ['settings', 'deposit', 'fund-password', 'fund-password-frequency', 'login', 'signup'];

/** What `mount()` resolves with (CONTRACT §3). */
export interface ChromeHandle {
  /** Re-renders every instance in place with the new site, language, page or login hint. */
  update(options: Pick<MountOptions, 'site' | 'lang' | 'page' | 'isLogin' | 'apiBase'>): Promise<void>;
  open(dialog: DialogName): void;
  /** Removes this instance's hosts, listeners, timers and subscriptions. Safe to call twice. */
  unmount(): void;
}

interface MountedRoot { slot: Slot; root: RenderedRoot }

const CONTENT: Record<SlotKind, () => ReactNode> = {
  header: () => <Header />,
  footer: () => <Footer />,
  overlay: () => <Overlay />,
};

function contextFrom(o: ResolvedOptions): PageSetup {
  return { site: o.site, lang: o.lang, apiBase: o.apiBase, page: o.page, isLogin: o.isLogin, nonce: o.nonce, microApps: o.microApps };
}

/** The footer shell and the overlay root are small: drawn at once (see renderShadowRoot). */
function renderRoot(slot: Slot, nonce: string | undefined): { mounted: MountedRoot; ready: Promise<void> } {
  const root = renderShadowRoot(slot.element, slot.kind, nonce, CONTENT[slot.kind](), slot.kind !== 'header');
  return { mounted: { slot, root }, ready: root.ready };
}

/** The page-wide overlay host is shared by all instances and removed with the last of them. */
let overlay: { mounted: MountedRoot; users: number; ready: Promise<void> } | null = null;

const UPDATABLE = ['site', 'lang', 'page', 'isLogin', 'apiBase'] as const;

export async function mountChrome(input?: MountOptions): Promise<ChromeHandle> {
  const options = resolveOptions(input);
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
    if (!overlay) {
      const slot = claimSlot('overlay', 'auto');
      if (slot) {
        const { mounted, ready } = renderRoot(slot, options.nonce);
        overlay = { mounted, users: 0, ready };
      }
    }
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
    if (!unmounted) stopServices = pageServices.acquire();
  }, () => undefined);
  emit('sitechrome:ready', { site: context.site.key, lang: context.lang });
  paintedSoon();

  const handle: ChromeHandle = {
    async update(partial) {
      if (unmounted) throw new SiteChromeError('UNMOUNTED', 'update() was called after unmount()');
      const current = $pageSetup.get() ?? context;
      const patch = (partial ?? {}) as Record<string, unknown>;
      for (const key of Object.keys(patch)) {
        if (!(UPDATABLE as readonly string[]).includes(key)) {
          throw new SiteChromeError('INVALID_OPTION', `update() does not take option "${key}" (value ${describeValue(patch[key])}); it takes ${UPDATABLE.join(', ')}`);
        }
      }
      // A new site without a language takes the path's language or the new site's default.
      const merged = resolveOptions({
        site: current.site.key, apiBase: current.apiBase, page: current.page, isLogin: current.isLogin,
        lang: 'site' in patch ? undefined : current.lang,
        ...patch, header: false, footer: false, overlays: false,
      });
      await loadCatalog(merged.lang);
      setPageSetup({ ...contextFrom(merged), nonce: current.nonce, microApps: current.microApps });
    },
    open(dialog) {
      if (!DIALOGS.includes(dialog)) {
        throw new SiteChromeError('UNKNOWN_DIALOG', `open() has the unknown dialog ${describeValue(dialog)}: use one of ${DIALOGS.join(', ')}`);
      }
      const c = $pageSetup.get() ?? context;
      if (dialog === 'login' || dialog === 'signup') {
        navigate(localizePath(`/${dialog}`, c.lang, c.site.defaultLang), c.site.anti);
        return;
      }
      if (dialog === 'settings') {
        openPreferences({ kind: 'settings' });
        return;
      }
      if (dialog === 'deposit') {
        // The chooser renders in the overlay root; without one there is nowhere to show it.
        if (!overlay) throw new SiteChromeError('UNKNOWN_DIALOG', 'the "deposit" dialog needs the overlay root (mount with overlays: true)');
        openDeposit();
        return;
      }
      throw new SiteChromeError('UNKNOWN_DIALOG', `the "${dialog}" dialog is not available in this version`);
    },
    unmount() {
      if (unmounted) return;
      unmounted = true;
      for (const { slot, root } of roots) {
        root.unmount();
        slot.restore();
      }
      if (usesOverlay && overlay && --overlay.users === 0) {
        overlay.mounted.root.unmount();
        overlay.mounted.slot.restore();
        overlay = null;
      }
      stopServices?.();
    },
  };
  return handle;
}
