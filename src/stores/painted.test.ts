import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $painted, $settled, markPainted, markSettled, SETTLED_LATEST_MS } from './painted';

describe('$settled: the page\'s first decisions, or SETTLED_LATEST_MS after the paint at the latest (issue 22)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $painted.set(false);
    $settled.set(false);
  });
  afterEach(() => vi.useRealTimers());

  it('a page whose features never settle (a hung call) gets its footer SETTLED_LATEST_MS after the paint', () => {
    markPainted();
    vi.advanceTimersByTime(SETTLED_LATEST_MS - 1);
    expect($settled.get()).toBe(false);
    vi.advanceTimersByTime(1);
    expect($settled.get()).toBe(true);
  });

  it('settled by the page services before that; not before the paint by the time-out', () => {
    vi.advanceTimersByTime(SETTLED_LATEST_MS * 2);
    expect($settled.get()).toBe(false);
    markSettled();
    expect($settled.get()).toBe(true);
  });
});
