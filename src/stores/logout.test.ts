import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITES } from '../config/sites';

const nav = vi.hoisted(() => ({ navigate: vi.fn(() => true) }));
vi.mock('../platform/navigation', () => ({ navigate: nav.navigate, reloadPage: vi.fn(), currentPath: () => '/' }));
vi.mock('../api/lazy', () => ({
  loadSignedInCalls: () => Promise.resolve({
    logoutAll: vi.fn(() => Promise.resolve()),
    refreshSessionAfterLogout: vi.fn(() => Promise.resolve()),
    logoutThisDevice: vi.fn(() => Promise.resolve()),
  }),
}));
vi.mock('../platform/cookies', () => ({ deleteCookie: vi.fn(() => Promise.resolve()), readCookie: () => null }));

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
