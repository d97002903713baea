import { afterEach, describe, expect, it, vi } from 'vitest';

/** `openDB` fails once (a dropped request, a blocked open), then opens an in-memory table. */
const idb = vi.hoisted(() => {
  const table = new Map<string, unknown>();
  const database = {
    get: (_store: string, key: string) => Promise.resolve(table.get(key)),
    put: (_store: string, value: unknown, key: string) => { table.set(key, value); return Promise.resolve(key); },
  };
  return { table, openDB: vi.fn().mockRejectedValueOnce(new DOMException('open failed', 'UnknownError')).mockResolvedValue(database) };
});
vi.mock('idb', () => ({ openDB: idb.openDB }));

afterEach(() => vi.unstubAllGlobals());

describe('IndexedDB after a failed open', () => {
  it('runs without a cache for that call only: the next call opens again and stores', async () => {
    vi.stubGlobal('indexedDB', {});
    const { idbGet, idbSet, resetIdbForTests } = await import('./idb');
    resetIdbForTests();
    await expect(idbSet('global_notice', ['1'])).resolves.toBe(false);
    await expect(idbSet('global_notice', ['2'])).resolves.toBe(true);
    expect(idb.openDB).toHaveBeenCalledTimes(2);
    expect(await idbGet('global_notice')).toMatchObject({ value: ['2'] });
    await idbGet('other');
    expect(idb.openDB).toHaveBeenCalledTimes(2);
  });
});
