import { openDB, type IDBPDatabase } from 'idb';

/** CONTRACT §5: database `gateio_db`, store `gate_table`, version 1672531 (compliance §3). */
export const DB_NAME = 'gateio_db';
export const STORE_NAME = 'gate_table';
const DB_VERSION = 1672531;

/** Records carry the time they were written so caches can expire (compliance §3). */
export interface StoredRecord<T> {
  value: T;
  timestamp: number;
}

let dbPromise: Promise<IDBPDatabase | null> | null = null;

function db(): Promise<IDBPDatabase | null> {
  dbPromise ??= (async () => {
    try {
      if (typeof indexedDB === 'undefined') return null;
      return await openDB(DB_NAME, DB_VERSION, {
        upgrade(database) {
          if (!database.objectStoreNames.contains(STORE_NAME)) database.createObjectStore(STORE_NAME);
        },
      });
    } catch {
      // Private mode, blocked storage or a newer version held open elsewhere: run without a cache.
      return null;
    }
  })();
  return dbPromise;
}

/** The stored record, or `undefined` when absent, unreadable or storage is unavailable. */
export async function idbGet<T>(key: string): Promise<StoredRecord<T> | undefined> {
  try {
    const database = await db();
    if (!database) return undefined;
    const raw: unknown = await database.get(STORE_NAME, key);
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
    const database = await db();
    if (!database) return false;
    await database.put(STORE_NAME, { value, timestamp: Date.now() } satisfies StoredRecord<T>, key);
    return true;
  } catch {
    return false;
  }
}

/** Tests only: forget the open connection. */
export function resetIdbForTests(): void {
  dbPromise = null;
}
