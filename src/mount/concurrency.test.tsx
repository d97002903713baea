import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { mountChrome, type ChromeHandle } from './instance';
import { $pageSetup } from '../stores/page-setup';
import { clearRequestCache } from '../api/client';
import type { LanguageCode } from '../config/languages';
import { hold, releaseAll } from '../test/held-catalogs';

/**
 * CONTRACT v1.2 §3, order and concurrency (issue 21): slots are claimed before a mount first
 * waits, a second mount of a claimed slot rejects SLOT_TAKEN, `signal` cancels, updates apply in
 * call order and the last value of every key wins.
 */
vi.mock('../i18n/catalogs', async (original) => (await import('../test/held-catalogs')).withHeldLoads(await original<typeof import('../i18n/catalogs')>()));

beforeAll(async () => {
  globalThis.fetch = () => Promise.resolve(new Response('', { status: 500 }));
  console.warn = () => undefined;
  await Promise.all([import('../api/calls'), import('../footer/FooterContent'), import('../root/EmotionScope'), import('./page-services'), import('./update')]);
});
beforeEach(() => {
  clearRequestCache();
  releaseAll();
  document.body.innerHTML = '<div id="top"></div><div id="bottom"></div>';
});

const count = (kind: string) => document.querySelectorAll(`[data-site-chrome-root="${kind}"]`).length;
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('mount: one owner per slot', () => {
  it('of 5 mounts started at once, one owns the header and four reject SLOT_TAKEN naming the slot and the target', async () => {
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => mountChrome({ header: '#top', footer: false, overlays: false })));
    const owners = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(owners).toHaveLength(1);
    expect(refused.map((r) => (r.reason as { code: string }).code)).toEqual(['SLOT_TAKEN', 'SLOT_TAKEN', 'SLOT_TAKEN', 'SLOT_TAKEN']);
    expect(String(refused[0]!.reason)).toMatch(/"header".*<div#top>/);
    expect(count('header')).toBe(1);
    (owners[0] as PromiseFulfilledResult<ChromeHandle>).value.unmount();
    expect(count('header')).toBe(0);
  });

  it('a header held anywhere on the page takes the slot for an automatic header too; a footer-only mount still goes', async () => {
    const a = await mountChrome({ header: '#top', footer: false, overlays: false });
    await expect(mountChrome({ footer: false, overlays: false })).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    // The refused mount created no slot of its own and left none behind.
    expect(document.querySelectorAll('[data-site-chrome="header"]')).toHaveLength(0);
    const b = await mountChrome({ header: false, footer: '#bottom', overlays: false });
    expect([count('header'), count('footer')]).toEqual([1, 1]);
    a.unmount();
    b.unmount();
  });

  it('a refused mount releases the slot it had claimed first', async () => {
    const a = await mountChrome({ header: false, footer: '#bottom', overlays: false });
    await expect(mountChrome({ header: '#top', footer: '#bottom', overlays: false })).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    const b = await mountChrome({ header: '#top', footer: false, overlays: false });
    expect(count('header')).toBe(1);
    a.unmount();
    b.unmount();
  });

  it('StrictMode: mount, abort in the cleanup, mount again, all in one task, ends with exactly one chrome', async () => {
    const first = new AbortController();
    const a = mountChrome({ header: '#top', footer: '#bottom', signal: first.signal });
    first.abort();
    const second = new AbortController();
    const b = mountChrome({ header: '#top', footer: '#bottom', signal: second.signal });
    await expect(a).rejects.toMatchObject({ code: 'ABORTED' });
    const chrome = await b;
    expect([count('header'), count('footer'), count('overlay')]).toEqual([1, 1, 1]);
    // The mounted one unmounts when its signal aborts.
    second.abort();
    expect(document.querySelectorAll('[data-site-chrome-root]')).toHaveLength(0);
    expect(document.querySelector<HTMLElement>('#top')!.style.minHeight).toBe('');
    await expect(chrome.update({ lang: 'de' })).rejects.toMatchObject({ code: 'UNMOUNTED' });
  });

  it('an aborted signal rejects ABORTED at once and claims nothing', async () => {
    await expect(mountChrome({ header: '#top', signal: AbortSignal.abort() })).rejects.toMatchObject({ code: 'ABORTED' });
    expect(document.querySelectorAll('[data-site-chrome]')).toHaveLength(0);
    await expect(mountChrome({ signal: 'stop' as unknown as AbortSignal })).rejects.toMatchObject({ code: 'INVALID_OPTION' });
  });

  it.each(['img', 'input', 'br', 'iframe', 'textarea', 'template'])('a <%s> target rejects INVALID_TARGET', async (tag) => {
    const el = document.createElement(tag);
    el.id = 'x';
    document.body.append(el);
    const error = await mountChrome({ header: el, footer: false }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_TARGET' });
    expect(String(error)).toContain(`<${tag}#x>`);
  });

  it('an SVG element is no target either', async () => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    await expect(mountChrome({ header: svg, footer: false })).rejects.toMatchObject({ code: 'INVALID_TARGET' });
  });

  it('rejects NOT_A_BROWSER where there is no DOM', async () => {
    vi.stubGlobal('document', undefined);
    try {
      await expect(mountChrome()).rejects.toMatchObject({ code: 'NOT_A_BROWSER', name: 'SiteChromeError' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('update: call order, last value of every key', () => {
  it('three racing language updates end in the last one, whatever order the catalogs arrive in', async () => {
    const chrome = await mountChrome({ header: '#top', footer: false, overlays: false });
    const zh = hold('zh');
    const de = hold('de');
    const all = Promise.all([chrome.update({ lang: 'zh' }), chrome.update({ lang: 'de' }), chrome.update({ lang: 'en' })]);
    de();
    await tick();
    zh();
    await all;
    expect($pageSetup.get()?.lang).toBe('en');
    chrome.unmount();
  });

  it.each([
    ['the language of the first survives the page of the second', 'zh', { lang: 'zh' }, { page: 'futures' }, ['main', 'zh', 'futures']],
    ['a site, then a language: the site stays, the language is the last one', 'tr', { site: 'turkey' }, { lang: 'en' }, ['turkey', 'en', 'index']],
  ] as const)('updates of different keys add up: %s', async (_, held, first, second, expected) => {
    const chrome = await mountChrome({ header: '#top', footer: false, overlays: false });
    const release = hold(held);
    const both = Promise.all([chrome.update(first), chrome.update(second)]);
    release();
    await both;
    expect([$pageSetup.get()?.site.key, $pageSetup.get()?.lang, $pageSetup.get()?.page]).toEqual(expected);
    chrome.unmount();
  });
});

describe('interleavings (fast-check)', () => {
  it('mount, abort, unmount and update in any order: never two headers, never none while a handle is mounted', async () => {
    const op = fc.oneof(
      fc.constant({ kind: 'mount' as const }),
      fc.record({ kind: fc.constant('abort' as const), at: fc.nat(5) }),
      fc.record({ kind: fc.constant('unmount' as const), at: fc.nat(5) }),
      fc.record({ kind: fc.constant('update' as const), at: fc.nat(5), lang: fc.constantFrom<LanguageCode>('en', 'de', 'zh') }),
      fc.constant({ kind: 'wait' as const }),
    );
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
      document.body.innerHTML = '<div data-site-chrome="header"></div>';
      const mounts: { controller: AbortController; result: Promise<ChromeHandle>; live: boolean; handle?: ChromeHandle }[] = [];
      const settled: Promise<unknown>[] = [];
      for (const o of ops) {
        if (o.kind === 'mount') {
          const controller = new AbortController();
          const entry: (typeof mounts)[number] = { controller, result: mountChrome({ footer: false, signal: controller.signal }), live: true };
          entry.result.then((h) => { entry.handle = h; }, () => { entry.live = false; });
          mounts.push(entry);
          settled.push(entry.result.catch(() => undefined));
        } else if (o.kind === 'wait') {
          await tick();
        } else {
          const entry = mounts[o.at % Math.max(mounts.length, 1)];
          if (!entry) continue;
          if (o.kind === 'abort') {
            entry.controller.abort();
            entry.live = false;
          } else if (o.kind === 'unmount') {
            settled.push(entry.result.then((h) => { h.unmount(); entry.live = false; }, () => undefined));
          } else {
            settled.push(entry.result.then((h) => h.update({ lang: o.lang })).catch(() => undefined));
          }
        }
        expect(count('header')).toBeLessThanOrEqual(1);
      }
      await Promise.allSettled(settled);
      await tick();
      const mounted = mounts.filter((m) => m.live && m.handle);
      // One owner at most, and an owner always shows its header.
      expect(mounted.length).toBeLessThanOrEqual(1);
      expect(count('header')).toBe(mounted.length);
      for (const m of mounts) m.controller.abort();
      expect(document.querySelectorAll('[data-site-chrome-root]')).toHaveLength(0);
      expect(document.querySelectorAll('[data-site-chrome="header"]')).toHaveLength(1);
    }), { numRuns: 25 });
  }, 60_000);
});
