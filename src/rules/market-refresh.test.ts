import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_REFRESH_MS, VIEW_ALL_DEBOUNCE_MS, VIEW_ALL_SCROLL_PX } from './market-limits';
import { nextRefreshAt, refreshDelay, refreshDue, showViewAll } from './market-refresh';

const NOW = Date.UTC(2026, 10, 24, 6, 0, 0);
const MINUTE = 60_000;

describe('the §9 numbers', () => {
  it('contract refresh 600000 ms, view-all at 450 px after a 200 ms debounce', () => {
    expect([CONTRACT_REFRESH_MS, VIEW_ALL_SCROLL_PX, VIEW_ALL_DEBOUNCE_MS]).toEqual([600_000, 450, 200]);
  });
});

describe('nextRefreshAt: 10 minutes after the last fetch started', () => {
  it.each<[string, number | null, number]>([
    ['never fetched: now', null, NOW],
    ['fetched just now', NOW, NOW + 10 * MINUTE],
    ['fetched 3 minutes ago', NOW - 3 * MINUTE, NOW + 7 * MINUTE],
    ['fetched 9:59.999 ago', NOW - 10 * MINUTE + 1, NOW + 1],
    ['fetched exactly 10 minutes ago: now', NOW - 10 * MINUTE, NOW],
    ['fetched an hour ago (a sleeping tab): now, once', NOW - 60 * MINUTE, NOW],
    ['a start in the future (a changed clock): now', NOW + 5 * MINUTE, NOW],
    ['an unreadable time: now', Number.NaN, NOW],
  ])('%s', (_name, lastAt, expected) => {
    expect(nextRefreshAt(lastAt, NOW)).toBe(expected);
    expect(refreshDelay(lastAt, NOW)).toBe(expected - NOW);
    expect(refreshDue(lastAt, NOW)).toBe(expected === NOW);
  });
});

describe('the schedule driven by a fake clock, as the store will drive it', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The store's loop in miniature: fetch, remember the start, wait `refreshDelay`, again; `stop` is unmount. */
  function startRefresh(fetchContracts: () => void): () => void {
    let lastAt: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      lastAt = Date.now();
      fetchContracts();
      timer = setTimeout(tick, refreshDelay(lastAt, Date.now()));
    };
    timer = setTimeout(tick, refreshDelay(lastAt, Date.now()));
    return () => clearTimeout(timer);
  }

  it('fetches at once, then every 10 minutes, and never after stop', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const fetchContracts = vi.fn();
    const stop = startRefresh(fetchContracts);
    vi.advanceTimersByTime(0);
    expect(fetchContracts).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(fetchContracts).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fetchContracts).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(30 * MINUTE);
    expect(fetchContracts).toHaveBeenCalledTimes(5);
    stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(fetchContracts).toHaveBeenCalledTimes(5);
  });
});

describe('showViewAll: after 450 px of scroll', () => {
  it.each<[number, boolean]>([
    [0, false], [449, false], [449.5, false], [450, true], [451, true], [10_000, true], [-20, false], [Number.NaN, false],
  ])('scrollTop %s → %s', (scrollTop, shown) => {
    expect(showViewAll(scrollTop)).toBe(shown);
  });
});
