import { report } from './report';
import { hostGet } from './host-document';

/** compliance-and-dialogs.md §9: the analytics time-out. */
export const ANALYTICS_TIMEOUT_MS = 5000;
/** Clicks within this of the first are sent together. */
export const BATCH_WAIT_MS = 1000;
/** A batch this long is sent at once. */
export const BATCH_MAX = 20;

/** One sent event: the `sitechrome:analytics` detail and when it happened (ms since the epoch). */
export interface CollectedEvent {
  name: string;
  area: string;
  target: string;
  site: string;
  lang: string;
  time: number;
}

export interface Collector {
  add(event: CollectedEvent): void;
  /** Sends what is queued, and stops listening for the page leaving. */
  stop(): void;
}

let failed = false;

/**
 * POSTs `{"events":[…]}` as text (a simple request: no preflight) with `sendBeacon`, which the
 * browser delivers even after the page has gone; when the beacon queue refuses it, a `keepalive`
 * fetch that gives up after ANALYTICS_TIMEOUT_MS. Neither waits: a click that navigates is never held.
 * A collector that does not answer is reported once a page.
 */
function send(url: string, events: readonly CollectedEvent[]): void {
  const body = JSON.stringify({ events });
  try {
    if (navigator.sendBeacon?.(url, body)) return;
  } catch {
    // A beacon the browser refuses outright: the fetch below.
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer in ${ANALYTICS_TIMEOUT_MS} ms`)), ANALYTICS_TIMEOUT_MS);
  fetch(url, { method: 'POST', body, keepalive: true, signal: controller.signal, headers: { 'content-type': 'text/plain;charset=UTF-8' } })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    })
    .catch((error: unknown) => {
      if (failed) return;
      failed = true;
      report(error, { area: 'analytics', what: `the analytics collector ${url} did not take the events` });
    })
    .finally(() => clearTimeout(timer));
}

/**
 * The queue of one collector URL (CONTRACT v1.1 `analytics.collector`): batched for BATCH_WAIT_MS
 * or BATCH_MAX events, and sent at once when the page is hidden or left, so a click that
 * navigates away still arrives.
 */
export function createCollector(collector: string): Collector {
  // Against the page's address, as the mount checked it: a host `<base href>` elsewhere must not
  // send the events to another origin (issue 20).
  const url = new URL(collector, location.href).href;
  let queue: CollectedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    const events = queue;
    queue = [];
    send(url, events);
  };
  const onHidden = () => {
    if (hostGet('visibilityState') === 'hidden') flush();
  };
  // `visibilitychange` bubbles from the document to the window.
  window.addEventListener('pagehide', flush);
  window.addEventListener('visibilitychange', onHidden);
  return {
    add(event) {
      queue.push(event);
      if (queue.length >= BATCH_MAX) flush();
      else timer ??= setTimeout(flush, BATCH_WAIT_MS);
    },
    stop() {
      flush();
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('visibilitychange', onHidden);
    },
  };
}

/** The page's collectors by URL (a later mount may name another). */
const collectors = new Map<string, Collector>();

/** Queues one tracked click for the collector at `url`. */
export function collect(url: string, event: CollectedEvent): void {
  let collector = collectors.get(url);
  if (!collector) collectors.set(url, collector = createCollector(url));
  collector.add(event);
}

/** The last instance is gone: what is queued is sent, and the page's leaving is no longer watched. */
export function stopCollectors(): void {
  for (const collector of collectors.values()) collector.stop();
  collectors.clear();
}

/** Tests only. */
export function resetCollectorForTests(): void {
  failed = false;
}
