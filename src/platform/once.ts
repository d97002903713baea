/**
 * A loader run at most once and shared by every caller; a failed load is forgotten, so the next
 * call tries again (a dropped chunk request must not disable a feature for the rest of the page).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const started = load();
      pending = started;
      started.catch(() => {
        if (pending === started) pending = null;
      });
    }
    return pending;
  };
}
