// @vitest-environment node
// The market lists of issue 15, read back through the client's own decoders
// (src/api/calls/markets.ts): whatever the dev API serves, the SDK must take all of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeSpots } from '../../src/api/calls/markets.ts';
import { startDevApi } from './test-server.mjs';
import { buildSpotRows, CHANGE_RANGE } from './fixtures/spots.mjs';

const SPOTS = '/apiw/v2/market/spots?exchange_type=ALL&timezone=24h';

let api;
const call = (path, options) => api.call(path, options);

beforeAll(async () => {
  api = await startDevApi();
});

afterAll(() => api.close());

describe('spot markets', () => {
  let json;
  beforeAll(async () => {
    ({ json } = await call(SPOTS));
  });

  it('lists 3,000+ rows that all decode with the client decoder', () => {
    expect(json.code).toBe(200);
    expect(json.data.length).toBeGreaterThanOrEqual(3000);
    // decodeSpots drops a broken row silently, so equal lengths mean every row decoded.
    const rows = decodeSpots(json);
    expect(rows).toHaveLength(json.data.length);
    expect(rows[0]).toMatchObject({ pair: 'BTC_USDT', name: 'Bitcoin', currA: 'BTC', currB: 'USDT', credit: true, isSt: false });
  });

  it('keeps the row array order of site-chrome.md §3, with typed fields', () => {
    const btc = json.data.find((row) => row[0] === 'BTC_USDT');
    expect(btc).toEqual([
      'BTC_USDT', 'Bitcoin', expect.stringMatching(/^-?\d+\.\d\d$/), expect.stringMatching(/^\d+\.\d+$/), expect.stringMatching(/^\d+\.\d\d$/),
      10, 1, ['Layer1', 'POW'], expect.stringMatching(/^\d+\.\d+$/), expect.any(Number), 10, 0, '/images/coin_icon/64/btc.png',
    ]);
    for (const row of json.data) {
      expect(row).toHaveLength(13);
      expect(row[0]).toMatch(/^[A-Z0-9]{2,7}_(USDT|USDC|BTC|ETH|TRY|EUR)$/);
      expect(row[1].length).toBeGreaterThan(1);
      expect(Number(row[3])).toBeGreaterThan(0);
      expect(Array.isArray(row[7]) && typeof row[9] === 'number' && typeof row[11] === 'number').toBe(true);
    }
  });

  it('has well-known bases first, every quote, sensible prices and changes, and a few ST tags', () => {
    const pairs = json.data.map((row) => row[0]);
    expect(pairs.slice(0, 8)).toEqual(['BTC_USDT', 'BTC_USDC', 'BTC_TRY', 'BTC_EUR', 'ETH_USDT', 'ETH_USDC', 'ETH_BTC', 'ETH_TRY']);
    const quotes = new Set(pairs.map((pair) => pair.split('_')[1]));
    expect([...quotes].sort()).toEqual(['BTC', 'ETH', 'EUR', 'TRY', 'USDC', 'USDT']);
    const rate = (pair) => json.data.find((row) => row[0] === pair)[3];
    expect(Number(rate('BTC_USDT'))).toBeGreaterThan(10_000);
    expect(Number(rate('ETH_BTC'))).toBeGreaterThan(0.01);
    expect(Number(rate('ETH_BTC'))).toBeLessThan(0.2);
    expect(rate('SHIB_USDT')).toMatch(/^0\.0000\d{5,}$/); // no exponent, enough decimals
    const changes = json.data.map((row) => Number(row[2]));
    expect(Math.min(...changes)).toBeGreaterThanOrEqual(CHANGE_RANGE.min);
    expect(Math.max(...changes)).toBeLessThanOrEqual(CHANGE_RANGE.max);
    expect(changes.filter((change) => change > 20).length).toBeGreaterThan(10);
    const st = json.data.filter((row) => row[11] === 1).length;
    expect(st).toBeGreaterThan(10);
    expect(st).toBeLessThan(json.data.length / 20);
  });

  it('is the same on every build, with its own changes per reference time', () => {
    expect(buildSpotRows({ timezone: 'utc0', dayStart: 0 })).toEqual(buildSpotRows({ timezone: 'utc0', dayStart: 0 }));
    expect(buildSpotRows({ timezone: 'utc8', dayStart: 0 })[0][2]).not.toBe(buildSpotRows({ timezone: 'utc0', dayStart: 0 })[0][2]);
  });
});
