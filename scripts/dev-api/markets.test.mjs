// @vitest-environment node
// The market lists of issue 15, read back through the client's own decoders
// (src/api/calls/markets.ts): whatever the dev API serves, the SDK must take all of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFutures, decodeSpots } from '../../src/api/calls/markets.ts';
import { startDevApi } from './test-server.mjs';
import { buildSpotRows, CHANGE_RANGE } from './fixtures/spots.mjs';
import { buildFutures } from './fixtures/futures.mjs';

const SPOTS = '/apiw/v2/market/spots?exchange_type=ALL&timezone=24h';
const FUTURES = '/apiw/v2/market/futures?exchange_type=CONTRACT_ALL&timezone=24h&is_testnet=0';

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
    const wellFormed = (row) => row.length === 13 && /^[A-Z0-9]{2,7}_(USDT|USDC|BTC|ETH|TRY|EUR)$/.test(row[0]) && row[1].length > 1
      && Number(row[3]) > 0 && Array.isArray(row[7]) && typeof row[9] === 'number' && typeof row[11] === 'number';
    expect(json.data.filter((row) => !wellFormed(row))).toEqual([]);
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

describe('futures', () => {
  const newlisted = (list) => list.filter((item) => item.categories.includes('NEWLISTED'));

  it('has USDT-, BTC- and USD-settled contracts that decode with the client decoder', async () => {
    const { json } = await call(FUTURES);
    expect(json.code).toBe(200);
    const bySettle = decodeFutures(json);
    expect(Object.keys(bySettle)).toEqual(['usdt', 'btc', 'usd']);
    expect(bySettle.usdt.length).toBeGreaterThan(200);
    expect(bySettle.btc.length).toBeGreaterThanOrEqual(20);
    expect(bySettle.usd.length).toBeGreaterThanOrEqual(5);
    for (const group of json.data) expect(bySettle[group.settle]).toHaveLength(group.list.length);
    expect(bySettle.usdt[0]).toMatchObject({ name: 'BTC_USDT', coinName: 'BTC', icon: '/images/coin_icon/64/btc.png' });
    expect(bySettle.btc[0].name).toBe('BTC_USD');
  });

  it('has NEWLISTED contracts both already open and opening after the request, at distinct times', async () => {
    const nowSeconds = Date.now() / 1000;
    const { json } = await call(FUTURES);
    const items = newlisted(json.data[0].list);
    const upcoming = items.filter((item) => item.opening_time > nowSeconds);
    const opened = items.filter((item) => item.opening_time <= nowSeconds);
    expect(upcoming.length).toBeGreaterThanOrEqual(5);
    expect(opened.length).toBeGreaterThanOrEqual(2);
    expect(new Set(upcoming.map((item) => item.opening_time)).size).toBe(upcoming.length);
  });

  it('keeps the upcoming ones in the future all day long (the answer is cached per UTC day)', () => {
    const dayStart = 1_750_000_000 - (1_750_000_000 % 86_400);
    const lastSecond = dayStart + 86_399;
    const items = newlisted(buildFutures({ dayStart })[0].list);
    expect(items.filter((item) => item.opening_time > lastSecond).length).toBeGreaterThanOrEqual(5);
    expect(items.filter((item) => item.opening_time <= dayStart).length).toBeGreaterThanOrEqual(2);
  });
});
