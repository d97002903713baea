import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mountChrome } from '../mount/instance';
import { $dialogs, closeDialog } from '../stores/dialogs';
import { $login } from '../stores/user';
import { clearRequestCache } from '../api/client';
import { json, mockFetch } from '../test/fetch-mock';

/** The micro-app the tests load instead of a URL (login and search alike): it records what the chrome hands it. */
const app = {
  mount: vi.fn((el: HTMLElement, _props: Record<string, unknown>) => { el.innerHTML = '<input aria-label="Account">'; }),
  unmount: vi.fn(),
};
vi.mock('../platform/micro-app', async (original) => {
  const real = await original<typeof import('../platform/micro-app')>();
  return {
    ...real,
    startMicroApp: (...args: Parameters<typeof real.startMicroApp>) =>
      real.startMicroApp(args[0], args[1], args[2], args[3], { importer: async () => app }),
  };
});

beforeAll(async () => {
  console.warn = () => undefined;
  await Promise.all([
    import('../api/calls'), import('../footer/FooterContent'), import('../root/EmotionScope'), import('../mount/page-services'),
    import('../dialogs/DialogHost'), import('../dialogs/LoginDialog'), import('../features/search/SearchDialog'), import('../features/search/SearchBox'),
    import('../mount/code-urls'), import('../mount/open'),
  ]);
});
afterEach(() => {
  closeDialog();
  vi.clearAllMocks();
});

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

describe('the login micro-app in its dialog', () => {
  it('is mounted in a shadow root of its own inside the overlay root, with the page props, and unmounted by chrome.unmount()', async () => {
    mockFetch(() => json({ code: 10001, data: null }));
    document.body.innerHTML = '<div id="top"></div>';
    const chrome = await mountChrome({ header: '#top', footer: false, lang: 'zh', microApps: { login: '/apps/login.js' } });
    await chrome.open('login');
    await waitFor(() => app.mount.mock.calls.length === 1);
    const [el, props] = app.mount.mock.calls[0]!;
    const own = el.getRootNode() as ShadowRoot;
    expect((own.host.getRootNode() as ShadowRoot).host.getAttribute('data-site-chrome-root')).toBe('overlay');
    expect(props).toMatchObject({ site: 'main', siteId: 0, lang: 'zh', prefix: '/zh', theme: 'light', mode: 'login', signupQuery: null, dir: 'ltr' });
    expect(typeof props['onSuccess']).toBe('function');
    expect(app.unmount).not.toHaveBeenCalled();
    chrome.unmount();
    // The React tree goes a microtask after its host (mount/shadow-root.tsx), and the app with it.
    await Promise.resolve();
    expect(app.unmount).toHaveBeenCalledTimes(1);
  });

  it('onSuccess asks for the login state again, closes the dialog and fires sitechrome:change with the uid (fails before issue 12)', async () => {
    clearRequestCache();
    let loggedIn = false;
    mockFetch((url) => (url.includes('get_info') && loggedIn ? json({ code: 0, data: { uid: 42, nickname: 'ada' } }) : json({ code: 10001, data: null })));
    document.body.innerHTML = '<div id="top"></div>';
    const chrome = await mountChrome({ header: '#top', footer: false, isLogin: undefined, microApps: { login: '/apps/login.js' } });
    await waitFor(() => $login.get().status === 'out');
    const changes: unknown[] = [];
    const listener = (e: Event) => changes.push((e as CustomEvent).detail);
    window.addEventListener('sitechrome:change', listener);
    await chrome.open('signup');
    await waitFor(() => app.mount.mock.calls.length === 1);
    loggedIn = true;
    (app.mount.mock.calls[0]![1]['onSuccess'] as () => void)();
    await waitFor(() => $login.get().status === 'in');
    expect($dialogs.get().showing).toBeNull();
    expect(changes).toEqual([{ key: 'login', value: '42' }]);
    await waitFor(() => app.unmount.mock.calls.length === 1);
    window.removeEventListener('sitechrome:change', listener);
    chrome.unmount();
  });
});

