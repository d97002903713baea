import { report } from './report';

/** How long a blob shown in a tab stays readable: the tab has long loaded it by then. */
export const BLOB_URL_LIFETIME_MS = 60_000;

/** A tab opened for an image still being made: `show` puts the image in it, `close` gives up. */
export interface PendingTab {
  show(blob: Blob): void;
  close(): void;
}

/**
 * Opens an empty tab now, inside the click that asked for it (a pop-up blocker lets a tab opened
 * later, when the image is ready, through only while the click's activation lasts: Safari's does
 * not), cut off from this page (`opener` null). `show` moves it to an object URL of the blob,
 * revoked a minute later. Null when no tab could be opened (a blocker, no `window.open`).
 */
export function openPendingTab(): PendingTab | null {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    tab = null;
  }
  if (!tab) return null;
  const opened = tab;
  try {
    opened.opener = null;
  } catch {
    // Already cut off from us: nothing to do.
  }
  const close = () => {
    try {
      opened.close();
    } catch {
      // Closed by the visitor already.
    }
  };
  return {
    show(blob) {
      let url: string;
      try {
        url = URL.createObjectURL(blob);
      } catch (error) {
        report(error, { area: 'navigation', what: 'could not make a URL for the image' });
        close();
        return;
      }
      try {
        opened.location.href = url;
      } catch (error) {
        report(error, { area: 'navigation', what: 'could not show the image in its tab' });
      }
      setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
    },
    close,
  };
}
