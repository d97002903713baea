import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_TIMEOUT_MS, BATCH_MAX, BATCH_WAIT_MS, createCollector, resetCollectorForTests, type CollectedEvent } from './analytics-collector';
import { setErrorHandler } from './report';

const event = (n: number): CollectedEvent => ({ name: 'nav', area: 'header', target: `/en/${n}`, site: 'main', lang: 'en', time: n });
const sent = (beacon: ReturnType<typeof vi.fn>) => beacon.mock.calls.map((call) => (JSON.parse(String(call[1])) as { events: CollectedEvent[] }).events.map((e) => e.time));

beforeEach(() => {
  vi.useFakeTimers();
  resetCollectorForTests();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setErrorHandler(() => undefined);
});

describe('the analytics collector', () => {
  it('sends nothing until a click, then one batch of the clicks within BATCH_WAIT_MS, in order', () => {
    const beacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    const collector = createCollector('/collect');
    vi.advanceTimersByTime(10 * BATCH_WAIT_MS);
    expect(beacon).not.toHaveBeenCalled();
    collector.add(event(1));
    vi.advanceTimersByTime(BATCH_WAIT_MS / 2);
    collector.add(event(2));
    vi.advanceTimersByTime(BATCH_WAIT_MS / 2 - 1);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sent(beacon)).toEqual([[1, 2]]);
    expect(beacon.mock.calls[0]?.[0]).toBe(`${location.origin}/collect`);
    collector.stop();
  });

  it('sends a full batch at once', () => {
    const beacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    const collector = createCollector('/collect');
    for (let n = 1; n <= BATCH_MAX + 1; n += 1) collector.add(event(n));
    expect(sent(beacon)).toEqual([Array.from({ length: BATCH_MAX }, (_, i) => i + 1)]);
    vi.advanceTimersByTime(BATCH_WAIT_MS);
    expect(sent(beacon)[1]).toEqual([BATCH_MAX + 1]);
    collector.stop();
  });

  it.each(['pagehide', 'visibilitychange'])('sends what is queued at once on %s (a click that leaves the page)', (type) => {
    const beacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.spyOn(Document.prototype, 'visibilityState', 'get').mockReturnValue('hidden');
    const collector = createCollector('/collect');
    collector.add(event(1));
    (type === 'pagehide' ? window : document).dispatchEvent(new Event(type, { bubbles: true }));
    expect(sent(beacon)).toEqual([[1]]);
    collector.stop();
    // Stopped: the page leaving again sends nothing more.
    collector.add(event(2));
    vi.advanceTimersByTime(BATCH_WAIT_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent(beacon)).toEqual([[1], [2]]);
  });

  it('resolves a relative collector against the page, not a host <base href> elsewhere', () => {
    document.head.insertAdjacentHTML('afterbegin', '<base href="https://evil.example/x/">');
    try {
      const beacon = vi.fn((_url: string, _body: string) => true);
      vi.stubGlobal('navigator', { sendBeacon: beacon });
      const collector = createCollector('collect');
      collector.add(event(1));
      collector.stop();
      expect(String(beacon.mock.calls[0]?.[0])).not.toContain('evil.example');
    } finally {
      document.querySelector('base')?.remove();
    }
  });

  it('falls back to a keepalive fetch when the beacon is refused, and gives up after ANALYTICS_TIMEOUT_MS, reported once', async () => {
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    const requests: RequestInit[] = [];
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => {
      requests.push(init);
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }));
    const errors: unknown[] = [];
    setErrorHandler(() => (error) => errors.push(error));
    const collector = createCollector('/collect');
    collector.add(event(1));
    collector.stop();
    expect(requests[0]).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ events: [event(1)] });
    await vi.advanceTimersByTimeAsync(ANALYTICS_TIMEOUT_MS - 1);
    expect(errors).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'ANALYTICS_FAILED', area: 'analytics' });
    // A second failure of the same page is not reported again; no timer is left behind.
    const again = createCollector('/collect');
    again.add(event(2));
    again.stop();
    await vi.advanceTimersByTimeAsync(ANALYTICS_TIMEOUT_MS);
    expect(errors).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a beacon that throws (a URL the browser refuses) still sends by fetch', () => {
    vi.stubGlobal('navigator', { sendBeacon: () => { throw new TypeError('refused'); } });
    const fetcher = vi.fn(() => Promise.resolve(new Response('')));
    vi.stubGlobal('fetch', fetcher);
    const collector = createCollector('/collect');
    collector.add(event(1));
    collector.stop();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
