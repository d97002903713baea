import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../api/calls/user';
import { SITES } from '../config/sites';
import { $pageSetup } from './page-setup';
import { fetchedStore } from './fetched';

const loadCalls = vi.hoisted(() => vi.fn());
vi.mock('../api/lazy', () => ({ loadCalls }));

const { $login } = await import('./user');

const USER: UserInfo = { uid: '7', nickname: 'n', userNick: '', avatar: '', verified: 0, safeLevel: 0, isSub: false, whiteListShow: false, country: '' };

describe('stores settle when the calls chunk fails (issue 11)', () => {
  it('a fetched store takes its default, then tries once more at the next interaction', async () => {
    $pageSetup.set({ site: SITES.main, lang: 'en', apiBase: '', page: 'home', isLogin: undefined, nonce: undefined, microApps: {} });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('timed out')).mockResolvedValue('answer');
    const $store = fetchedStore('default', load as () => Promise<string>);
    const off = $store.listen(() => undefined);
    await vi.waitFor(() => expect($store.get()).toEqual({ loaded: true, value: 'default' }));
    expect(load).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect($store.get()).toEqual({ loaded: true, value: 'answer' }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(2);
    off();
    warn.mockRestore();
  });

  it('the login state leaves `loading` for `out` (Log In shows), and the retry when the network is back logs in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const getUserInfo = vi.fn(() => Promise.resolve(USER));
    loadCalls.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ getUserInfo });
    $pageSetup.set({ site: SITES.main, lang: 'en', apiBase: '', page: 'home', isLogin: true, nonce: undefined, microApps: {} });
    const off = $login.listen(() => undefined);
    await vi.waitFor(() => expect($login.get()).toEqual({ status: 'out' }));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect($login.get()).toEqual({ status: 'in', info: USER }));
    expect(loadCalls).toHaveBeenCalledTimes(2);
    off();
    warn.mockRestore();
  });
});
