import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLocal, readLocalJson, writeLocal, writeLocalJson } from './storage';
import { scheduleCdnCheck, CDN_CHECK_DELAY_MS, CDN_PROBE_TIMEOUT_MS } from './cdn-check';
import { themeFromCookie } from '../stores/theme';
import { fakeDocumentCookie } from '../test/document-cookie';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('storage wrappers', () => {
  it('round-trip JSON and read a corrupt record as absent', () => {
    expect(writeLocalJson('tr_chooser', { keepaliveDays: 7, timestamp: 1 })).toBe(true);
    expect(readLocalJson('tr_chooser')).toEqual({ keepaliveDays: 7, timestamp: 1 });
    writeLocal('tr_chooser', '{not json');
    expect(readLocalJson('tr_chooser')).toBeUndefined();
  });

  it('never throw when storage is blocked', () => {
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => { throw new DOMException('blocked', 'SecurityError'); } });
    expect(readLocal('x')).toBeNull();
    expect(writeLocal('x', '1')).toBe(false);
    expect(readLocalJson('x')).toBeUndefined();
  });
});

describe('CDN health check', () => {
  it('fetches after 5 s and reports a failure silently through the lazily loaded reporter', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => Promise.resolve(new Response('', { status: 503 })));
    vi.stubGlobal('fetch', fetchMock);
    const report = vi.fn();
    scheduleCdnCheck('https://cdn.example/x.js', () => Promise.resolve(report), () => 0);
    await vi.advanceTimersByTimeAsync(CDN_CHECK_DELAY_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith({ url: 'https://cdn.example/x.js', status: 503 }));
  });

  it('reports nothing on 200, samples failures at 0.1, and cancels cleanly', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 200 }))));
    const report = vi.fn();
    scheduleCdnCheck('/ok', () => Promise.resolve(report), () => 0);
    await vi.advanceTimersByTimeAsync(CDN_CHECK_DELAY_MS + 10);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    scheduleCdnCheck('/down', () => Promise.resolve(report), () => 0.5);
    await vi.advanceTimersByTimeAsync(CDN_CHECK_DELAY_MS + 10);
    const cancel = scheduleCdnCheck('/down', () => Promise.resolve(report), () => 0);
    cancel();
    await vi.advanceTimersByTimeAsync(CDN_CHECK_DELAY_MS + 10);
    expect(report).not.toHaveBeenCalled();
  });

  it('a probe that never answers is aborted after its time-out and reported as one (fake timers)', async () => {
    vi.useFakeTimers();
    const signals: AbortSignal[] = [];
    // A CDN that accepts the request and never answers: only an abort ends it.
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => {
      signals.push(init.signal!);
      init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const report = vi.fn();
    scheduleCdnCheck('https://cdn.example/cdn-check.txt', () => Promise.resolve(report), () => 0);
    await vi.advanceTimersByTimeAsync(CDN_CHECK_DELAY_MS);
    expect(signals).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(CDN_PROBE_TIMEOUT_MS - 1);
    expect(signals[0]!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]!.aborted).toBe(true);
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith({ url: 'https://cdn.example/cdn-check.txt', status: 'timeout' }));
  });

  it('unmount during a hanging probe aborts it and reports nothing', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => {
      init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    })));
    const report = vi.fn();
    const cancel = scheduleCdnCheck('/hang', () => Promise.resolve(report), () => 0);
    await vi.advanceTimersByTimeAsync(CDN_CHECK_DELAY_MS + 100);
    cancel();
    await vi.advanceTimersByTimeAsync(CDN_PROBE_TIMEOUT_MS * 2);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('theme cookie', () => {
  it.each([['2', 'dark'], ['1', 'dark'], ['0', 'light'], [undefined, 'light'], ['x', 'light'], ['-1', 'light']] as const)('dark=%s is %s', (value, theme) => {
    expect(themeFromCookie(value)).toBe(theme);
  });
});

describe('IndexedDB wrapper', () => {
  it('reads nothing and writes nothing, without throwing, when there is no IndexedDB', async () => {
    const { idbGet, idbSet, resetIdbForTests } = await import('./idb');
    resetIdbForTests();
    vi.stubGlobal('indexedDB', undefined);
    await expect(idbSet('global_notice', ['1'])).resolves.toBe(false);
    await expect(idbGet('global_notice')).resolves.toBeUndefined();
  });

  it('survives an open that throws (blocked storage)', async () => {
    const { idbGet, resetIdbForTests } = await import('./idb');
    resetIdbForTests();
    vi.stubGlobal('indexedDB', { open: () => { throw new DOMException('blocked', 'SecurityError'); } });
    await expect(idbGet('x')).resolves.toBeUndefined();
  });
});

describe('login hint (CONTRACT §5)', () => {
  it('follows data-login first, then both uid and nickname cookies, and is unknown when cookies are unreadable', async () => {
    const { loginHint, shouldFetchUserInfo } = await import('../stores/user');
    expect(loginHint(false)).toBe(false);
    document.cookie = 'uid=1; path=/';
    expect(loginHint(undefined)).toBe(false);
    document.cookie = 'nickname=Ann; path=/';
    expect(loginHint(undefined)).toBe(true);
    const restore = fakeDocumentCookie({ get: () => { throw new DOMException('blocked', 'SecurityError'); } });
    expect(loginHint(undefined)).toBeUndefined();
    restore();
    expect(shouldFetchUserInfo(undefined, '/trade')).toBe(true);
    expect(shouldFetchUserInfo(false, '/trade')).toBe(false);
    expect(shouldFetchUserInfo(true, '/zh/signup')).toBe(false);
    expect(shouldFetchUserInfo(true, '/404')).toBe(false);
  });
});
