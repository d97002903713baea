import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooserAnswer, chooserExpired, DEFAULT_CHOOSER_RECORD, offersChooser, parseChooserRecord } from './rules';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 24, 12);

afterEach(() => {
  vi.useRealTimers();
});

describe('Turkey chooser keepalive', () => {
  it.each([
    ['no record (keepalive −1)', DEFAULT_CHOOSER_RECORD, T0, true],
    ['1 day, 23 h later', { keepaliveDays: 1, timestamp: T0 }, T0 + 23 * 3_600_000, false],
    ['1 day, exactly 24 h later', { keepaliveDays: 1, timestamp: T0 }, T0 + DAY, true],
    ['7 days, 6 days later', { keepaliveDays: 7, timestamp: T0 }, T0 + 6 * DAY, false],
    ['7 days, 7 days less 1 ms later', { keepaliveDays: 7, timestamp: T0 }, T0 + 7 * DAY - 1, false],
    ['7 days, 7 days later', { keepaliveDays: 7, timestamp: T0 }, T0 + 7 * DAY, true],
    ['0 days', { keepaliveDays: 0, timestamp: T0 }, T0, true],
    ['a record from 1 hour in the future, 1 day', { keepaliveDays: 1, timestamp: T0 + 3_600_000 }, T0, false],
    ['a record from a year in the future', { keepaliveDays: 7, timestamp: T0 + 365 * DAY }, T0, true],
  ] as const)('%s → expired %s', (_what, record, now, expired) => {
    expect(chooserExpired(record, now)).toBe(expired);
  });

  it.each([
    [null], [undefined], ['{"keepaliveDays":7}'], [{ keepaliveDays: '7', timestamp: T0 }], [{ keepaliveDays: 7, timestamp: null }],
    [{ keepaliveDays: Infinity, timestamp: T0 }], [[7, T0]],
  ])('a malformed record (%j) reads as the expired default', (raw) => {
    expect(parseChooserRecord(raw)).toEqual(DEFAULT_CHOOSER_RECORD);
  });

  it('reads a good record', () => {
    expect(parseChooserRecord({ keepaliveDays: 7, timestamp: T0 })).toEqual({ keepaliveDays: 7, timestamp: T0 });
  });

  it.each([
    ['confirm', true, 7], ['confirm', false, 1], ['cancel', true, 1], ['cancel', false, 1],
  ] as const)('%s with the box ticked %s keeps it away %i day(s)', (answer, ticked, days) => {
    expect(chooserAnswer(answer, ticked, T0)).toEqual({ keepaliveDays: days, timestamp: T0 });
  });

  it('with a fake clock: ticked Confirm hides it 7 days, Cancel 1 day', () => {
    vi.useFakeTimers({ now: T0 });
    const week = chooserAnswer('confirm', true, Date.now());
    const day = chooserAnswer('cancel', false, Date.now());
    vi.advanceTimersByTime(DAY);
    expect([offersChooser('main', true, week, Date.now()), offersChooser('main', true, day, Date.now())]).toEqual([false, true]);
    vi.advanceTimersByTime(6 * DAY);
    expect(offersChooser('main', true, week, Date.now())).toBe(true);
  });

  it('shows only on the main site and only for a Turkey-limited visitor', () => {
    expect(offersChooser('main', true, DEFAULT_CHOOSER_RECORD, T0)).toBe(true);
    expect(offersChooser('main', false, DEFAULT_CHOOSER_RECORD, T0)).toBe(false);
    expect(offersChooser('turkey', true, DEFAULT_CHOOSER_RECORD, T0)).toBe(false);
    expect(offersChooser('eu', true, DEFAULT_CHOOSER_RECORD, T0)).toBe(false);
  });
});
