import { describe, expect, it, vi } from 'vitest';

vi.mock('../platform/sw', () => ({ registerServiceWorker: vi.fn() }));
vi.mock('../platform/cdn-check', () => ({ scheduleCdnCheck: vi.fn(() => () => undefined) }));

describe('pageServices', () => {
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
});
