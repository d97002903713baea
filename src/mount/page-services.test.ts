import { describe, expect, it, vi } from 'vitest';

vi.mock('../platform/sw', () => ({ registerServiceWorker: vi.fn() }));
vi.mock('../platform/cdn-check', () => ({ scheduleCdnCheck: vi.fn(() => () => undefined) }));
const referral = vi.hoisted(() => ({ loaded: 0, tracked: 0 }));
vi.mock('../features/referral/tracking', () => {
  referral.loaded += 1;
  return { trackReferral: () => { referral.tracked += 1; } };
});

describe('pageServices', () => {
  it('once they have arrived, a reported error is also sampled for the error reporter (site-chrome §8)', async () => {
    vi.resetModules();
    const { report, setErrorSink } = await import('../platform/report');
    setErrorSink(() => undefined);
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon, userAgent: 'Mozilla/5.0 Chrome/142.0.0.0 Safari/537.36' });
    vi.spyOn(Math, 'random').mockReturnValue(0.05);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    report(new Error('before'), { area: 'render' });
    await import('./page-services');
    report(new Error('after'), { area: 'render' });
    await vi.waitFor(() => expect(beacon).toHaveBeenCalledOnce());
    expect(await (beacon.mock.calls[0]![1] as Blob).text()).toContain('after');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('serviceWorker: false (data-sw="0") never registers the worker; the CDN check still runs', async () => {
    const { pageServices } = await import('./page-services');
    const { registerServiceWorker } = await import('../platform/sw');
    const { scheduleCdnCheck } = await import('../platform/cdn-check');
    const release = pageServices.acquire(false);
    expect(scheduleCdnCheck).toHaveBeenCalledOnce();
    expect(registerServiceWorker).not.toHaveBeenCalled();
    // A later instance that allows it registers (registration itself is once per page).
    const other = pageServices.acquire(true);
    expect(registerServiceWorker).toHaveBeenCalledOnce();
    other();
    release();
  });

  it('referral tracking loads only for a URL with a ref, once per page', async () => {
    vi.resetModules();
    window.history.replaceState(null, '', '/trade?ref_type=3&ch=x');
    const first = await import('./page-services');
    first.pageServices.acquire(false)();
    await new Promise((r) => setTimeout(r, 20));
    expect(referral.loaded).toBe(0);

    vi.resetModules();
    window.history.replaceState(null, '', '/trade?ref=ABC&ref_type=3');
    const { pageServices } = await import('./page-services');
    const a = pageServices.acquire(false);
    const b = pageServices.acquire(false);
    await vi.waitFor(() => expect(referral.tracked).toBe(1));
    a();
    b();
    pageServices.acquire(false)();
    await new Promise((r) => setTimeout(r, 20));
    expect(referral.tracked).toBe(1);
    window.history.replaceState(null, '', '/');
  });

  it('the bar slot opened for a gate\'s yes closes with the last instance (a later mount does not find it open)', async () => {
    vi.resetModules();
    const { pageServices } = await import('./page-services');
    const { $barSlot } = await import('../stores/bars');
    const release = pageServices.acquire(false);
    $barSlot.set(true);
    release();
    expect($barSlot.get()).toBe(false);
  });
});

describe('pageServices: the floating footer menu (compliance §6) is on the page\'s list', () => {
  it('runs with the instance that has the overlay root: shown on a wide main-site page once scrolled, gone with the last instance', async () => {
    vi.resetModules();
    const { mockFetch, json } = await import('../test/fetch-mock');
    mockFetch(() => json({}, 500));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    (await import('../test/page-setup')).setTestPage({ isLogin: false });
    const { pageServices } = await import('./page-services');
    const { $floatingMenu } = await import('../features/floating-menu/store');
    // Without the overlay root: not asked for.
    const headerOnly = pageServices.acquire(false, false);
    await new Promise((r) => setTimeout(r, 50));
    expect($floatingMenu.get()).toBe(false);
    const withOverlay = pageServices.acquire(false, true);
    // It waits for the visitor to scroll the page.
    window.scrollTo(0, 200);
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect($floatingMenu.get()).toBe(true), { timeout: 5000 });
    withOverlay();
    headerOnly();
    expect($floatingMenu.get()).toBe(false);
    vi.unstubAllGlobals();
  });
});
