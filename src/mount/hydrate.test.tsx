import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SITES } from '../config/sites';
import { setPageSetup } from '../stores/page-setup';
import { $login } from '../stores/user';
import { $theme } from '../stores/theme';
import { loadCatalog } from '../i18n/catalogs';
import { contextFrom, resolveOptions } from './options';
import type { renderChrome as RenderChrome } from '../server/render-chrome';
import type { hydrateSlot as HydrateSlot } from './hydrate';
import type { RenderedRoot } from './shadow-root';
import { $painted, $settled, markSettled } from '../stores/painted';

let renderChrome: typeof RenderChrome;
let hydrateSlot: typeof HydrateSlot;
beforeAll(async () => {
  // React's own scheduler, as in a browser: act() would hold the hydration's work until its
  // callback ends, and the hydration is awaited here through its readiness.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  // The stores the hydrated chrome mounts ask the API; no answer comes here.
  vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
  ({ renderChrome } = await import('../server/render-chrome'));
  ({ hydrateSlot } = await import('./hydrate'));
  // Painted, and the page's first decisions made (the page services' part, absent here): the
  // footer's hydration waits for both.
  // Set directly: markPainted() would also start the 1.5 s time-out that settles the page.
  $painted.set(true);
  markSettled();
});

/**
 * The fragment in a page, as Chromium parses it: the slot with its declarative shadow root
 * (happy-dom keeps the template a template, so the test attaches the shadow root and moves the
 * template's content in, which is what the browser's parser does).
 */
function placeFragment(fragment: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = fragment;
  const slot = holder.firstElementChild as HTMLElement;
  const template = slot.querySelector('template')!;
  slot.attachShadow({ mode: 'open' }).append(template.content);
  template.remove();
  document.body.append(slot);
  return slot;
}

/** What the mount has set when it hydrates: the page setup of its options (here with a micro-app and an API base the server never knew). */
function mountState(site: string, lang: string, onError: (error: unknown) => void) {
  const options = resolveOptions({ site, lang, apiBase: 'https://api.example.com', microApps: { login: 'https://apps.example.com/login.js' }, onError }, document, '/');
  setPageSetup(contextFrom(options));
}

afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.unstubAllGlobals();
});

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

const roots: RenderedRoot[] = [];
async function unmountAll() {
  for (const root of roots.splice(0)) root.unmount();
  await settle();
  document.body.replaceChildren();
  document.cookie = 'dark=; max-age=0';
}
afterEach(unmountAll);

/** Whether React has taken `el` over (its fiber on the element): hydrated, not only painted. */
const adoptedByReact = (el: Element | null | undefined) => !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber'));

async function hydrate(slot: HTMLElement, kind: 'header' | 'footer') {
  const root = hydrateSlot(slot, kind, undefined);
  roots.push(root);
  await root.ready;
  // The footer counts as rendered once painted; its hydration follows the page's first decisions.
  if (kind === 'footer') await vi.waitFor(() => expect(adoptedByReact(slot.shadowRoot!.querySelector('footer'))).toBe(true), { timeout: 5000 });
  // React's passive effects and the renders of the live values after the hydration.
  await settle(10);
  return root;
}

