import { ERROR_SAMPLE_RATE } from './error-sampling';

/** site-chrome.md §4: 5 s after start, one file is fetched from where the SDK is served. */
export const CDN_CHECK_DELAY_MS = 5000;

/**
 * How long the probe may take (issue 20, from the first audit): a CDN that accepts the connection
 * and never answers is as broken for users as one that refuses it, and without a limit the check
 * would wait for ever and report nothing. The browser's own limit is minutes.
 */
export const CDN_PROBE_TIMEOUT_MS = 10_000;

export type CdnReporter = (detail: { url: string; status: number | 'network' | 'timeout' }) => void;

/**
 * Schedules the check; returns a cancel function for unmount. `probeUrl` is a file next to the
 * SDK's own chunks. A failure loads the reporter and reports silently: nothing is shown to users.
 */
export function scheduleCdnCheck(probeUrl: string, loadReporter: () => Promise<CdnReporter>, random = Math.random): () => void {
  const controller = new AbortController();
  let limit: ReturnType<typeof setTimeout> | undefined;
  // Its own rejections cannot happen: the fetch and the reporter are both caught.
  const probe = async () => {
    let status: number | 'network' | 'timeout';
    let timedOut = false;
    limit = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, CDN_PROBE_TIMEOUT_MS);
    try {
      // A GET (fetch's default) that no cache answers.
      status = (await fetch(probeUrl, { cache: 'no-store', signal: controller.signal })).status;
    } catch {
      // Aborted by cancel() (unmount): nothing to report. By the limit: the CDN did not answer.
      if (controller.signal.aborted && !timedOut) return;
      status = timedOut ? 'timeout' : 'network';
    } finally {
      clearTimeout(limit);
    }
    if (status === 200 || random() >= ERROR_SAMPLE_RATE) return;
    try {
      (await loadReporter())({ url: probeUrl, status });
    } catch {
      // The reporter itself failing must stay silent too.
    }
  };
  const timer = setTimeout(probe, CDN_CHECK_DELAY_MS);
  return () => {
    clearTimeout(timer);
    clearTimeout(limit);
    controller.abort();
  };
}
