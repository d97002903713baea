// The page's location as the first paint needs it: apart from navigation.ts (the URL guard and
// `navigate`, which only lazy parts use) so the guard stays out of the first-paint chunk.

/** The page's origin; empty where `location` cannot be read. */
export function currentOrigin(): string {
  try {
    return window.location.origin;
  } catch {
    return '';
  }
}

export function reloadPage(): void {
  window.location.reload();
}

export function currentPath(): string {
  return window.location.pathname;
}

/** The page's query string (`?a=1`); empty where `location` cannot be read. */
export function currentSearch(): string {
  try {
    return window.location.search;
  } catch {
    return '';
  }
}
