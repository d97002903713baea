import type { IDBPDatabase } from 'idb';
import { once } from './once';
import { storageFailed } from './storage';

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
 * The connection, opened on first use (idb is loaded with it) and shared. `gateio_db` is the
 * legacy site's database too (issue 20), so the SDK never holds it against the site:
 * - `versionchange` (the site opens a newer version, or deletes it): ours closes at once and is
 *   forgotten; the next read or write opens again, at whatever version the database then has;
 * - a `blocked` open (a connection of an older version, in another tab, does not close): every
 *   read and write answers "no cache" at once instead of waiting out its time-out; when that
 *   open completes after all, its connection is the one used from then on.
 * Through `once()`: a failed load or open (a dropped chunk, private mode) is not remembered
 * either, so the next read or write tries again; meanwhile callers run without a cache.
 */
let blocked = false;

async function open(): Promise<IDBPDatabase> {
  if (typeof indexedDB === 'undefined') throw new Error('no IndexedDB');
  const { openDB } = await import('idb');
  const settle = (version: number | undefined) => new Promise<IDBPDatabase>((resolve, reject) => {
    const opening = openDB(DB_NAME, version, {
      upgrade(database) {
        if (!database.objectStoreNames.contains(STORE_NAME)) database.createObjectStore(STORE_NAME);
      },
      blocked() {
        blocked = true;
        reject(new Error('IndexedDB open blocked'));
      },
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
        forget();
      },
      terminated: forget,
    });
    opening.then((database) => {
      if (blocked) {
        // Done after all, once the other connection closed: used from now on.
        blocked = false;
        const ready = Promise.resolve(database);
        connection = () => ready;
      }
      resolve(database);
    }, (error: unknown) => {
      blocked = false;
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
  try {
    return await settle(DB_VERSION);
  } catch (error) {
    // The site has upgraded past our version: open the version it has.
    if (error instanceof DOMException && error.name === 'VersionError') return settle(undefined);
    throw error;
  }
}

const opener = () => once(open);
let connection = opener();

/** The next read or write opens the database again. */
function forget(): void {
  connection = opener();
}

function db(): Promise<IDBPDatabase> {
  return blocked ? Promise.reject(new Error('IndexedDB open blocked')) : connection();
}

/** The stored record, or `undefined` when absent, unreadable or storage is unavailable. */
export async function idbGet<T>(key: string): Promise<StoredRecord<T> | undefined> {
  try {
    const raw: unknown = await (await db()).get(STORE_NAME, key);
    if (raw && typeof raw === 'object' && 'value' in raw && 'timestamp' in raw) {
      return raw as StoredRecord<T>;
    }
    return undefined;
  } catch (error) {
    storageFailed(error);
    return undefined;
  }
}

export async function idbSet<T>(key: string, value: T): Promise<boolean> {
  try {
    await (await db()).put(STORE_NAME, { value, timestamp: Date.now() } satisfies StoredRecord<T>, key);
    return true;
  } catch (error) {
    storageFailed(error);
    return false;
  }
}

/** Tests only: forget the open connection. */
export function resetIdbForTests(): void {
  forget();
  blocked = false;
}
