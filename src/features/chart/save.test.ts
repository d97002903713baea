import { afterEach, describe, expect, it, vi } from 'vitest';
import { debouncedSaver } from './save';
import { SAVE_DELAY_MS } from './state-rules';

afterEach(() => {
  vi.useRealTimers();
});

describe('debouncedSaver', () => {
  it('writes the last value 2 s after the last change, once', () => {
    vi.useFakeTimers();
    const write = vi.fn();
    const saver = debouncedSaver<string>(SAVE_DELAY_MS, write);
    expect(SAVE_DELAY_MS).toBe(2000);
    saver.schedule('a');
    vi.advanceTimersByTime(1500);
    saver.schedule('b');
    vi.advanceTimersByTime(1999);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith('b');
    vi.advanceTimersByTime(10_000);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('flush writes a pending value at once and clears the timer; with nothing pending it writes nothing', () => {
    vi.useFakeTimers();
    const write = vi.fn();
    const saver = debouncedSaver<number>(SAVE_DELAY_MS, write);
    saver.flush();
    expect(write).not.toHaveBeenCalled();
    saver.schedule(1);
    saver.flush();
    expect(write).toHaveBeenCalledWith(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancel drops a pending value', () => {
    vi.useFakeTimers();
    const write = vi.fn();
    const saver = debouncedSaver<number>(SAVE_DELAY_MS, write);
    saver.schedule(1);
    saver.cancel();
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    saver.flush();
    expect(write).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
