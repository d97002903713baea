import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIZE_USD, formatGiftRecord, GIFT_GAP_MS, nextGiftShow, parseGiftRecord, prizeAmount, type GiftRecord } from './gift-record-rules';

// Local times, so the day rule is checked at the visitor's midnight whatever the machine's zone.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 0, day, hour, minute).getTime();
const MIN = 60_000;

describe('gift popup record: parse ("count/timestamp", §5)', () => {
  it.each<[string | null, GiftRecord | null]>([
    ['1/1767225600000', { count: 1, timestamp: 1767225600000 }],
    [' 2/5 ', { count: 2, timestamp: 5 }],
    [null, null], ['', null], ['1', null], ['/1767225600000', null], ['1/', null], ['a/1', null], ['1/b', null],
    ['1/2/3', null], ['-1/5', null], ['1.5/5', null], ['1/1e12', null], ['{"count":1}', null],
    ['99999999999999999999/1', null],
  ])('%j → %j', (raw, record) => {
    expect(parseGiftRecord(raw)).toEqual(record);
  });

  it('writes what it reads', () => {
    expect(formatGiftRecord({ count: 2, timestamp: 42 })).toBe('2/42');
    expect(parseGiftRecord(formatGiftRecord({ count: 2, timestamp: 42 }))).toEqual({ count: 2, timestamp: 42 });
  });
});

describe('gift popup record: when it shows (fake clock, §4, §9)', () => {
  const first = at(10, 9);
  it.each<[string, GiftRecord | null, number, GiftRecord | null]>([
    ['no record: shows, counter 1', null, first, { count: 1, timestamp: first }],
    ['same day, 30 minutes later exactly: not yet', { count: 1, timestamp: first }, first + GIFT_GAP_MS, null],
    ['same day, 29 minutes later: not yet', { count: 1, timestamp: first }, first + 29 * MIN, null],
    ['same day, 31 minutes later: shows, counter 2', { count: 1, timestamp: first }, first + 31 * MIN, { count: 2, timestamp: first + 31 * MIN }],
    ['same day, second show done: not a third', { count: 2, timestamp: first }, at(10, 20), null],
    ['same day, counter above the cap: never', { count: 7, timestamp: first }, at(10, 23, 59), null],
    ['counter 0 (written by hand): counts as below 2', { count: 0, timestamp: first }, first + 31 * MIN, { count: 1, timestamp: first + 31 * MIN }],
    ['next day, just after midnight: counter back to 1', { count: 2, timestamp: at(10, 23, 50) }, at(11, 0, 5), { count: 1, timestamp: at(11, 0, 5) }],
    ['another day, even 5 minutes after the last show', { count: 1, timestamp: at(10, 23, 58) }, at(11, 0, 3), { count: 1, timestamp: at(11, 0, 3) }],
    ['a record from a later day (clock changed): another day', { count: 2, timestamp: at(12, 9) }, at(10, 9), { count: 1, timestamp: at(10, 9) }],
    ['same day, record later than now: not due', { count: 1, timestamp: at(10, 12) }, at(10, 11), null],
  ])('%s', (_case, record, now, next) => {
    expect(nextGiftShow(record, now)).toEqual(next);
  });

  it('a malformed stored record shows the popup as if there were none', () => {
    expect(nextGiftShow(parseGiftRecord('garbage'), first)).toEqual({ count: 1, timestamp: first });
  });
});

describe('newbie prize amount (newbiePrizeGuide prize_num)', () => {
  it.each<[string, number]>([
    ['10,000', 10_000], ['10000', 10_000], [' 5 000 ', 5000], ['2500.75', 2500],
    ['', DEFAULT_PRIZE_USD], ['abc', DEFAULT_PRIZE_USD], ['0', DEFAULT_PRIZE_USD], ['-5', DEFAULT_PRIZE_USD],
    ['1e9', DEFAULT_PRIZE_USD], ['99999999999', DEFAULT_PRIZE_USD], ['<b>1</b>', DEFAULT_PRIZE_USD],
  ])('%j → %d', (raw, amount) => {
    expect(prizeAmount(raw)).toBe(amount);
  });
});
