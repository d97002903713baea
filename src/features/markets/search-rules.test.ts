import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FuturesContract, PilotToken, PreMarketItem, SpotRow } from '../../api/calls/markets';
import {
  contractKeys, indexContracts, indexMarkets, indexSpots, marketTier, NO_MATCH, rankMarkets, searchMarkets, searchPilot,
  searchPreMarket, spotKeys, type MarketKeys,
} from './search-rules';

/** A spot row with only what search reads filled in. */
function spot(pair: string, name = ''): SpotRow {
  const [currA = pair, currB = ''] = pair.split('_');
  return {
    pair, name, change: 0, rate: 1, volume: 0, multiple: 0, credit: false, categories: [], prevRate: 0, openingTime: 0,
    crossMultiple: 0, isSt: false, icon: '', currA, currB, trend: 'up',
  };
}

const pairs = (rows: readonly SpotRow[]): string[] => rows.map((r) => r.pair);
const search = (rows: readonly SpotRow[], query: string): string[] => pairs(searchMarkets(indexSpots(rows), query));

describe('marketTier: the six tiers of §5, best first', () => {
  it.each<[string, string, string, number]>([
    ['base exact', 'BTC_USDT', 'btc', 0],
    ['base exact, any case', 'btc_usdt', 'BtC', 0],
    ['base prefix', 'BTCDOM_USDT', 'btc', 1],
    ['quote exact', 'ETH_BTC', 'btc', 2],
    ['base contains', 'WBTC_USDT', 'btc', 3],
    ['quote contains', 'ETH_USDT', 'sdt', 4],
    ['a quote prefix is a quote contains', 'ETH_USDT', 'usd', 4],
    ['pair contains across the underscore', 'ETH_USDT', 'h_u', 5],
    ['pair written with a slash', 'ETH_USDT', 'eth/usdt', 5],
    ['pair written with a space', 'ETH_USDT', ' eth usdt ', 5],
    ['no match', 'ETH_USDT', 'xrp', NO_MATCH],
  ])('%s: %s for %j', (_name, pair, query, tier) => {
    expect(marketTier(spotKeys(spot(pair)), query)).toBe(tier);
  });

  it.each<[string, string, number]>([
    ['name contains', 'bitco', 5],
    ['name contains, any case', 'COIN', 5],
    ['name with a space', 'bitcoin cash', 5],
  ])('%s: %j', (_name, query, tier) => {
    expect(marketTier(spotKeys(spot('BCH_USDT', 'Bitcoin Cash')), query)).toBe(tier);
  });

  it.each<[string, string, number]>([
    ['the old ticker finds the new one exactly', 'matic', 0],
    ['…and by prefix', 'mat', 1],
    ['…and by contains', 'ati', 3],
    ['the new ticker still finds itself', 'pol', 0],
  ])('alias: %s (%j on POL_USDT)', (_name, query, tier) => {
    expect(marketTier(spotKeys(spot('POL_USDT', 'Polygon Ecosystem Token')), query)).toBe(tier);
  });

  it('the alias works both ways: POL finds a list that still carries MATIC', () => {
    expect(marketTier(spotKeys(spot('MATIC_USDT')), 'pol')).toBe(0);
  });
});

describe('searchMarkets: a stable partition by tier', () => {
  const rows = [
    spot('ETH_BTC', 'Ethereum'), spot('WBTC_USDT', 'Wrapped Bitcoin'), spot('BTC_USDT', 'Bitcoin'), spot('BTCDOM_USDT'),
    spot('BTC_USDC', 'Bitcoin'), spot('SOL_USDT', 'Solana'), spot('XBT_USDT', 'Sats BTC IOU'), spot('ETH_USDT', 'Ethereum'),
  ];

  it.each<[string, string, string[]]>([
    ['every tier in order, input order inside one', 'btc', ['BTC_USDT', 'BTC_USDC', 'BTCDOM_USDT', 'ETH_BTC', 'WBTC_USDT', 'XBT_USDT']],
    ['quote exact, in input order', 'usdt', ['WBTC_USDT', 'BTC_USDT', 'BTCDOM_USDT', 'SOL_USDT', 'XBT_USDT', 'ETH_USDT']],
    ['quote contains', 'usd', ['WBTC_USDT', 'BTC_USDT', 'BTCDOM_USDT', 'BTC_USDC', 'SOL_USDT', 'XBT_USDT', 'ETH_USDT']],
    ['name only', 'solana', ['SOL_USDT']],
    ['upper case query', 'ETH', ['ETH_BTC', 'ETH_USDT']],
    ['nothing', 'doge', []],
  ])('%s (%j)', (_name, query, expected) => {
    expect(search(rows, query)).toEqual(expected);
  });

  it.each(['', '   '])('an empty query (%j) gives the whole list in its order', (query) => {
    expect(search(rows, query)).toEqual(pairs(rows));
  });

  it('returns a new array: the caller may keep the list', () => {
    const index = indexSpots(rows);
    expect(searchMarkets(index, '')).not.toBe(index.rows);
  });
});

describe('futures contracts', () => {
  const contract = (name: string, settle: string, coinName = ''): FuturesContract =>
    ({ settle, name, coinName, categories: [], isSt: false, icon: '', openingTime: 0 });

  it.each<[FuturesContract, MarketKeys]>([
    [contract('BTC_USDT', 'usdt', 'BTC'), { base: 'BTC', quote: 'USDT', name: '', pair: 'BTC_USDT' }],
    [contract('BTC_USD', 'btc'), { base: 'BTC', quote: 'USD', name: '', pair: 'BTC_USD' }],
    [contract('ODD', 'usdt'), { base: 'ODD', quote: 'usdt', name: '', pair: 'ODD' }],
  ])('keys of %j', (c, keys) => {
    expect(contractKeys(c)).toEqual(keys);
  });

  it('rank by the same tiers', () => {
    const list = [contract('ETH_USDT', 'usdt', 'ETH'), contract('ETHFI_USDT', 'usdt', 'ETHFI'), contract('ETH_USD', 'btc', 'ETH')];
    expect(searchMarkets(indexContracts(list), 'eth').map((c) => c.name)).toEqual(['ETH_USDT', 'ETH_USD', 'ETHFI_USDT']);
  });
});

