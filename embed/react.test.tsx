import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SiteChrome, useSiteChrome } from './react';
import { mount, type ChromeHandle } from '../src/index';
import { $pageSetup } from '../src/stores/page-setup';
import { clearRequestCache } from '../src/api/client';
import type { LanguageCode } from '../src/config/languages';

/**
 * `site-chrome/react` (issue 21): StrictMode, prop changes, cleanup, the server render. The chrome
 * renders its own roots when its mount resolves, as on a page: outside act(), so no act environment.
 */
beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  globalThis.fetch = () => Promise.resolve(new Response('', { status: 500 }));
  console.warn = () => undefined;
  await Promise.all([import('../src/api/calls'), import('../src/footer/FooterContent'), import('../src/root/EmotionScope'), import('../src/mount/page-services'), import('../src/mount/update')]);
});

let root: Root | null = null;
let container: HTMLElement;
let consoleErrors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // React's own complaints (an unmount inside a commit, a missing key, …) are console errors.
  consoleErrors = vi.spyOn(console, 'error');
  clearRequestCache();
  document.body.innerHTML = '';
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(async () => {
  root?.unmount();
  root = null;
  await new Promise((r) => setTimeout(r, 0));
  expect(consoleErrors).not.toHaveBeenCalled();
});

const roots = (kind: string) => document.querySelectorAll(`[data-site-chrome-root="${kind}"]`);
/** Renders and lets the commit and its effects run. */
const render = async (node: React.ReactNode) => {
  root!.render(node);
  await new Promise((r) => setTimeout(r, 0));
};

describe('<SiteChrome>', () => {
  it('under StrictMode (mount, cleanup, mount) ends with one header, one footer and one overlay, around the children', async () => {
    const chromes: (ChromeHandle | null)[] = [];
    await render(<StrictMode><SiteChrome site="turkey" lang="tr" onChrome={(c) => chromes.push(c)}><p id="page">page</p></SiteChrome></StrictMode>);
    await vi.waitFor(() => expect(chromes.at(-1)).toBeTruthy());
    expect([roots('header').length, roots('footer').length, roots('overlay').length]).toEqual([1, 1, 1]);
    // Header, page, footer, in that order, in the component's own elements.
    const order = [...container.children].map((e) => e.getAttribute('data-site-chrome-react') ?? e.firstElementChild?.id ?? e.id);
    expect(order).toEqual(['header', 'page', 'footer']);
    expect(container.querySelector('[data-site-chrome-react="header"] [data-site-chrome-root="header"]')).not.toBeNull();
    expect($pageSetup.get()?.lang).toBe('tr');
  });

  it('a new lang updates the chrome in place (same host), the last of quick changes wins; removed, it leaves nothing', async () => {
    const view = (lang: LanguageCode) => <SiteChrome lang={lang} footer={false} />;
    await render(view('en'));
    await vi.waitFor(() => expect(roots('header')).toHaveLength(1));
    const host = roots('header')[0];
    await render(view('zh'));
    await render(view('de'));
    await render(view('es'));
    await vi.waitFor(() => expect($pageSetup.get()?.lang).toBe('es'));
    expect(roots('header')[0]).toBe(host);
    expect(roots('footer')).toHaveLength(0);
    await render(<p>no chrome</p>);
    await vi.waitFor(() => expect(document.querySelectorAll('[data-site-chrome-root]')).toHaveLength(0));
  });

  it('an option that needs a new mount (no header any more) mounts again with it', async () => {
    await render(<SiteChrome lang="en" />);
    await vi.waitFor(() => expect(roots('footer')).toHaveLength(1));
    await render(<SiteChrome lang="en" header={false} />);
    await vi.waitFor(() => expect([roots('header').length, roots('footer').length]).toEqual([0, 1]));
    expect(container.querySelector('[data-site-chrome-react="header"]')).toBeNull();
  });

  it('a mount the page refuses (the header is held) reaches onError and the hook\'s error, and the page stays', async () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="other"></div>');
    const other = await mount({ header: '#other', footer: false, overlays: false });
    const onError = vi.fn();
    let seen: unknown = null;
    function Probe() {
      seen = useSiteChrome({ footer: false, overlays: false, onError }).error;
      return <p>page</p>;
    }
    await render(<Probe />);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]![0]).toMatchObject({ code: 'SLOT_TAKEN' });
    // The hook's state follows the report with a render of its own (a clean-clone run saw it still null).
    await vi.waitFor(() => expect(seen).toMatchObject({ code: 'SLOT_TAKEN' }));
    expect(container.textContent).toBe('page');
    other.unmount();
  });

  it('on the server: the children and the component\'s empty elements (the header\'s 64 px kept), no chrome', () => {
    const html = renderToString(<SiteChrome site="turkey" lang="tr"><main>page</main></SiteChrome>);
    expect(html).toBe('<div data-site-chrome-react="header" style="min-height:64px"></div><main>page</main><div data-site-chrome-react="footer"></div>');
  });

  it('with renderChrome()\'s fragments: the server\'s HTML carries them, and the browser\'s mount hydrates them in place (StrictMode)', async () => {
    const { renderChrome } = await import('../src/server/render-chrome');
    const prerendered = renderChrome({ site: 'turkey', lang: 'tr' });
    const app = (onChrome?: (c: ChromeHandle | null) => void) => (
      <StrictMode><SiteChrome site="turkey" lang="tr" prerendered={prerendered} onChrome={onChrome}><main>page</main></SiteChrome></StrictMode>
    );
    const html = renderToString(app());
    expect(html).toBe(`<div data-site-chrome-react="header" style="min-height:64px">${prerendered.header}</div><main>page</main><div data-site-chrome-react="footer">${prerendered.footer}</div>`);
    // The page as the browser parses it: each fragment's template is its slot's shadow root.
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = html;
    for (const template of page.querySelectorAll('template')) {
      (template.parentElement as HTMLElement).attachShadow({ mode: 'open' }).append((template as HTMLTemplateElement).content);
      template.remove();
    }
    const slot = page.querySelector('[data-site-chrome="header"]')!;
    const painted = slot.shadowRoot!.querySelector('header');
    const chromes: (ChromeHandle | null)[] = [];
    const hydrated = hydrateRoot(page, app((c) => chromes.push(c)));
    await vi.waitFor(() => expect(chromes.at(-1)).toBeTruthy());
    await vi.waitFor(() => expect(slot.shadowRoot!.querySelector('nav button')).not.toBeNull());
    // The fragment's slot is the host: the painted banner adopted, no host inside, one header.
    expect(slot.shadowRoot!.querySelector('header')).toBe(painted);
    expect(slot.children).toHaveLength(0);
    expect(roots('header')).toHaveLength(1);
    expect(page.querySelector('main')?.textContent).toBe('page');
    hydrated.unmount();
  });
});
