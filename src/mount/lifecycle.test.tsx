import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { mountChrome, type ChromeHandle } from './instance';
import { $pageSetup } from '../stores/page-setup';
import { clearRequestCache } from '../api/client';
import { RESERVED_ATTRIBUTE } from './script-attrs';
import { hold, releaseAll } from '../test/held-catalogs';
import type { LanguageCode } from '../config/languages';

vi.mock('../i18n/catalogs', async (original) => (await import('../test/held-catalogs')).withHeldLoads(await original<typeof import('../i18n/catalogs')>()));

beforeAll(async () => {
  globalThis.fetch = () => Promise.resolve(new Response('', { status: 500 }));
  console.warn = () => undefined;
  // Loaded up front, as in instance.test.tsx: nothing may still be loading when the file ends.
  await Promise.all([import('../api/calls'), import('../footer/FooterContent'), import('../root/EmotionScope'), import('./page-services')]);
});
beforeEach(() => {
  clearRequestCache();
  releaseAll();
  document.body.innerHTML = '<div id="top"></div>';
});

const count = (kind: string) => document.querySelectorAll(`[data-site-chrome-root="${kind}"]`).length;
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('lifecycle', () => {
  it('of two racing update() calls the last one wins, whichever catalog arrives first', async () => {
    const chrome = await mountChrome({ header: '#top', footer: false, overlays: false });
    const release = hold('zh');
    const first = chrome.update({ lang: 'zh' });
    const second = chrome.update({ lang: 'de' });
    await second;
    expect($pageSetup.get()?.lang).toBe('de');
    release();
    await first;
    expect($pageSetup.get()?.lang).toBe('de');
    chrome.unmount();
  });

  it('an update() still loading when unmount() comes rejects UNMOUNTED and changes nothing', async () => {
    const chrome = await mountChrome({ header: '#top', footer: false, overlays: false });
    const release = hold('ja');
    const pending = chrome.update({ lang: 'ja' });
    chrome.unmount();
    release();
    await expect(pending).rejects.toMatchObject({ code: 'UNMOUNTED' });
    expect($pageSetup.get()?.lang).not.toBe('ja');
  });

  it('update() reads own options only', async () => {
    const chrome = await mountChrome({ header: '#top', footer: false, overlays: false });
    (Object.prototype as Record<string, unknown>)['site'] = 'turkey';
    try {
      await chrome.update({ lang: 'de' });
    } finally {
      delete (Object.prototype as Record<string, unknown>)['site'];
    }
    expect([$pageSetup.get()?.site.key, $pageSetup.get()?.lang]).toEqual(['main', 'de']);
    chrome.unmount();
  });

  it('keeps the v1.1 options in the shared context', async () => {
    const onError = () => undefined;
    const chrome = await mountChrome({ header: '#top', footer: false, overlays: false, giftPopup: true, analytics: { collector: '/c' }, onError });
    await chrome.update({ lang: 'de' });
    expect($pageSetup.get()).toMatchObject({ giftPopup: true, analytics: { collector: '/c' }, onError });
    chrome.unmount();
  });

  it('rejects a micro-app from a foreign origin before rendering anything', async () => {
    const error = await mountChrome({ header: '#top', microApps: { login: 'https://evil.example/login.js' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_OPTION' });
    expect(document.querySelectorAll('[data-site-chrome-root]')).toHaveLength(0);
  });

  it('the overlay comes back in a fresh host when the page replaces the children of <body>', async () => {
    const chrome = await mountChrome({ header: '#top', footer: false });
    const before = document.querySelector('[data-site-chrome-root="overlay"]');
    expect(before?.isConnected).toBe(true);
    document.body.innerHTML = '<main>new page</main>';
    // Seen by its observer, without waiting for another mount.
    await vi.waitFor(() => expect(count('overlay')).toBe(1));
    expect(document.querySelector('[data-site-chrome-root="overlay"]')).not.toBe(before);
    document.body.replaceChildren();
    await vi.waitFor(() => expect(count('overlay')).toBe(1));
    chrome.unmount();
    expect(count('overlay')).toBe(0);
    expect(document.querySelectorAll('[data-site-chrome]')).toHaveLength(0);
  });

  it('the next mount renders the overlay into a fresh host when the old one was taken away', async () => {
    const a = await mountChrome({ header: false, footer: false });
    const slot = document.querySelector('[data-site-chrome="overlay"]')!;
    slot.remove();
    const b = await mountChrome({ header: false, footer: false });
    expect(count('overlay')).toBe(1);
    expect(document.querySelector('[data-site-chrome="overlay"]')).not.toBe(slot);
    a.unmount();
    expect(count('overlay')).toBe(1);
    b.unmount();
    expect(count('overlay')).toBe(0);
  });

  it("unmount() removes the loader's min-height and restores a height of the page's own", async () => {
    document.body.innerHTML = `<div id="reserved" data-site-chrome="header" ${RESERVED_ATTRIBUTE} style="min-height: 64px"></div>`;
    const a = await mountChrome({ footer: false, overlays: false });
    a.unmount();
    const slot = document.querySelector<HTMLElement>('#reserved')!;
    expect(slot.style.minHeight).toBe('');
    expect(slot.hasAttribute(RESERVED_ATTRIBUTE)).toBe(false);
    slot.style.minHeight = '90px';
    const b = await mountChrome({ footer: false, overlays: false });
    expect(slot.style.minHeight).toBe('64px');
    b.unmount();
    expect(slot.style.minHeight).toBe('90px');
  });

  it('mount, update and unmount called in any order never leave two headers, and leave nothing at the end', async () => {
    const langs: LanguageCode[] = ['en', 'de', 'zh', 'fr'];
    const op = fc.oneof(
      fc.constant({ kind: 'mount' as const }),
      fc.record({ kind: fc.constant('update' as const), lang: fc.constantFrom(...langs), handle: fc.nat(5) }),
      fc.record({ kind: fc.constant('unmount' as const), handle: fc.nat(5) }),
      fc.record({ kind: fc.constant('wait' as const) }),
    );
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
      document.body.innerHTML = '<div data-site-chrome="header"></div>';
      const handles: Promise<ChromeHandle>[] = [];
      const settled: Promise<unknown>[] = [];
      for (const o of ops) {
        if (o.kind === 'mount') {
          const h = mountChrome({ footer: false });
          handles.push(h);
          // Handled at once: a mount racing the header's owner rejects SLOT_TAKEN while others wait.
          settled.push(h.catch(() => undefined));
        } else if (o.kind === 'wait') {
          await tick();
        } else {
          const h = handles[o.handle % Math.max(handles.length, 1)];
          if (!h) continue;
          settled.push(h.then((c) => (o.kind === 'update' ? c.update({ lang: o.lang }) : c.unmount())).catch(() => undefined));
        }
        expect(count('header')).toBeLessThanOrEqual(1);
      }
      await Promise.allSettled(settled);
      expect(count('header')).toBeLessThanOrEqual(1);
      expect(count('overlay')).toBeLessThanOrEqual(1);
      // A mount racing one that holds the header rejects SLOT_TAKEN (CONTRACT v1.2).
      for (const result of await Promise.allSettled(handles)) {
        if (result.status === 'fulfilled') result.value.unmount();
        else expect(result.reason).toMatchObject({ code: 'SLOT_TAKEN' });
      }
      expect(document.querySelectorAll('[data-site-chrome-root]')).toHaveLength(0);
    }), { numRuns: 20 });
  }, 30_000);
});
