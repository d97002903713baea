import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITES } from '../config/sites';

const nav = vi.hoisted(() => ({ navigate: vi.fn(() => true), chunkFails: false }));
vi.mock('../platform/navigation', () => ({ navigate: nav.navigate, reloadPage: vi.fn(), currentPath: () => '/' }));
vi.mock('../api/lazy', () => ({
  loadSignedInCalls: () => (nav.chunkFails ? Promise.reject(new Error('timed out')) : Promise.resolve({
    logoutAll: vi.fn(() => Promise.resolve()),
    refreshSessionAfterLogout: vi.fn(() => Promise.resolve()),
    logoutThisDevice: vi.fn(() => Promise.resolve()),
  })),
}));
const cookies = vi.hoisted(() => ({ deleteCookie: vi.fn((_name: string) => Promise.resolve()) }));
vi.mock('../platform/cookies', () => ({ deleteCookie: cookies.deleteCookie, readCookie: () => null }));

const { logout, LEAVE_TIMEOUT_MS } = await import('./logout');
const { $loggingOut } = await import('./user');
const { setPageSetup } = await import('./page-setup');

beforeEach(() => {
  vi.useFakeTimers();
  $loggingOut.set(false);
  setPageSetup({ site: SITES.main, lang: 'en', apiBase: '', page: 'home', isLogin: true, nonce: undefined, microApps: {} });
});
afterEach(() => {
  vi.useRealTimers();
  nav.navigate.mockReset();
  nav.navigate.mockReturnValue(true);
  nav.chunkFails = false;
  cookies.deleteCookie.mockClear();
});

/** The logout calls' own chunk (issue 15's split) failing must not leave the user behind "Logging out". */
describe('when the logout calls cannot load', () => {
  it.each([
    ['all', '/', ['pver', 'sign']],
    ['this', '/login', ['pver', 'sign']],
  ] as const)('%s devices: still sent to %s, this device logged out (its cookies deleted), and the status goes if the page stays', async (scope, to, deleted) => {
    nav.chunkFails = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await logout(scope);
    expect(nav.navigate).toHaveBeenCalledWith(to, expect.any(Array));
    expect(cookies.deleteCookie.mock.calls.map(([name]) => name)).toEqual(deleted);
    expect(warn).toHaveBeenCalled();
    vi.advanceTimersByTime(LEAVE_TIMEOUT_MS);
    expect($loggingOut.get()).toBe(false);
    warn.mockRestore();
  });
});

/** "Logging out" sticks when the page stays (issue 11); these fail on the code before the fix. */
describe('the "Logging out" status when the navigation does not happen', () => {
  it('stays while the page is leaving, and goes if the page is still here after the time-out (a beforeunload "Stay")', async () => {
    await logout('all');
    expect(nav.navigate).toHaveBeenCalledWith('/', expect.any(Array));
    expect($loggingOut.get()).toBe(true);
    vi.advanceTimersByTime(LEAVE_TIMEOUT_MS - 1);
    expect($loggingOut.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect($loggingOut.get()).toBe(false);
  });

  it('goes at once when the navigation was refused', async () => {
    nav.navigate.mockReturnValue(false);
    await logout('this');
    expect(nav.navigate).toHaveBeenCalledWith('/login', expect.any(Array));
    expect($loggingOut.get()).toBe(false);
  });

  it('goes when the page comes back from the back-forward cache', async () => {
    await logout('this');
    expect($loggingOut.get()).toBe(true);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect($loggingOut.get()).toBe(true);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect($loggingOut.get()).toBe(false);
  });
});
