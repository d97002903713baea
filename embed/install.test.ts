import { afterEach, describe, expect, it, vi } from 'vitest';
import { install, notABrowser, type EsModule, type LoaderGlobal } from './install';
import { RESERVED_ATTRIBUTE } from '../src/mount/script-attrs';

type Win = Omit<Window, 'SiteChrome'> & { SiteChrome?: LoaderGlobal; define?: unknown };
const build = { entry: './chunks/core-abc.js', preload: ['./chunks/dep-abc.js'], version: '9.9.9', file: 'site-chrome.umd.js' };

function script(attrs: Record<string, string> = {}): HTMLScriptElement {
  const s = document.createElement('script');
  s.src = 'https://cdn.example/static/chrome/site-chrome.umd.js';
  for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
  return s;
}

function esModule() {
  const boot = vi.fn((_attrs: unknown, _queue: unknown[]) => undefined);
  const mod: EsModule = { mount: vi.fn(() => Promise.resolve('handle')), mountWidget: vi.fn(() => Promise.resolve('w')), SiteChromeError: Error, __boot: boot };
  const loads: string[] = [];
  const load = (url: string) => {
    loads.push(url);
    return Promise.resolve(mod);
  };
  return { mod, boot, loads, load };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  delete (window as Win).SiteChrome;
  delete (window as Win).define;
  document.body.innerHTML = '';
});

