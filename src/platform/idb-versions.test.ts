import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DB_NAME, idbGet, idbSet, resetIdbForTests } from './idb';

/**
 * `gateio_db` is shared with the legacy site (issue 20): the SDK's connection must not hold the
 * site's upgrades back, and an open that another connection blocks must not keep reads waiting.
 * Real IndexedDB semantics, from fake-indexeddb.
 */
const SDK_VERSION = 1672531;

/** The legacy site opening the database at `version`: resolves 'success', or 'blocked' if it has to wait. */
function siteOpens(version: number): { first: Promise<'success' | 'blocked'>; done: Promise<IDBDatabase> } {
  const request = indexedDB.open(DB_NAME, version);
  let settle!: (v: 'success' | 'blocked') => void;
  const first = new Promise<'success' | 'blocked'>((resolve) => { settle = resolve; });
  const done = new Promise<IDBDatabase>((resolve, reject) => {
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains('site_table')) request.result.createObjectStore('site_table');
    };
    request.onblocked = () => settle('blocked');
    request.onsuccess = () => { settle('success'); resolve(request.result); };
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
  return { first, done };
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetIdbForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('IndexedDB shared with the legacy site', () => {
  it('the site\'s upgrade while ours is open is not blocked: ours closes, and a later read reopens at the new version', async () => {
    await expect(idbSet('global_notice', ['1'])).resolves.toBe(true);
    const site = siteOpens(SDK_VERSION + 1);
    await expect(site.first).resolves.toBe('success');
    const upgraded = await site.done;
    expect(upgraded.version).toBe(SDK_VERSION + 1);
    upgraded.close();
    // Ours was closed and forgotten: the next read opens again (at the version the site left) and reads.
    expect(await idbGet('global_notice')).toMatchObject({ value: ['1'] });
    await expect(idbSet('global_notice', ['2'])).resolves.toBe(true);
    expect(await idbGet('global_notice')).toMatchObject({ value: ['2'] });
  });

  it('an open that an older connection blocks answers "no cache" at once, then uses the connection once it opens', async () => {
    // The site holds the database at an older version and never closes it (another tab).
    const older = await siteOpens(1).done;
    // Answered while the other connection is still open (before the fix they waited for it to
    // close, here for ever: the test's time-out), each read or write without a cache.
    await expect(idbGet('global_notice')).resolves.toBeUndefined();
    await expect(idbSet('global_notice', ['1'])).resolves.toBe(false);
    // The other tab goes away: our waiting open completes and is used from then on.
    older.close();
    await vi.waitFor(async () => expect(await idbSet('global_notice', ['2'])).toBe(true));
    expect(await idbGet('global_notice')).toMatchObject({ value: ['2'] });
  });
});
