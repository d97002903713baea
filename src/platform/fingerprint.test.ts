import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceFingerprint, FINGERPRINT_COOKIE, FINGERPRINT_TIMEOUT_MS, isFingerprint, resetFingerprintForTests } from './fingerprint';
import { setErrorHandler } from './report';

// A date in the past, not max-age=0: happy-dom keeps a max-age=0 cookie (empty) until its clock
// has moved on, and a check in the same millisecond saw \`device_fingerprint=\` (a flaky failure).
const clearCookie = () => { document.cookie = `${FINGERPRINT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`; };

beforeEach(() => {
  resetFingerprintForTests();
  clearCookie();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
  setErrorHandler(() => undefined);
});

describe('the device fingerprint (compliance §5, §7)', () => {
  it('reuses the cookie\'s id: the script is never loaded', async () => {
    document.cookie = `${FINGERPRINT_COOKIE}=fp_1234567890; path=/`;
    const importer = vi.fn();
    await expect(deviceFingerprint('/fp.js', importer)).resolves.toBe('fp_1234567890');
    expect(importer).not.toHaveBeenCalled();
  });

  it('loads the script once for calls at the same time, and keeps the id in the cookie', async () => {
    const getId = vi.fn(async () => 'abcdef123456');
    const importer = vi.fn(async () => ({ getId }));
    const [a, b] = await Promise.all([deviceFingerprint('/fp.js', importer), deviceFingerprint('/fp.js', importer)]);
    expect([a, b]).toEqual(['abcdef123456', 'abcdef123456']);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(document.cookie).toContain(`${FINGERPRINT_COOKIE}=abcdef123456`));
    // From now on the cookie answers.
    await expect(deviceFingerprint('/fp.js', importer)).resolves.toBe('abcdef123456');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('without a script and without a cookie: null, nothing loaded', async () => {
    await expect(deviceFingerprint(undefined)).resolves.toBeNull();
  });

  it.each([
    ['a module without getId', async () => ({})],
    ['an id that is markup', async () => ({ getId: () => '<img src=x onerror=alert(1)>' })],
    ['an id with cookie syntax', async () => ({ getId: () => 'abc; path=/; domain=evil' })],
    ['a getId that throws', async () => ({ getId: () => { throw new Error('no canvas'); } })],
    ['a failed import', async () => { throw new TypeError('Failed to fetch'); }],
  ])('%s: null, reported once, no cookie; a later call tries again', async (_, importer) => {
    const errors: unknown[] = [];
    setErrorHandler(() => (error) => errors.push(error));
    await expect(deviceFingerprint('/fp.js', importer)).resolves.toBeNull();
    await expect(deviceFingerprint('/fp.js', importer)).resolves.toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'FINGERPRINT_FAILED', area: 'fingerprint' });
    expect(document.cookie).not.toContain(FINGERPRINT_COOKIE);
  });

  it.each([
    ['fp_1234567890', true], ['a-b_c-d_', true], ['short', false], ['x'.repeat(129), false], ['has space 123', false], [42, false], [null, false],
  ])('%j is an id: %s', (value, expected) => {
    expect(isFingerprint(value)).toBe(expected);
  });

  it('a malformed cookie is not reused: the script is asked', async () => {
    document.cookie = `${FINGERPRINT_COOKIE}=<bad>; path=/`;
    const importer = vi.fn(async () => ({ getId: () => 'fresh_id_123' }));
    await expect(deviceFingerprint('/fp.js', importer)).resolves.toBe('fresh_id_123');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('imports the script at its URL on the page (a CDN-served SDK resolves nothing against its own file)', async () => {
    const importer = vi.fn(async () => ({ getId: () => 'fresh_id_123' }));
    await deviceFingerprint('/fp.js', importer);
    expect(importer).toHaveBeenCalledWith(`${location.origin}/fp.js`);
  });

  it('a script or getId() that never answers fails after FINGERPRINT_TIMEOUT_MS; a later call tries again', async () => {
    vi.useFakeTimers();
    try {
      const errors: unknown[] = [];
      setErrorHandler(() => (error) => errors.push(error));
      const stalled = deviceFingerprint('/fp.js', () => new Promise(() => undefined));
      await vi.advanceTimersByTimeAsync(FINGERPRINT_TIMEOUT_MS);
      await expect(stalled).resolves.toBeNull();
      expect(errors).toHaveLength(1);
      const hung = deviceFingerprint('/fp.js', async () => ({ getId: () => new Promise(() => undefined) }));
      await vi.advanceTimersByTimeAsync(FINGERPRINT_TIMEOUT_MS);
      await expect(hung).resolves.toBeNull();
      await expect(deviceFingerprint('/fp.js', async () => ({ getId: () => 'later_id_123' }))).resolves.toBe('later_id_123');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