describe('loader', () => {
  it('reads the data attributes, imports the entry beside the script and boots it with the page queue', async () => {
    const w = window as Win;
    w.SiteChrome = { q: [['mount', {}]] };
    const queue = w.SiteChrome.q;
    const m = esModule();
    install(w, script({ 'data-site': 'turkey', 'data-api-base': '/x', 'data-gift-popup': '1', 'data-sw': '0', 'data-nonce': 'n1' }), build, m.load);
    expect(m.loads).toEqual(['https://cdn.example/static/chrome/chunks/core-abc.js', 'https://cdn.example/static/chrome/chunks/dep-abc.js']);
    expect(w.SiteChrome.version).toBe('9.9.9');
    await flush();
    expect(m.boot).toHaveBeenCalledOnce();
    const [attrs, q] = m.boot.mock.calls[0]!;
    expect({ ...(attrs as object) }).toEqual({ site: 'turkey', apiBase: '/x', giftPopup: '1', sw: '0', nonce: 'n1' });
    expect(q).toBe(queue);
    expect(w.SiteChrome['SiteChromeError']).toBe(Error);
  });

  it('sets window.SiteChrome also when the page has an AMD define', async () => {
    const w = window as Win;
    const define = Object.assign(vi.fn(), { amd: {} });
    w.define = define;
    const m = esModule();
    install(w, script(), build, m.load);
    expect(typeof w.SiteChrome?.['mount']).toBe('function');
    expect(define).not.toHaveBeenCalled();
    await expect((w.SiteChrome!['mount'] as (o: unknown) => Promise<unknown>)({})).resolves.toBe('handle');
  });

  it('included twice: the second copy changes nothing', async () => {
    const w = window as Win;
    const first = esModule();
    install(w, script(), build, first.load);
    const api = w.SiteChrome;
    const second = esModule();
    install(w, script({ 'data-site': 'uk' }), { ...build, version: '0' }, second.load);
    expect(w.SiteChrome).toBe(api);
    expect(second.loads).toEqual([]);
    await flush();
    expect(first.boot).toHaveBeenCalledOnce();
    expect(second.boot).not.toHaveBeenCalled();
  });

  // Issue 20: `<img name="currentScript">` (or embed, form, object) shadows document.currentScript.
  it.each([
    ['no script (a module copy)', () => null],
    ['an image named currentScript', () => Object.assign(document.createElement('img'), { src: 'https://evil.example/x/site-chrome.umd.js' })],
    ['an embed named currentScript', () => Object.assign(document.createElement('embed'), { src: 'https://evil.example/x/' })],
    ['a look-alike object', () => ({ src: 'https://evil.example/x/site-chrome.umd.js', dataset: {}, nonce: '' })],
    ['a script of another file', () => Object.assign(document.createElement('script'), { src: 'https://evil.example/x/other.js' })],
    ['a script whose query names the file', () => Object.assign(document.createElement('script'), { src: 'https://evil.example/x/?site-chrome.umd.js' })],
    ['an inline script', () => document.createElement('script')],
  ])('fails closed with %s: imports nothing, holds no room, mount() rejects, one error', async (_, make) => {
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a));
    document.body.innerHTML = '<div data-site-chrome="header"></div>';
    const w = window as Win;
    const m = esModule();
    install(w, make(), build, m.load);
    expect(m.loads).toEqual([]);
    expect(document.querySelector<HTMLElement>('[data-site-chrome="header"]')!.style.minHeight).toBe('');
    await expect((w.SiteChrome!['mount'] as () => Promise<unknown>)()).rejects.toThrow(/no script tag site-chrome.umd.js/);
    await flush();
    expect(m.boot).not.toHaveBeenCalled();
    expect(errors).toHaveLength(1);
  });

  it('takes its own script under any folder and with a query', () => {
    const m = esModule();
    install(window as Win, Object.assign(document.createElement('script'), { src: 'https://cdn.example/v/1.2/site-chrome.umd.js?v=3' }), build, m.load);
    expect(m.loads[0]).toBe('https://cdn.example/v/1.2/chunks/core-abc.js');
  });

  it('reads own attributes only: a polluted Object.prototype adds none, and does not look like a first copy', async () => {
    const proto = Object.prototype as Record<string, unknown>;
    Object.assign(proto, { apiBase: 'https://evil.example', site: 'turkey', mount: 'manual', __sc: true, q: [['mount', { apiBase: 'https://evil.example' }]] });
    try {
      const w = window as Win;
      w.SiteChrome = {};
      const m = esModule();
      install(w, script({ 'data-lang': 'de' }), build, m.load);
      await flush();
      const [attrs, queue] = m.boot.mock.calls[0]!;
      expect(Object.keys(attrs as object)).toEqual(['lang']);
      expect((attrs as Record<string, unknown>)['apiBase']).toBeUndefined();
      expect(queue).toEqual([]);
    } finally {
      for (const key of ['apiBase', 'site', 'mount', '__sc', 'q']) delete proto[key];
    }
  });

  it('reserves the header height only when the slot has none, and marks it as its own', () => {
    document.body.innerHTML = '<div data-site-chrome="header"></div>';
    const slot = document.querySelector<HTMLElement>('[data-site-chrome="header"]')!;
    install(window as Win, script(), build, esModule().load);
    expect(slot.style.minHeight).toBe('64px');
    expect(slot.hasAttribute(RESERVED_ATTRIBUTE)).toBe(true);

    delete (window as Win).SiteChrome;
    document.body.innerHTML = '<div data-site-chrome="header" style="min-height: 80px"></div>';
    const own = document.querySelector<HTMLElement>('[data-site-chrome="header"]')!;
    install(window as Win, script(), build, esModule().load);
    expect(own.style.minHeight).toBe('80px');
    expect(own.hasAttribute(RESERVED_ATTRIBUTE)).toBe(false);

    delete (window as Win).SiteChrome;
    document.body.innerHTML = '<div data-site-chrome="header"></div>';
    install(window as Win, script({ 'data-mount': 'manual' }), build, esModule().load);
    expect(document.querySelector<HTMLElement>('[data-site-chrome="header"]')!.style.minHeight).toBe('');
  });

  it('a failed import or a bad entry URL is logged, never thrown into the page', async () => {
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a));
    install(window as Win, script(), build, () => Promise.reject(new Error('offline')));
    delete (window as Win).SiteChrome;
    expect(() => install(window as Win, script(), build, () => { throw new TypeError('no import()'); })).not.toThrow();
    await flush();
    expect(errors).toHaveLength(2);
  });
});

describe('notABrowser (the UMD export without a DOM)', () => {
  it('carries the version, and mount() and mountWidget() reject NOT_A_BROWSER', async () => {
    const api = notABrowser('9.9.9');
    expect(api.version).toBe('9.9.9');
    await expect((api.mount as () => Promise<unknown>)()).rejects.toMatchObject({ name: 'SiteChromeError', code: 'NOT_A_BROWSER' });
    await expect((api.mountWidget as () => Promise<unknown>)()).rejects.toMatchObject({ code: 'NOT_A_BROWSER' });
  });
});
