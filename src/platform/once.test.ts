import { describe, expect, it, vi } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('runs the loader once for every caller', async () => {
    const load = vi.fn(() => Promise.resolve(42));
    const get = once(load);
    expect(await Promise.all([get(), get()])).toEqual([42, 42]);
    expect(await get()).toBe(42);
    expect(load).toHaveBeenCalledOnce();
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk dropped')).mockResolvedValueOnce('ok');
    const get = once(load as () => Promise<string>);
    await expect(get()).rejects.toThrow('chunk dropped');
    expect(await get()).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
