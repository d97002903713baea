import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOB_URL_LIFETIME_MS, openBlobInNewTab } from './open-tab';

afterEach(() => {
  vi.useRealTimers();
});

describe('openBlobInNewTab', () => {
  it('opens an object URL in a new tab without an opener and revokes it a minute later', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const tab = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as Window);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    expect(openBlobInNewTab(new Blob(['png'], { type: 'image/png' }))).toBe(true);
    expect(open).toHaveBeenCalledWith('blob:http://localhost/1', '_blank');
    expect(tab.opener).toBeNull();
    vi.advanceTimersByTime(BLOB_URL_LIFETIME_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/1');
  });

  it('a blocked pop-up: false, and the URL revoked at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/2');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    expect(openBlobInNewTab(new Blob(['png']))).toBe(false);
    vi.advanceTimersByTime(0);
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/2');
  });

  it('no object URL: reported, false, no tab', () => {
    const open = vi.spyOn(window, 'open');
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => { throw new Error('no blob URLs here'); });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(openBlobInNewTab(new Blob(['png']))).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[SiteChrome] could not make a URL for the image', expect.any(Error));
  });
});
