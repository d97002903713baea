import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOB_URL_LIFETIME_MS, openPendingTab } from './open-tab';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const fakeTab = () => ({ opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() });

describe('openPendingTab', () => {
  it('opens an empty tab at once without an opener; show() moves it to the image and revokes the URL a minute later', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const pending = openPendingTab()!;
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    pending.show(new Blob(['jpg'], { type: 'image/jpeg' }));
    expect(tab.location.href).toBe('blob:http://localhost/1');
    vi.advanceTimersByTime(BLOB_URL_LIFETIME_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/1');
  });

  it('a blocked pop-up: null', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openPendingTab()).toBeNull();
  });

  it('close() closes the tab (no image after all)', () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    openPendingTab()!.close();
    expect(tab.close).toHaveBeenCalled();
  });

  it('no object URL: reported, and the tab closed', () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => { throw new Error('no blob URLs here'); });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openPendingTab()!.show(new Blob(['jpg']));
    expect(tab.close).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[SiteChrome] could not make a URL for the image', expect.any(Error));
  });
});
