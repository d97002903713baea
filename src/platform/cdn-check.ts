/** site-chrome.md §4: 5 s after start, one file is fetched from where the SDK is served. */
export const CDN_CHECK_DELAY_MS = 5000;
/** Share of failures reported (site-chrome.md §8: sample rate 0.1). */
export const CDN_REPORT_SAMPLE_RATE = 0.1;

export type CdnReporter = (detail: { url: string; status: number | 'network' }) => void;

/**
 * Schedules the check; returns a cancel function for unmount. `probeUrl` is a file next to the
 * SDK's own chunks. A failure loads the reporter and reports silently: nothing is shown to users.
 */
export function scheduleCdnCheck(probeUrl: string, loadReporter: () => Promise<CdnReporter>, random = Math.random): () => void {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    void (async () => {
      let status: number | 'network';
      try {
        const response = await fetch(probeUrl, { method: 'GET', cache: 'no-store', signal: controller.signal });
        status = response.status;
      } catch {
        if (controller.signal.aborted) return;
        status = 'network';
      }
      if (status === 200 || random() >= CDN_REPORT_SAMPLE_RATE) return;
      try {
        (await loadReporter())({ url: probeUrl, status });
      } catch {
        // The reporter itself failing must stay silent too.
      }
    })();
  }, CDN_CHECK_DELAY_MS);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
