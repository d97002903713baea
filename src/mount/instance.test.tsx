import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountChrome } from './instance';
import { preloadLazyModules } from '../test/preload';
import { $pageSetup } from '../stores/page-setup';
import { SiteChromeError } from '../platform/errors';
import { clearRequestCache } from '../api/client';
import { $painted } from '../stores/painted';

// The stores fetch lazily, sometimes after a test has ended: the backend stays failing for the
// whole file so nothing reaches the network.
beforeAll(async () => {
  globalThis.fetch = () => Promise.resolve(new Response('', { status: 500 }));
  console.warn = () => undefined;
  await preloadLazyModules();
});
beforeEach(() => {
  clearRequestCache();
  document.body.innerHTML = '<div id="top"></div><div id="bottom"></div>';
});

describe('mountChrome', () => {
  it('renders into the given slots, fires ready, and unmount removes what it added', async () => {
    const ready = vi.fn();
    window.addEventListener('sitechrome:ready', ready, { once: true });
    const chrome = await mountChrome({ header: '#top', footer: '#bottom', overlays: false });
    expect(ready).toHaveBeenCalledOnce();
    expect(document.querySelectorAll('[data-site-chrome-root]')).toHaveLength(2);
    expect(document.querySelector<HTMLElement>('#top')?.style.minHeight).toBe('64px');
    chrome.unmount();
    chrome.unmount();
    expect(document.querySelectorAll('[data-site-chrome-root]')).toHaveLength(0);
    expect(document.querySelector<HTMLElement>('#top')?.style.minHeight).toBe('');
  });

  it('marks the chrome painted in a task after ready, so work waiting for it never joins the commit', async () => {
    // An earlier mount's own mark may still be pending: let it pass first.
    await new Promise((r) => setTimeout(r, 0));
    $painted.set(false);
    let paintedAtReady: boolean | undefined;
    window.addEventListener('sitechrome:ready', () => { paintedAtReady = $painted.get(); }, { once: true });
    const chrome = await mountChrome({ header: '#top', footer: false, overlays: false });
    expect(paintedAtReady).toBe(false);
    expect($painted.get()).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect($painted.get()).toBe(true);
    chrome.unmount();
  });

  it('refuses an explicit target that already holds a root, before rendering anything', async () => {
    const first = await mountChrome({ header: false, footer: '#bottom', overlays: false });
    const error = await mountChrome({ header: '#top', footer: '#bottom', overlays: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteChromeError);
    // CONTRACT v1.2: SLOT_TAKEN (INVALID_TARGET before it), naming the slot.
    expect((error as SiteChromeError).code).toBe('SLOT_TAKEN');
    expect((error as SiteChromeError).message).toContain('"footer"');
    expect(document.querySelector('#top [data-site-chrome-root]')).toBeNull();
    first.unmount();
  });

  it('refuses an automatic slot another instance already fills (SLOT_TAKEN, CONTRACT v1.2), and the slot is free again after unmount()', async () => {
    document.body.innerHTML = '<div data-site-chrome="header"></div>';
    const a = await mountChrome({ footer: false, overlays: false });
    await expect(mountChrome({ footer: false, overlays: false })).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    expect(document.querySelectorAll('[data-site-chrome-root="header"]')).toHaveLength(1);
    a.unmount();
    const b = await mountChrome({ footer: false, overlays: false });
    expect(document.querySelectorAll('[data-site-chrome-root="header"]')).toHaveLength(1);
    b.unmount();
  });

  it('update() changes the shared language and site, and refuses options it does not take', async () => {
    const chrome = await mountChrome({ header: '#top', footer: false, overlays: false });
    await chrome.update({ lang: 'de' });
    expect($pageSetup.get()?.lang).toBe('de');
    await chrome.update({ site: 'turkey' });
    expect($pageSetup.get()?.site.key).toBe('turkey');
    expect($pageSetup.get()?.lang).toBe('tr');
    await expect(chrome.update({ header: '#x' } as never)).rejects.toMatchObject({ code: 'INVALID_OPTION' });
    await expect(chrome.update({ lang: 'xx' as never })).rejects.toMatchObject({ code: 'UNKNOWN_LANGUAGE' });
    chrome.unmount();
    await expect(chrome.update({ lang: 'en' })).rejects.toMatchObject({ code: 'UNMOUNTED' });
  });
});
