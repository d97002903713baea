import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunk, nextChance, within, withTimeout } from './chunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout and within', () => {
  it('rejects a promise that stalls past the time-out, and resolves one that is in time', async () => {
    vi.useFakeTimers();
    const stalled = withTimeout(new Promise<never>(() => undefined), 1000);
    const check = expect(stalled).rejects.toThrow('timed out');
    await vi.advanceTimersByTimeAsync(1000);
    await check;
    await expect(withTimeout(Promise.resolve(7), 1000)).resolves.toBe(7);
  });

  it('ends its timer when the promise settles in time, resolved or rejected (no timer outlives a load)', async () => {
    vi.useFakeTimers();
    await withTimeout(Promise.resolve(1), 10_000);
    await within(Promise.reject(new Error('dropped')), 10_000);
    await loadChunk(() => Promise.resolve(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('within() resolves after the wait even when the promise stalls or rejects, and never rejects', async () => {
    vi.useFakeTimers();
    let done = false;
    void within(new Promise<never>(() => undefined), 2000).then(() => { done = true; });
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    await expect(within(Promise.reject(new Error('dropped')), 2000)).resolves.toBeUndefined();
  });
});

describe('loadChunk', () => {
  it('retries a failed load after 500 ms, then 1000 ms, and gives the first success', async () => {
    vi.useFakeTimers();
    const load = vi.fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    const result = loadChunk(load as () => Promise<string>);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('module');
  });

  it('tries four times by default (0.5, 1 and 2 s apart), then gives up with the error', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const result = loadChunk(load);
    const check = expect(result).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(3500);
    await check;
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('gives up after the last try with its error', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const result = loadChunk(load, 3);
    const check = expect(result).rejects.toThrow('offline');
    await vi.advanceTimersByTimeAsync(1500);
    await check;
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('times out a stalled attempt and tries again', async () => {
    vi.useFakeTimers();
    const load = vi.fn()
      .mockReturnValueOnce(new Promise<never>(() => undefined))
      .mockResolvedValueOnce('late');
    const result = loadChunk(load as () => Promise<string>, 3, 10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 500);
    await expect(result).resolves.toBe('late');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('nextChance', () => {
  it('runs once, at the first of online, the page shown again or an interaction, and then lets go', () => {
    const run = vi.fn();
    nextChance(run);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('pointerdown'));
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(run).toHaveBeenCalledOnce();
  });

});
