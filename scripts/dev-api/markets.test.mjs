// @vitest-environment node
// The market lists of issue 15, read back through the client's own decoders
// (src/api/calls/markets.ts): whatever the dev API serves, the SDK must take all of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFutures, decodePilot, decodePreList, decodeSpots, decodeTabs } from '../../src/api/calls/markets.ts';
import { decodeIconWhitelist } from '../../src/api/calls/static.ts';
import { startDevApi } from './test-server.mjs';
import { buildSpotRows, CHANGE_RANGE } from './fixtures/spots.mjs';
import { buildFutures } from './fixtures/futures.mjs';
import { XSS_PAYLOADS } from './xss.mjs';
import { SCENARIOS } from './index.mjs';

const SPOTS = '/apiw/v2/market/spots?exchange_type=ALL&timezone=24h';
const FUTURES = '/apiw/v2/market/futures?exchange_type=CONTRACT_ALL&timezone=24h&is_testnet=0';
const PILOT = '/apiw/v2/pilot/markets?exchange_type=PILOT_ALL&timezone=24h';
const PRE_MARKET = '/apiw/v2/pre-market/service/currencies/simple-info?limit=100&page=1';
const PRE_MINT = '/apiw/v2/pre-mint/service/currencies/simple-info?limit=100&page=1';
const TABS = '/apiw/v2/common/tabs?area=web_trade';
/** Every market call with the client's query, and the client decoder of its answer. */
const MARKET_CALLS = [
  [SPOTS, decodeSpots], [FUTURES, decodeFutures], [PILOT, decodePilot],
  [PRE_MARKET, decodePreList], [PRE_MINT, decodePreList], [TABS, decodeTabs],
];

let api;
const call = (path, options) => api.call(path, options);

