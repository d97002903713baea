import { describe, expect, it } from 'vitest';
import { nextRefreshAt, refreshDelay, showViewAll } from './refresh-rules';

const NOW = Date.UTC(2026, 10, 24, 6, 0, 0);
const MINUTE = 60_000;

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
  });
});

describe('showViewAll: after 450 px of scroll', () => {
  it.each<[number, boolean]>([
    [0, false], [449, false], [449.5, false], [450, true], [451, true], [10_000, true], [-20, false], [Number.NaN, false],
  ])('scrollTop %s → %s', (scrollTop, shown) => {
    expect(showViewAll(scrollTop)).toBe(shown);
  });
});
