import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { mountChrome } from './instance';
import { $dialogs, closeDialog } from '../stores/dialogs';
import { $signupQuery, SIGNUP_QUERY_AT_KEY, SIGNUP_QUERY_KEY } from '../stores/signup';

beforeAll(async () => {
  globalThis.fetch = () => Promise.resolve(new Response('', { status: 500 }));
  console.warn = () => undefined;
  // The lazy modules a mount and a dialog pull in are loaded up front: a cold transform could
  // otherwise still be loading one when the file's environment is torn down.
  await Promise.all([
    import('../api/calls'), import('../footer/FooterContent'), import('../root/EmotionScope'), import('./page-services'),
    import('../dialogs/DialogHost'), import('../dialogs/DepositDialog'), import('../features/preferences/PreferencesDialogs'),
    import('../dialogs/LoginDialog'), import('./code-urls'),
  ]);
});
afterEach(() => {
  while ($dialogs.get().showing || $dialogs.get().waiting.length) closeDialog($dialogs.get().showing?.name ?? $dialogs.get().waiting[0]!.name);
});

/** The named dialog once it has rendered in the root `kind`, else null. */
const dialogIn = (kind: string) => document.querySelector(`[data-site-chrome-root="${kind}"]`)?.shadowRoot?.querySelector('dialog') ?? null;
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};
const shown = () => $dialogs.get().showing?.name ?? null;

describe('open()', () => {
  it('shows deposit and settings the same with or without the overlay root (fails before issue 10: deposit refused)', async () => {
    for (const overlays of [true, false]) {
      document.body.innerHTML = '<div id="top"></div>';
      const chrome = await mountChrome({ header: '#top', footer: false, overlays });
      const where = overlays ? 'overlay' : 'header';
      await expect(chrome.open('deposit')).resolves.toBeUndefined();
      await waitFor(() => dialogIn(where) !== null);
      expect(shown()).toBe('deposit');
      closeDialog();
      await chrome.open('settings');
      await waitFor(() => shown() === 'settings' && dialogIn(where) !== null);
      closeDialog();
      chrome.unmount();
    }
  }, 20_000);

  it('rejects UNKNOWN_DIALOG for a name outside the contract, LOGIN_REQUIRED for a visitor\'s fund-password dialogs, UNMOUNTED after unmount()', async () => {
    document.body.innerHTML = '<div id="top"></div>';
    const chrome = await mountChrome({ header: '#top', footer: false, overlays: false });
    await expect(chrome.open('wallet' as never)).rejects.toMatchObject({ code: 'UNKNOWN_DIALOG', message: expect.stringMatching(/unknown dialog "wallet"/) });
    // Built since issue 14, for logged-in users only: a visitor gets LOGIN_REQUIRED (NOT_AVAILABLE before).
    for (const name of ['fund-password', 'fund-password-frequency'] as const) {
      await expect(chrome.open(name)).rejects.toMatchObject({ code: 'LOGIN_REQUIRED', message: expect.stringContaining(`"${name}" dialog needs a logged-in user`) });
    }
    chrome.unmount();
    await expect(chrome.open('settings')).rejects.toMatchObject({ code: 'UNMOUNTED' });
    expect($dialogs.get()).toMatchObject({ showing: null, waiting: [] });
  });

  it('renders the host in one root, the first mounted without overlays, and moves it when that root unmounts', async () => {
    document.body.innerHTML = '<div id="top"></div><div id="bottom"></div>';
    const footerOnly = await mountChrome({ header: false, footer: '#bottom', overlays: false });
    const headerOnly = await mountChrome({ header: '#top', footer: false, overlays: false });
    await headerOnly.open('settings');
    await waitFor(() => dialogIn('footer') !== null);
    expect(dialogIn('header')).toBeNull();
    footerOnly.unmount();
    await waitFor(() => dialogIn('header') !== null);
    expect(shown()).toBe('settings');
    headerOnly.unmount();
  }, 20_000);

  it('login and signup open the login micro-app\'s dialog when microApps.login is set (fails before issue 12: they navigated)', async () => {
    document.body.innerHTML = '<div id="top"></div>';
    const chrome = await mountChrome({ header: '#top', footer: false, microApps: { login: '/no-such-app/login.js' } });
    await chrome.open('signup');
    await waitFor(() => shown() === 'login' && dialogIn('overlay') !== null);
    expect($dialogs.get().showing?.props).toEqual({ mode: 'signup' });
    expect(dialogIn('overlay')?.getAttribute('aria-labelledby')).toBeTruthy();
    // The app cannot be loaded here: the dialog says so and offers the sign-up page instead.
    await waitFor(() => dialogIn('overlay')?.querySelector('[role="alert"] a')?.textContent === 'Open the sign-up page');
    expect(dialogIn('overlay')?.querySelector('[role="alert"] a')?.getAttribute('href')).toMatch(/\/signup$/);
    closeDialog();
    chrome.unmount();
  }, 20_000);

  it('without microApps.login, login and signup navigate instead of opening a dialog; signup keeps the stored referral query as the header\'s Sign Up does (fails before 0.6.0: a bare /signup)', async () => {
    document.body.innerHTML = '<div id="top"></div>';
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    // The query the header's Sign Up carries (stores/signup.ts reads it from storage after the first
    // paint, when the store mounts: the earlier tests' mounts may have left it mounted).
    cleanStores($signupQuery);
    window.localStorage.setItem(SIGNUP_QUERY_KEY, 'ref=ABC&ref_type=103');
    window.localStorage.setItem(SIGNUP_QUERY_AT_KEY, String(Date.now()));
    try {
      const chrome = await mountChrome({ header: '#top', footer: false, lang: 'zh' });
      await waitFor(() => $signupQuery.get() !== null);
      await chrome.open('signup');
      await chrome.open('login');
      expect($dialogs.get()).toMatchObject({ showing: null, waiting: [] });
      await waitFor(() => assign.mock.calls.length === 2);
      expect(assign.mock.calls.map(([url]) => new URL(String(url)).pathname + new URL(String(url)).search)).toEqual([
        '/zh/signup?ref=ABC&ref_type=103', '/zh/login',
      ]);
      chrome.unmount();
    } finally {
      assign.mockRestore();
      window.localStorage.clear();
      $signupQuery.set(null);
    }
  });

  it('on the testnet, login goes to its separate authorize-login URL, even with the login micro-app (site-chrome.md §2; fails before: /login or the dialog)', async () => {
    document.body.innerHTML = '<div id="top"></div>';
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      const chrome = await mountChrome({ header: '#top', footer: false, site: 'testnet', lang: 'zh', microApps: { login: '/no-such-app/login.js' } });
      await chrome.open('login');
      expect($dialogs.get()).toMatchObject({ showing: null, waiting: [] });
      await waitFor(() => assign.mock.calls.length === 1);
      expect(String(assign.mock.calls[0]![0])).toBe('https://www.gate.com/zh/authorize-login');
      chrome.unmount();
    } finally {
      assign.mockRestore();
    }
  });
});