/** Resolves once no request is being handled any more; fails after `ms`. */
async function settled(server, ms = 2000) {
  const deadline = Date.now() + ms;
  while (server.pending() > 0) {
    if (Date.now() > deadline) throw new Error(`${server.pending()} request(s) still held after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

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

describe('pilot, pre-market, pre-mint and tabs', () => {
  it('lists pilot tokens with a chain, an address written the chain\'s way and an SEO path', async () => {
    const { json } = await call(PILOT);
    const tokens = decodePilot(json);
    expect(tokens).toHaveLength(json.data.length);
    expect(tokens.length).toBeGreaterThanOrEqual(100);
    const address = { Solana: /^[1-9A-HJ-NP-Za-km-z]{44}$/, Ethereum: /^0x[0-9a-f]{40}$/, Base: /^0x[0-9a-f]{40}$/, 'BNB Chain': /^0x[0-9a-f]{40}$/, TON: /^EQ[\w-]{46}$/, TRON: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ };
    for (const token of json.data) {
      expect(token.address).toMatch(address[token.chain]);
      expect(token.seo_path).toMatch(/^[a-z]+\/[a-z0-9]+-[a-z0-9]{6}$/);
      expect(token.show_pair).toBe(`${token.name}/USDT`);
    }
    expect(new Set(json.data.map((token) => token.chain)).size).toBe(6);
    expect(tokens.filter((token) => token.isHot).length).toBeGreaterThanOrEqual(12);
  });

  it('answers both pre-market and pre-mint lists, non-empty, that decode', async () => {
    const preMarket = decodePreList((await call(PRE_MARKET)).json);
    const preMint = decodePreList((await call(PRE_MINT)).json);
    expect(preMarket.length).toBeGreaterThanOrEqual(10);
    expect(preMint.length).toBeGreaterThanOrEqual(5);
    expect(preMarket[0]).toEqual({ currency: expect.stringMatching(/^[A-Z]{3,6}$/), market: `${preMarket[0].currency}_USDT`, fullName: expect.any(String), tags: ['hot'] });
    expect(preMarket.some((item) => item.tags.includes('new'))).toBe(true);
    // Some trade already (a market named: the chrome links /trade/{BASE}_USDT), some do not yet.
    expect(preMarket.some((item) => item.market === '')).toBe(true);
    expect(preMint.every((item) => item.currency && item.fullName)).toBe(true);
    // A second page is empty: everything fits the client's limit of 100.
    expect((await call(PRE_MARKET.replace('page=1', 'page=2'))).json.data.list).toEqual([]);
  });

  it('answers the trade tabs for web_trade and none for other areas', async () => {
    const tabs = decodeTabs((await call(TABS)).json);
    expect(tabs.map((tab) => tab.key)).toEqual(expect.arrayContaining(['spot', 'futures', 'pilot', 'pre_market']));
    expect(tabs.find((tab) => tab.key === 'futures').children.length).toBeGreaterThan(0);
    expect(decodeTabs((await call('/apiw/v2/common/tabs?area=web_home')).json)).toEqual([]);
  });
});

describe('coin icons', () => {
  const status = async (coin) => (await fetch(`${api.base}/images/coin_icon/64/${coin}.png?v=1`)).status;

  it('whitelists icon versions for the best-known bases, each with an icon and a USDT pair', async () => {
    const whitelist = decodeIconWhitelist((await call('/js/tool/coin_icon_whitelist.json')).json);
    const pairs = new Set((await call(SPOTS)).json.data.map((row) => row[0]));
    expect(Object.keys(whitelist)).toEqual(expect.arrayContaining(['btc', 'eth', 'usdt', 'sol', 'xrp', 'doge', 'gt']));
    for (const coin of Object.keys(whitelist)) {
      expect(await status(coin), coin).toBe(200);
      if (coin !== 'usdt') expect(pairs.has(`${coin.toUpperCase()}_USDT`), coin).toBe(true);
    }
  });

  it('serves an icon for every listed coin, pilot chain and the avatar, and 404 for unknown coins', async () => {
    const spots = (await call(SPOTS)).json.data;
    const pilot = (await call(PILOT)).json.data;
    const preMint = (await call(PRE_MINT)).json.data.list;
    for (const path of [spots.at(-1)[12], pilot.at(-1).icon, ...new Set(pilot.map((token) => token.chain_icon)), preMint[0].icon]) {
      expect((await fetch(api.base + path)).status, path).toBe(200);
    }
    expect(await status('avatar')).toBe(200);
    expect(await status('BTC')).toBe(200);
    expect(await status('notacoin')).toBe(404);
    expect(await status('btc.png%00')).toBe(404);
  });
});

describe('failure scenarios on the market calls', () => {
  it('garbage: every market answer is refused by its decoder', async () => {
    for (const [path, decodeAnswer] of MARKET_CALLS) {
      const { status, json } = await call(path, { scenario: 'garbage' });
      expect(status, path).toBe(200);
      expect(() => decodeAnswer(json), path).toThrow();
    }
  });

  it('xss: the corpus reaches spot, futures and pilot names, and the answers still decode', async () => {
    const poisoned = (text) => XSS_PAYLOADS.some((payload) => text.endsWith(` ${payload}`));
    const xss = async (path, decodeAnswer) => decodeAnswer((await call(path, { scenario: 'xss' })).json);
    const spots = await xss(SPOTS, decodeSpots);
    expect(spots.length).toBeGreaterThanOrEqual(3000);
    expect(poisoned(spots[0].name)).toBe(true);
    const futures = await xss(FUTURES, decodeFutures);
    expect(futures.usdt.every((contract) => poisoned(contract.name) && poisoned(contract.coinName))).toBe(true);
    const pilot = await xss(PILOT, decodePilot);
    expect(pilot.every((token) => poisoned(token.name))).toBe(true);
    expect((await call(PILOT, { scenario: 'xss' })).json.data.every((token) => poisoned(token.chain))).toBe(true);
    expect((await xss(PRE_MARKET, decodePreList)).every((item) => poisoned(item.fullName))).toBe(true);
  });
});

describe('markets-hang', () => {
  const HANG_WAIT_MS = 300;

  it('is a described scenario', () => {
    expect(SCENARIOS.find((scenario) => scenario.name === 'markets-hang')?.description).toMatch(/market calls .* never answer/);
  });

  it('holds every market call unanswered, and lets it go when the client gives up', async () => {
    const started = Date.now();
    const attempts = MARKET_CALLS.map(([path]) =>
      call(path, { scenario: 'markets-hang', signal: AbortSignal.timeout(HANG_WAIT_MS) }).then(
        () => `${path} answered`,
        (error) => error.name,
      ));
    expect(await Promise.all(attempts)).toEqual(MARKET_CALLS.map(() => 'TimeoutError'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(HANG_WAIT_MS - 10);
    // The aborted requests end on the server too: nothing stays held.
    await settled(api);
  });

  it('answers every other call as usual, combined with other scenarios too', async () => {
    expect((await call('/api/web/v1/site/settings', { scenario: 'markets-hang' })).status).toBe(200);
    expect((await call('/images/coin_icon/64/btc.png', { scenario: 'markets-hang' })).status).toBe(200);
    const user = await call('/api/web/v1/usercenter/get_info', { scenario: 'user,markets-hang', signal: AbortSignal.timeout(HANG_WAIT_MS) });
    expect(user.json.data.uid).toBe(10293847);
    const held = call(SPOTS, { scenario: 'user,markets-hang', signal: AbortSignal.timeout(HANG_WAIT_MS) });
    await expect(held).rejects.toThrow();
    await settled(api);
  });

  it('ends a held call with HTTP 504 at its limit (60 s; shortened here)', async () => {
    const short = await startDevApi({ hangLimitMs: 150 });
    try {
      const started = Date.now();
      const { status, json } = await short.call(FUTURES, { scenario: 'markets-hang' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      expect(status).toBe(504);
      expect(decodeFutures.bind(null, json)).toThrow();
      await settled(short);
    } finally {
      await short.close();
    }
  });
});

describe('markets-50ms', () => {
  const DELAY_MS = 50;
  // The bench's cold hover (scripts/bench-markets.mjs): every market call answers, 50 ms late.
  it('answers every market call in full after 50 ms, and nothing else late', async () => {
    for (const [path, decodeAnswer] of MARKET_CALLS) {
      const started = Date.now();
      const { status, json } = await call(path, { scenario: 'markets-50ms' });
      expect(Date.now() - started, path).toBeGreaterThanOrEqual(DELAY_MS - 5);
      expect(status, path).toBe(200);
      expect(() => decodeAnswer(json), path).not.toThrow();
    }
    expect((await call(SPOTS, { scenario: 'markets-50ms' })).json.data.length).toBeGreaterThanOrEqual(3000);
    const started = Date.now();
    expect((await call('/api/web/v1/site/settings', { scenario: 'markets-50ms' })).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(DELAY_MS);
  });
});
