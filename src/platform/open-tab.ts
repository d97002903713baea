import { report } from './report';

/** How long a blob opened in a tab stays readable: the tab has long loaded it by then. */
export const BLOB_URL_LIFETIME_MS = 60_000;

/**
 * Opens a blob the chrome made (a chart's screenshot) in a new tab, through an object URL that is
 * revoked a minute later. The new tab loses its `opener`. Returns false when the tab could not be
 * opened (a pop-up blocker, no `window.open`); the failure is reported once through `report`.
 */
export function openBlobInNewTab(blob: Blob): boolean {
  let url: string;
  try {
    url = URL.createObjectURL(blob);
  } catch (error) {
    report(error, { area: 'navigation', what: 'could not make a URL for the image' });
    return false;
  }
  let tab: Window | null = null;
  try {
    tab = window.open(url, '_blank');
  } catch {
    tab = null;
  }
  if (tab) {
    try {
      tab.opener = null;
    } catch {
      // Already cut off from us: nothing to do.
    }
  }
  setTimeout(() => URL.revokeObjectURL(url), tab ? BLOB_URL_LIFETIME_MS : 0);
  return tab !== null;
}
