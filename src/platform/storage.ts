/**
 * localStorage that never throws (private mode, blocked storage, quota) and never hands corrupt
 * JSON to a caller: a bad record reads as absent.
 */
function store(): Storage | null {
  try {
    const s = window.localStorage;
    return s ?? null;
  } catch {
    return null;
  }
}

export function readLocal(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
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
  } catch {
    return false;
  }
}

export function writeLocalJson(key: string, value: unknown): boolean {
  return writeLocal(key, JSON.stringify(value));
}
