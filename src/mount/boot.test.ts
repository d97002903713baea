import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';
import { $pageSetup } from '../stores/page-setup';
import { SITES } from '../config/sites';
import { RESERVED_ATTRIBUTE } from './script-attrs';
import { pageDefaults, resolveOptions } from './options';
import type { SiteChromeError } from '../platform/errors';

function api() {
  return {
    mount: vi.fn((_o?: unknown) => Promise.resolve('mounted')),
    mountWidget: vi.fn((_n: unknown, _e: unknown, _p?: unknown) => Promise.resolve('widget')),
  };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => $pageSetup.set(null));

describe('boot', () => {
  it('auto-mounts from the script attributes, then replays the queue in order', () => {
    const a = api();
    const el = document.createElement('div');
    boot(a, { site: 'turkey', sw: '0' }, [['mountWidget', 'error-page', el], ['mountWidget', 'chart', el]]);
    expect(a.mount.mock.calls).toEqual([[{ site: 'turkey', serviceWorker: false }]]);
    expect(a.mountWidget.mock.calls).toEqual([['error-page', el], ['chart', el]]);
  });

  it('a queued mount replaces the auto-mount (one header), and the reservation it would have filled goes', () => {
    document.body.innerHTML = `<div data-site-chrome="header" ${RESERVED_ATTRIBUTE} style="min-height: 64px"></div>`;
    const a = api();
    boot(a, { site: 'turkey' }, [['mount', { header: '#top' }]]);
    expect(a.mount.mock.calls).toEqual([[{ header: '#top' }]]);
    const slot = document.querySelector<HTMLElement>('[data-site-chrome="header"]')!;
    expect([slot.style.minHeight, slot.hasAttribute(RESERVED_ATTRIBUTE)]).toEqual(['', false]);
  });

  it('a failed auto-mount gives the page back the height the loader reserved', async () => {
    document.body.innerHTML = `<div data-site-chrome="header" ${RESERVED_ATTRIBUTE} style="min-height: 64px"></div>`;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const a = api();
    a.mount.mockImplementationOnce(() => Promise.reject(new Error('unknown site')));
    boot(a, { site: 'nowhere' }, []);
    const slot = document.querySelector<HTMLElement>('[data-site-chrome="header"]')!;
    expect(slot.style.minHeight).toBe('64px');
    await flush();
    expect([slot.style.minHeight, slot.hasAttribute(RESERVED_ATTRIBUTE)]).toEqual(['', false]);
  });

  it('data-sw="1" is page-wide: a later mount without serviceWorker registers the worker too', () => {
    expect(resolveOptions({}).serviceWorker).toBe(false);
    try {
      boot(api(), { mount: 'manual', sw: '1' }, []);
      expect(resolveOptions({}).serviceWorker).toBe(true);
      expect(resolveOptions({ serviceWorker: false }).serviceWorker).toBe(false);
    } finally {
      pageDefaults.serviceWorker = false;
    }
  });

  it('data-mount="manual" replays the queue only', () => {
    const a = api();
    boot(a, { mount: 'manual', site: 'turkey' }, [['mount', { site: 'uk' }]]);
    expect(a.mount.mock.calls).toEqual([[{ site: 'uk' }]]);
  });

  it('logs a malformed item or an unknown method and runs the rest', () => {
    const errors: unknown[] = [];
    vi.spyOn(console, 'warn').mockImplementation((e: unknown) => void errors.push(e));
    const a = api();
    boot(a, { mount: 'manual' }, [42, null, [], [7], { 0: 'mount' }, ['unmount'], ['__proto__'], ['constructor'], ['mount', { site: 'uk' }]]);
    expect(a.mount.mock.calls).toEqual([[{ site: 'uk' }]]);
    expect(errors).toHaveLength(8);
    expect(String(errors[5])).toContain('"unmount"');
  });

  it('a call that throws or rejects does not stop the next ones, and reaches onError', async () => {
    const reported: unknown[] = [];
    $pageSetup.set({ site: SITES.main, lang: 'en', apiBase: '', page: 'index', isLogin: undefined, nonce: undefined, microApps: {}, onError: (e) => reported.push(e) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const a = api();
    a.mount
      .mockImplementationOnce(() => { throw new Error('sync'); })
      .mockImplementationOnce(() => Promise.reject(new Error('async')));
    boot(a, { mount: 'manual' }, [['mount', 1], ['mount', 2], ['mount', 3]]);
    expect(a.mount).toHaveBeenCalledTimes(3);
    await flush();
    // Through the one error path: a SiteChromeError of the mount area, the original as its cause.
    expect(reported.map((e) => [(e as SiteChromeError).code, (e as SiteChromeError).area, ((e as Error).cause as Error).message]))
      .toEqual([['MOUNT_FAILED', 'mount', 'sync'], ['MOUNT_FAILED', 'mount', 'async']]);
  });

  it('an onError that throws changes nothing', async () => {
    $pageSetup.set({ site: SITES.main, lang: 'en', apiBase: '', page: 'index', isLogin: undefined, nonce: undefined, microApps: {}, onError: () => { throw new Error('handler'); } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const a = api();
    a.mount.mockImplementationOnce(() => Promise.reject(new Error('x')));
    const queue: unknown[] = [['mount', 1], ['mount', 2]];
    expect(() => boot(a, { mount: 'manual' }, queue)).not.toThrow();
    await flush();
    expect(a.mount).toHaveBeenCalledTimes(2);
  });

  it('runs what is pushed after boot at once, one bad item not stopping the others', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const a = api();
    const queue: unknown[] = [];
    boot(a, { mount: 'manual' }, queue);
    queue.push(['mount', { site: 'eu' }], 'junk', ['mountWidget', 'chart']);
    expect(a.mount.mock.calls).toEqual([[{ site: 'eu' }]]);
    expect(a.mountWidget.mock.calls).toEqual([['chart']]);
    expect(queue).toHaveLength(0);
  });

  it('waits for the document to be parsed', () => {
    // On Document.prototype, where the browser defines it and the SDK reads it (host-document.ts).
    let state = 'loading';
    Object.defineProperty(Document.prototype, 'readyState', { configurable: true, get: () => state });
    try {
      const a = api();
      boot(a, {}, []);
      expect(a.mount).not.toHaveBeenCalled();
      state = 'interactive';
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(a.mount).toHaveBeenCalledOnce();
    } finally {
      delete (Document.prototype as { readyState?: unknown }).readyState;
    }
  });
});