describe('the hydration of a prerendered root', () => {
  const pairs = Object.values(SITES).flatMap((site) => site.languages.map((lang) => [site.key, lang] as const));

  it('adopts the server\'s markup for every site × language, with no mismatch and no console error', { timeout: 60_000 }, async () => {
    const errors = vi.spyOn(console, 'error');
    const onError = vi.fn();
    for (const [site, lang] of pairs) {
      const chrome = renderChrome({ site, lang, theme: lang === 'ar' ? 'dark' : 'light' });
      mountState(site, lang, (error) => onError(`${site}/${lang}`, error));
      for (const kind of ['header', 'footer'] as const) {
        const slot = placeFragment(chrome[kind]);
        const painted = slot.shadowRoot!.querySelector(kind)!;
        await hydrate(slot, kind);
        // The same element: adopted, not drawn again; and no second host.
        expect(slot.shadowRoot!.querySelector(kind), `${site}/${lang} ${kind}`).toBe(painted);
        expect(slot.children.length, `${site}/${lang} ${kind}`).toBe(0);
      }
      await unmountAll();
    }
    expect(onError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('then renders what only the browser knows: the scripted menus, the search box\'s island, the page\'s origin in links, the live theme', async () => {
    const onError = vi.fn();
    // The visitor's theme (the store may still be mounted from a test before: its value then).
    document.cookie = 'dark=2';
    $theme.set('dark');
    const chrome = renderChrome({ site: 'main', lang: 'de' });
    mountState('main', 'de', onError);
    const slot = placeFragment(chrome.header);
    const root = slot.shadowRoot!;
    expect(root.querySelector('nav li > a')?.getAttribute('href')).toMatch(/^\/de\//);
    await hydrate(slot, 'header');
    await vi.waitFor(() => expect(root.querySelector('nav li > button[aria-expanded]')).not.toBeNull());
    expect(root.querySelector('a[aria-label="Gate"]')?.getAttribute('href')).toBe(`${location.origin}/de/`);
    expect(root.querySelector('.sc-root')?.getAttribute('data-theme')).toBe('dark');
    // The login micro-app of the mount's options opens Log In in place.
    expect(root.querySelector('a[data-track="log_in"]')?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(onError).not.toHaveBeenCalled();
  });

  it('draws another site\'s fragment again for the page (its links differ, which a hydration would keep), reported once', async () => {
    const onError = vi.fn();
    const chrome = renderChrome({ site: 'turkey', lang: 'en' });
    mountState('main', 'en', onError);
    const slot = placeFragment(chrome.header);
    const painted = slot.shadowRoot!.querySelector('header');
    await hydrate(slot, 'header');
    const root = slot.shadowRoot!;
    await vi.waitFor(() => expect(root.querySelector('header')).not.toBeNull());
    expect(root.querySelector('header')).not.toBe(painted);
    // The main site's own Trade page, not Turkey's.
    await vi.waitFor(() => expect(root.querySelector('nav button')).not.toBeNull());
    expect(root.querySelectorAll('header')).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String((onError.mock.calls[0]![0] as Error).message)).toContain('"turkey en"');
  });

  it('recovers from a text mismatch (the page\'s language, the catalog another): the root renders again, reported once', async () => {
    const onError = vi.fn();
    const errors = vi.spyOn(console, 'error');
    // A French header that says it is the German one: only its text differs from the page's.
    const forged = renderChrome({ site: 'main', lang: 'fr' }).header.replace('data-site-chrome-prerendered="main fr"', 'data-site-chrome-prerendered="main de"');
    await loadCatalog('de');
    mountState('main', 'de', onError);
    const slot = placeFragment(forged);
    await hydrate(slot, 'header');
    const root = slot.shadowRoot!;
    expect(root.querySelector('.sc-root')?.getAttribute('lang')).toBe('de');
    expect(root.querySelector('a[data-track="log_in"]')?.textContent).toBe('Anmelden');
    expect(root.querySelectorAll('header')).toHaveLength(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({ area: 'render' });
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows a logged-in user\'s centre after the hydration, in the header\'s own box', async () => {
    const chrome = renderChrome({ site: 'main', lang: 'en' });
    mountState('main', 'en', vi.fn());
    $login.set({ status: 'loading' });
    const slot = placeFragment(chrome.header);
    const root = slot.shadowRoot!;
    expect(root.querySelector('a[data-track="log_in"]')).not.toBeNull();
    await hydrate(slot, 'header');
    // The live state (loading here) replaces the prerender's logged-out buttons right after.
    expect(root.querySelector('a[data-track="log_in"]')).toBeNull();
  });

  it('counts a painted footer as rendered at once, and hydrates it once the page\'s first decisions are made', async () => {
    $settled.set(false);
    try {
      const chrome = renderChrome({ site: 'main', lang: 'en' });
      mountState('main', 'en', vi.fn());
      const slot = placeFragment(chrome.footer);
      const root = hydrateSlot(slot, 'footer', undefined);
      roots.push(root);
      await root.ready;
      await settle(50);
      // Painted and working as the server drew it (its links), not yet React's.
      expect(slot.shadowRoot!.querySelector('footer a[href]')).not.toBeNull();
      expect(adoptedByReact(slot.shadowRoot!.querySelector('footer'))).toBe(false);
      markSettled();
      await vi.waitFor(() => expect(adoptedByReact(slot.shadowRoot!.querySelector('footer'))).toBe(true), { timeout: 5000 });
      expect($painted.get()).toBe(true);
    } finally {
      markSettled();
    }
  });

  it('leaves the slot empty on unmount, and a later mount renders into the same shadow root, the footer styled again', async () => {
    const chrome = renderChrome({ site: 'main', lang: 'en' });
    mountState('main', 'en', vi.fn());
    const slot = placeFragment(chrome.header);
    const first = await hydrate(slot, 'header');
    first.unmount();
    expect(slot.shadowRoot!.childNodes).toHaveLength(0);
    await hydrate(slot, 'header');
    expect(slot.shadowRoot!.querySelectorAll('header[role="banner"]')).toHaveLength(1);
    // The footer's content styles with Emotion: a remount into the emptied shadow root inserts its
    // rules again (a cache kept per shadow root thought them still there).
    const footer = placeFragment(chrome.footer);
    (await hydrate(footer, 'footer')).unmount();
    expect(footer.shadowRoot!.querySelector('style')).toBeNull();
    await hydrate(footer, 'footer');
    await vi.waitFor(() => expect(footer.shadowRoot!.querySelector('footer')).not.toBeNull());
    await vi.waitFor(() => expect([...footer.shadowRoot!.querySelectorAll('style')].some((s) => /scx-footer/.test(s.textContent ?? '') || (s.getAttribute('data-emotion') ?? '').startsWith('scx-footer'))).toBe(true));
  });
});
