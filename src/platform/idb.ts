import type { IDBPDatabase } from 'idb';
import { once } from './once';

/** CONTRACT §5: database `gateio_db`, store `gate_table`, version 1672531 (compliance §3). */
export const DB_NAME = 'gateio_db';
export const STORE_NAME = 'gate_table';
const DB_VERSION = 1672531;

/** Records carry the time they were written so caches can expire (compliance §3). */
export interface StoredRecord<T> {
  value: T;
  timestamp: number;
}

/**
 * The connection, opened on first use (idb is loaded with it). Through `once()`: a failed load or
 * open (a dropped chunk, private mode, a newer version held open in another tab) is not
 * remembered, so the next read or write tries again; meanwhile callers run without a cache.
 */
const opener = () => once(async (): Promise<IDBPDatabase> => {
  if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB');
  const { openDB } = await import('idb');
  return openDB(DB_NAME, DB_VERSION, {
    upgrade(database) {
      if (!database.objectStoreNames.contains(STORE_NAME)) database.createObjectStore(STORE_NAME);
    },
  });
});
let db = opener();

/** The stored record, or `undefined` when absent, unreadable or storage is unavailable. */
export async function idbGet<T>(key: string): Promise<StoredRecord<T> | undefined> {
  try {
    const raw: unknown = await (await db()).get(STORE_NAME, key);
    if (raw && typeof raw === 'object' && 'value' in raw && 'timestamp' in raw) {
      return raw as StoredRecord<T>;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

export async function idbSet<T>(key: string, value: T): Promise<boolean> {
  try {
    await (await db()).put(STORE_NAME, { value, timestamp: Date.now() } satisfies StoredRecord<T>, key);
    return true;
  } catch {
    return false;
  }
}

/** Tests only: forget the open connection. */
export function resetIdbForTests(): void {
  db = opener();
}
