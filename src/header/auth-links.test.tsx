import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render } from '../test/render';
import { json, mockFetch } from '../test/fetch-mock';
import { setTestPage } from '../test/page-setup';
import { $login } from '../stores/user';
import { $signupQuery } from '../stores/signup';
import { $dialogs, closeDialog } from '../stores/dialogs';
import type { PageSetup } from '../stores/page-setup';
import { SITES } from '../config/sites';
import { UserActions } from './UserActions';
import { MenuDrawer } from './drawer/MenuDrawer';

/** The dialog asked for: on screen, or waiting for its turn (no dialog host renders here). */
const asked = () => $dialogs.get().showing ?? $dialogs.get().waiting[0] ?? null;

// The stores the header reads (site settings, compliance) fall back to their defaults, quietly.
beforeEach(() => {
  mockFetch(() => json({}, 500));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  while ($dialogs.get().showing || $dialogs.get().waiting.length) closeDialog($dialogs.get().showing?.name ?? $dialogs.get().waiting[0]!.name);
  $login.set({ status: 'loading' });
  $signupQuery.set(null);
  document.body.innerHTML = '';
});

/**
 * The header's Log In and Sign Up and the phone drawer's, rendered side by side from the same
 * state (site-chrome.md §2, §4, §6): they must agree on every row.
 */
const PLACES = {
  header: () => <UserActions />,
  drawer: (onClose: () => void = () => undefined) => <MenuDrawer open onClose={onClose} onClosed={() => undefined} />,
} as const;

async function show(place: keyof typeof PLACES, setup: Partial<PageSetup>, state: Parameters<typeof $login.set>[0], query: string | null = null, onClose?: () => void) {
  // `isLogin: false`: the login store asks no server; the state is the test's.
  setTestPage({ isLogin: false, ...setup });
  const view = await render(place === 'drawer' ? PLACES.drawer(onClose) : PLACES.header());
  await act(async () => {
    $login.set(state);
    $signupQuery.set(query);
  });
  const link = (target: 'login' | 'signup') =>
    view.el.querySelector<HTMLAnchorElement>(place === 'drawer' ? `a[data-track-target="account.${target}"]` : `a[data-track="${target === 'login' ? 'log_in' : 'sign_up'}"]`);
  return { ...view, login: link('login'), signup: link('signup') };
}

describe.each(['header', 'drawer'] as const)('Log In and Sign Up in the %s', (place) => {
  it('hidden while the login state is unknown, and for a logged-in user', async () => {
    const user = { uid: '1', nickname: 'a', userNick: '', avatar: '', verified: 4, safeLevel: 2, isSub: false, whiteListShow: false, country: '' };
    for (const state of [{ status: 'loading' } as const, { status: 'in', info: user } as const]) {
      const { login, signup, unmount } = await show(place, {}, state);
      expect([login, signup]).toEqual([null, null]);
      await unmount();
    }
  });

  it('for a visitor: /login, and /signup with the stored referral query', async () => {
    const { login, signup, unmount } = await show(place, { lang: 'zh' }, { status: 'out' }, 'ref=ABC&ref_type=103');
    expect(new URL(login!.href).pathname).toBe('/zh/login');
    expect(new URL(signup!.href).pathname + new URL(signup!.href).search).toBe('/zh/signup?ref=ABC&ref_type=103');
    expect(login!.getAttribute('aria-haspopup')).toBeNull();
    await unmount();
  });

  it('with the login micro-app, each opens its dialog in place (the drawer closes)', async () => {
    const onClose = vi.fn();
    const { login, signup, unmount } = await show(place, { microApps: { login: '/apps/login.js' } }, { status: 'out' }, null, onClose);
    expect(login!.getAttribute('aria-haspopup')).toBe('dialog');
    await act(async () => { signup!.click(); });
    expect(asked()).toMatchObject({ name: 'login', props: { mode: 'signup' } });
    if (place === 'drawer') expect(onClose).toHaveBeenCalledTimes(1);
    await unmount();
  });

  it('on the testnet: no Sign Up, and Log In goes to the separate authorize-login URL, not the micro-app', async () => {
    const { login, signup, unmount } = await show(place, { site: SITES.testnet, lang: 'zh', microApps: { login: '/apps/login.js' } }, { status: 'out' });
    expect(signup).toBeNull();
    expect(login!.getAttribute('href')).toBe('https://www.gate.com/zh/authorize-login');
    expect(login!.getAttribute('aria-haspopup')).toBeNull();
    await act(async () => { login!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })); });
    expect(asked()).toBeNull();
    await unmount();
  });
});