describe('searchPilot: pair or address', () => {
  const token = (name: string, address: string, showPair = `${name}/USDT`): PilotToken =>
    ({ name, address, showPair, icon: '', chainIcon: '', seoPath: '', isHot: false, market: 'solana', cate: [] });
  const tokens = [
    token('BONK2', '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'),
    token('PEPE', '0xabcdef0000000000000000000000000000000001'),
    token('MOON', '0x1111PePe000000000000000000000000000000aa'),
    token('NOPAIR', 'EQ0000', ''),
  ];
  const names = (list: PilotToken[]) => list.map((t) => t.name);

  it.each<[string, string, string[]]>([
    ['pair, any case', 'pepe', ['PEPE', 'MOON']],
    ['the quote of the pair', '/usdt', ['BONK2', 'PEPE', 'MOON']],
    ['a full address', '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', ['BONK2']],
    ['an address in another case', '0XABCDEF0000000000000000000000000000000001', ['PEPE']],
    ['the name when the pair is empty', 'nopair', ['NOPAIR']],
    ['nothing', 'zzz', []],
    ['empty', ' ', ['BONK2', 'PEPE', 'MOON', 'NOPAIR']],
  ])('%s (%j)', (_name, query, expected) => {
    expect(names(searchPilot(tokens, query))).toEqual(expected);
  });
});

describe('searchPreMarket: by currency', () => {
  const item = (currency: string, fullName = ''): PreMarketItem => ({ currency, market: `${currency}_USDT`, fullName, tags: [] });
  const items = [item('ZNR', 'Zenora'), item('ZETA'), item('ABZ')];

  it.each<[string, string[]]>([
    ['z', ['ZNR', 'ZETA', 'ABZ']], ['ZN', ['ZNR']], ['zenora', []], ['', ['ZNR', 'ZETA', 'ABZ']], ['usdt', []],
  ])('%j → %j', (query, expected) => {
    expect(searchPreMarket(items, query).map((i) => i.currency)).toEqual(expected);
  });
});

describe('the indexed path and the definition agree', () => {
  const symbol = fc.stringMatching(/^[A-Z0-9]{1,6}$/);
  const row = fc.tuple(symbol, fc.constantFrom('USDT', 'USDC', 'BTC', 'ETH', 'TRY'), fc.constantFrom('', 'Bitcoin', 'Tether Gold', 'Pol Token'))
    .map(([base, quote, name]) => spot(`${base}_${quote}`, name));
  const rows = fc.array(row, { maxLength: 60 });
  const query = fc.oneof(symbol, fc.constantFrom('btc', 'usd', 'matic', 'pol', 't_u', 'coin', ' ', 'b/u'), fc.string({ maxLength: 4 }));

  it('searchMarkets(indexMarkets(rows)) equals rankMarkets(rows)', () => {
    fc.assert(fc.property(rows, query, (list, q) => {
      expect(searchMarkets(indexMarkets(list, spotKeys), q)).toEqual(rankMarkets(list, q, spotKeys));
    }));
  });

  it('is a stable partition by tier: each match once, tiers non-decreasing, input order within a tier, nothing else', () => {
    fc.assert(fc.property(rows, query, (list, q) => {
      const out = searchMarkets(indexSpots(list), q);
      if (q.trim() === '') {
        expect(out).toEqual(list);
        return;
      }
      const position = new Map(list.map((r, i) => [r, i]));
      const matched = list.filter((r) => marketTier(spotKeys(r), q) !== NO_MATCH);
      expect(new Set(out)).toEqual(new Set(matched));
      expect(out).toHaveLength(matched.length);
      for (let i = 1; i < out.length; i++) {
        const [prev, cur] = [out[i - 1] as SpotRow, out[i] as SpotRow];
        const [tPrev, tCur] = [marketTier(spotKeys(prev), q), marketTier(spotKeys(cur), q)];
        expect(tPrev).toBeLessThanOrEqual(tCur);
        if (tPrev === tCur) expect(position.get(prev)).toBeLessThan(position.get(cur) as number);
      }
    }));
  });
});

describe('speed', () => {
  it('ranks 10,000 rows for 1-4 character queries in well under 2 ms (median)', () => {
    const quotes = ['USDT', 'USDC', 'BTC', 'ETH', 'TRY'];
    const rows = Array.from({ length: 10_000 }, (_, i) => spot(`C${(i * 7919).toString(36).toUpperCase()}_${quotes[i % 5]}`, `Coin number ${i}`));
    const index = indexSpots(rows);
    for (let warm = 0; warm < 20; warm++) searchMarkets(index, 'btc');
    const times: number[] = [];
    for (const q of ['b', 'bt', 'btc', 'btcx', 'u', 'us', 'usd', 'usdt', 'c1', 'num']) {
      for (let run = 0; run < 5; run++) {
        const t0 = performance.now();
        searchMarkets(index, q);
        times.push(performance.now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    // About 0.8 ms here with the machine busy. The bound is loose so a loaded 2-core run does not
    // flake, yet it catches the slow shapes met on the way (entries built by spread: 5 ms and more);
    // `npm run bench` records the figure the issue asks for.
    expect(times[times.length >> 1]).toBeLessThan(4);
  });
});
