import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_VIDEO_MS, whenIdleOrVisible } from './idle-or-visible';

/** An IntersectionObserver the test drives: `show()` reports the element visible. */
let observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
class FakeObserver {
  entry: { callback: IntersectionObserverCallback; disconnected: boolean };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe(): void {}
  disconnect(): void { this.entry.disconnected = true; }
}
const show = () => {
  for (const o of observers) if (!o.disconnected) o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
};

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdleOrVisible (compliance §4, §9: idle video 1 s)', () => {
  it('runs after IDLE_VIDEO_MS of no activity, once', () => {
    const run = vi.fn();
    whenIdleOrVisible(document.body, run);
    vi.advanceTimersByTime(IDLE_VIDEO_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    show();
    vi.advanceTimersByTime(10 * IDLE_VIDEO_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each(['pointermove', 'keydown', 'scroll', 'wheel', 'touchstart', 'pointerdown'])('%s restarts the wait', (type) => {
    const run = vi.fn();
    whenIdleOrVisible(document.body, run);
    vi.advanceTimersByTime(900);
    window.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(900);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the element becomes visible, however busy the visitor is, and then stops watching', () => {
    const run = vi.fn();
    whenIdleOrVisible(document.body, run);
    window.dispatchEvent(new Event('pointermove'));
    show();
    expect(run).toHaveBeenCalledTimes(1);
    expect(observers.every((o) => o.disconnected)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the stop cancels it: no timer, no observer, no run', () => {
    const run = vi.fn();
    const stop = whenIdleOrVisible(document.body, run);
    stop();
    show();
    vi.advanceTimersByTime(10 * IDLE_VIDEO_MS);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
