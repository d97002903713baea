import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../config/time';
import {
  hongKongDue, onceDue, parseStamp, regionalConfirmRoute, regionalNoticeDue, riskCookieMaxAge,
  riskNoticeDue, upgradeNoticeDue, type RegionalNotice,
} from './timing-rules';

/** A fake clock: a fixed "now" and times relative to it. */
const NOW = Date.UTC(2026, 10, 24, 6, 0, 0);
const ago = (hours: number) => NOW - hours * HOUR_MS;
const DAY = 24;

describe('parseStamp', () => {
  it.each([
    ['1700000000000', 1700000000000], ['', null], [null, null], [undefined, null], ['abc', null],
    ['-5', null], ['0', null], ['1e12', null], ['17000000000001234', null], [' 12', null],
  ] as const)('%j → %s', (raw, value) => {
    expect(parseStamp(raw)).toBe(value);
  });
});

describe('riskNoticeDue: the server frequency in hours, 0 = always', () => {
  it.each([
    ['never shown', null, 24, true],
    ['shown 1 h ago, every 24 h', ago(1), 24, false],
    ['shown 23.99 h ago, every 24 h', ago(23.99), 24, false],
    ['shown exactly 24 h ago', ago(24), 24, true],
    ['shown 30 h ago', ago(30), 24, true],
    ['frequency 0 shows every time', ago(0.01), 0, true],
    ['a negative frequency shows every time', ago(0.01), -3, true],
    ['a NaN frequency shows every time', ago(0.01), Number.NaN, true],
    ['a stamp in the future counts as never', NOW + HOUR_MS, 24, true],
    ['shown 1.5 h ago, every 2 h', ago(1.5), 2, false],
  ] as const)('%s', (_name, last, hours, due) => {
    expect(riskNoticeDue(NOW, last, hours)).toBe(due);
  });

  it('the cookie lives for the frequency, none for 0', () => {
    expect(riskCookieMaxAge(24)).toBe(86400);
    expect(riskCookieMaxAge(0)).toBeUndefined();
  });
});

describe('upgradeNoticeDue: once per 12 hours', () => {
  it.each([
    [null, true], [ago(1), false], [ago(11.99), false], [ago(12), true], [ago(48), true], [NOW + 1, true],
  ] as const)('last %s → %s', (last, due) => {
    expect(upgradeNoticeDue(NOW, last)).toBe(due);
  });
});

describe('hongKongDue: again after 24 hours', () => {
  it.each([
    [null, true], [ago(0), false], [ago(23.99), false], [ago(24), true], [ago(100), true],
  ] as const)('last %s → %s', (last, due) => {
    expect(hongKongDue(NOW, last)).toBe(due);
  });
});

describe('regionalNoticeDue: 30 days for a high tier, always for the others', () => {
  it.each<[string, RegionalNotice, number, number, number | null, boolean]>([
    ['NL tier 11, never confirmed', 'netherlands', 11, 0, null, true],
    ['NL tier 11, confirmed 29 days ago', 'netherlands', 11, 0, ago(29 * DAY), false],
    ['NL tier 11, confirmed 30 days ago', 'netherlands', 11, 0, ago(30 * DAY), true],
    ['NL tier 10, confirmed 1 h ago: always', 'netherlands', 10, 0, ago(1), true],
    ['NL company at tier 0 is a low tier', 'netherlands', 0, 3, ago(1), true],
    ['UZ company confirmed 1 day ago', 'uzbekistan', 0, 3, ago(DAY), false],
    ['UZ tier 12 confirmed 31 days ago', 'uzbekistan', 12, 4, ago(31 * DAY), true],
    ['UZ tier 3 confirmed a minute ago: always', 'uzbekistan', 3, 4, ago(0.02), true],
    ['UZ tier 11 with a future stamp', 'uzbekistan', 11, 0, NOW + DAY * HOUR_MS, true],
  ])('%s', (_name, kind, tier, verified, last, due) => {
    expect(regionalNoticeDue(kind, NOW, { tier, verified, last })).toBe(due);
  });

  it.each<[RegionalNotice, number, number, string | null]>([
    ['netherlands', 10, 0, '/myaccount/withdraw/USDT'],
    ['netherlands', 11, 0, null],
    ['netherlands', 0, 3, '/myaccount/withdraw/USDT'],
    ['uzbekistan', 0, 3, null],
    ['uzbekistan', 5, 1, '/myaccount/withdraw/USDT'],
  ])('%s tier %s verified %s confirms to %s', (kind, tier, verified, route) => {
    expect(regionalConfirmRoute(kind, tier, verified)).toBe(route);
  });
});

describe('onceDue: the Uzbekistan notice shows once', () => {
  it.each([[null, true], ['', true], ['1', false], ['1700000000000', false]] as const)('flag %j → %s', (flag, due) => {
    expect(onceDue(flag)).toBe(due);
  });
});
