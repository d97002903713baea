import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { amount, level, MAX_LEVEL, MAX_NUMBER, num, optNum, percent } from './decode';
import { decodeSiteSettings } from './calls/site';
import { decodeUserInfo } from './calls/user';
import { decodeTotalFunds, decodeUserTier } from './calls/account';
import { decodeSpots } from './calls/markets';

const parse = (schema: v.GenericSchema<unknown, number>, input: unknown) => v.parse(schema, input);

describe('numbers are finite and within their range', () => {
  it.each([
    // input, num, amount, level, percent
    ['1e999', MAX_NUMBER, MAX_NUMBER, MAX_LEVEL, 100],
    ['-1e999', -MAX_NUMBER, 0, 0, 0],
    [1e300, MAX_NUMBER, MAX_NUMBER, MAX_LEVEL, 100],
    ['-5', -5, 0, 0, 0],
    ['3.7', 3.7, 3.7, 3, 3.7],
    [' 42 ', 42, 42, 42, 42],
    ['150', 150, 150, MAX_LEVEL, 100],
    [0, 0, 0, 0, 0],
  ] as const)('%j reads as num %d, amount %d, level %d, percent %d', (input, n, a, l, p) => {
    expect(parse(num, input)).toBe(n);
    expect(parse(amount, input)).toBe(a);
    expect(parse(level, input)).toBe(l);
    expect(parse(percent, input)).toBe(p);
  });

  it('refuses what is not a number', () => {
    for (const bad of ['Infinity', 'NaN', '', '0x10', '1e', [], {}, true, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(v.safeParse(num, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('holds for any numeric string or double', () => {
    const numeric = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: false }).filter(Number.isFinite),
      fc.tuple(fc.integer(), fc.nat(), fc.integer({ min: -999, max: 999 })).map(([i, f, e]) => `${i}.${f}e${e}`),
      fc.bigInt().map(String),
    );
    fc.assert(fc.property(numeric, (input) => {
      const n = parse(num, input);
      expect(Number.isFinite(n) && Math.abs(n) <= MAX_NUMBER).toBe(true);
      const a = parse(amount, input);
      expect(a >= 0 && a <= MAX_NUMBER).toBe(true);
      const l = parse(level, input);
      expect(Number.isInteger(l) && l >= 0 && l <= MAX_LEVEL).toBe(true);
      const p = parse(percent, input);
      expect(p >= 0 && p <= 100).toBe(true);
      expect(parse(optNum(7), input)).toBe(a);
    }));
  });
});

describe('decoders never show Infinity', () => {
  it('VIP level, volume and progress', () => {
    const tier = decodeUserTier({ code: 0, data: { tier_level: '1e999', tier_all_trade_usdt: '1e999', tier_next_progress: '-1e999' } });
    expect(tier).toMatchObject({ level: MAX_LEVEL, allTradeUsdt: MAX_NUMBER, nextProgress: 0 });
  });

  it('funds, user levels, currency count, rates and spot rows', () => {
    expect(decodeTotalFunds({ code: 0, data: { total_btc: '-1e999', total_usd: '1e999' } })).toEqual({ totalBtc: 0, totalUsd: MAX_NUMBER });
    expect(decodeUserInfo({ code: 0, data: { uid: 1, verified: '1e999', safe_level: '-2' } })).toMatchObject({ verified: MAX_LEVEL, safeLevel: 0 });
    const settings = decodeSiteSettings({ code: 0, data: { currency_count: '1e999', curr_fiat_market_rates: { EUR: '-1e999' } } });
    expect(settings).toMatchObject({ currencyCount: MAX_NUMBER, rates: { EUR: 0 } });
    const [row] = decodeSpots({ code: 200, data: [['BTC_USDT', 'Bitcoin', '-1e999', '1e999', '-3']] });
    expect(row).toMatchObject({ change: -MAX_NUMBER, rate: MAX_NUMBER, volume: 0, trend: 'down' });
  });
});