const SETTINGS = { code: 0, data: { curr_fiat: 'EUR', curr_fiat_market_rates: { EUR: 0.92, TRY: 34.1 }, defaultP2PFiat: 'TRY' } };
function answer(url: string) {
  if (url.includes('/site/settings')) return json(SETTINGS);
  if (url.includes('currFiatMarketRates')) return json({ code: 0, data: { USD: 1, EUR: 0.93 } });
  if (url.includes('coin_icon_whitelist')) return json({ BTC: 3 });
  return json({ code: 10001, data: null });
}

const searchBox = () => document.querySelector('[data-site-chrome-root="header"]')?.shadowRoot?.querySelector<HTMLInputElement>('input[type="search"]') ?? null;
const searchAsked = () => $dialogs.get().showing?.name === 'search' || $dialogs.get().waiting.some((d) => d.name === 'search');
/** Types `text` into the field as a browser would: its value, then an `input` event (React's onChange). */
function typeInto(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the header search box and the search micro-app', () => {
  it('a click opens the app in its dialog with the props of site-chrome.md §7, and chrome.unmount() unmounts it', async () => {
    clearRequestCache();
    mockFetch(answer);
    document.body.innerHTML = '<div id="top"></div>';
    const chrome = await mountChrome({ header: '#top', footer: false, lang: 'ar', microApps: { search: '/apps/search.js' } });
    await waitFor(() => searchBox() !== null);
    const box = searchBox()!;
    expect(box.getAttribute('aria-haspopup')).toBe('dialog');
    expect(box.getAttribute('aria-label')).toBe('بحث');
    expect(box.placeholder).toBe('عملة أو زوج');
    box.focus();
    expect(searchAsked()).toBe(false);
    box.click();
    expect(searchAsked()).toBe(true);
    await waitFor(() => app.mount.mock.calls.length === 1);
    const [el, props] = app.mount.mock.calls[0]!;
    expect(((el.getRootNode() as ShadowRoot).host.getRootNode() as ShadowRoot).host.getAttribute('data-site-chrome-root')).toBe('overlay');
    expect(props).toMatchObject({
      lang: 'ar', langPrefix: '/ar', prefix: '/ar', dir: 'rtl', theme: 'light', searchVersion: 5,
      fiatRates: { USD: 1, EUR: 0.93 }, currFiat: 'EUR', marketRates: { EUR: 0.92, TRY: 34.1 }, defaultP2PFiat: 'TRY',
      coinIconWhitelist: { BTC: 3 }, keyword: '',
    });
    expect(typeof props['onClose']).toBe('function');
    chrome.unmount();
    // The React tree goes a microtask after its host (mount/shadow-root.tsx), and the app with it.
    await Promise.resolve();
    expect(app.unmount).toHaveBeenCalledTimes(1);
  });

  it('typing in the box opens the app with what was typed as its keyword', async () => {
    clearRequestCache();
    mockFetch(answer);
    document.body.innerHTML = '<div id="top"></div>';
    const chrome = await mountChrome({ header: '#top', footer: false, lang: 'en', microApps: { search: '/apps/search.js' } });
    await waitFor(() => searchBox() !== null);
    typeInto(searchBox()!, 'eth ');
    expect(searchAsked()).toBe(true);
    await waitFor(() => app.mount.mock.calls.length === 1);
    expect(app.mount.mock.calls[0]![1]).toMatchObject({ keyword: 'eth' });
    chrome.unmount();
  });

  it('without microApps.search the box is a field that opens no dialog', async () => {
    mockFetch(answer);
    document.body.innerHTML = '<div id="top"></div>';
    const chrome = await mountChrome({ header: '#top', footer: false, lang: 'en' });
    await waitFor(() => searchBox() !== null);
    expect(searchBox()!.hasAttribute('aria-haspopup')).toBe(false);
    typeInto(searchBox()!, 'btc');
    searchBox()!.click();
    expect(searchAsked()).toBe(false);
    chrome.unmount();
  });
});
