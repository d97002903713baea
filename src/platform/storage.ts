import { report } from './report';

let said = false;

/**
 * Storage that fails (blocked, private mode, quota, IndexedDB missing or broken) is reported once
 * a page through the one error path: every later failure tells the same story.
 */
export function storageFailed(error: unknown): void {
  if (!said) report(error, { area: 'storage', what: 'storage failed' });
  said = true;
}

/**
 * localStorage that never throws (private mode, blocked storage, quota) and never hands corrupt
 * JSON to a caller: a bad record reads as absent.
 */
function store(): Storage | null {
  try {
    const s = window.localStorage;
    return s ?? null;
  } catch (error) {
    storageFailed(error);
    return null;
  }
}

export function readLocal(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    // Where storage can be reached but not read, the write that follows says so.
    return null;
  }
}

export function readLocalJson(key: string): unknown {
  const raw = readLocal(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeLocal(key: string, value: string): boolean {
  try {
    const s = store();
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch (error) {
    storageFailed(error);
    return false;
  }
}

export function writeLocalJson(key: string, value: unknown): boolean {
  return writeLocal(key, JSON.stringify(value));
}
