import { describe, expect, it } from 'vitest';
import type { FuturesContract, PilotToken, SpotRow } from '../../api/calls/markets';
import {
  contractCategories, contractsIn, isMarginRow, NEWLISTED, newListingsRoute, panelTabs, pilotIn, preIn, shortAddress, spotCategories, spotsIn,
  tabName, tabOfPanel, untilOpening,
} from './view-rules';
import { SITES, type HiddenFlag } from '../../config/sites';
import type { VisibilityInput } from '../../rules/menu-visibility';

const NOW = Date.UTC(2026, 0, 10);
const sec = (ms: number) => Math.floor(ms / 1000);
const spot = (pair: string, extra: Partial<SpotRow> = {}): SpotRow => {
  const [currA = pair, currB = ''] = pair.split('_');
  return { pair, name: '', change: 0, rate: 1, volume: 0, multiple: 0, credit: false, categories: [], prevRate: 1, openingTime: 0,
    crossMultiple: 0, isSt: false, icon: '', currA, currB, trend: 'up', ...extra };
};
const contract = (name: string, settle: string, extra: Partial<FuturesContract> = {}): FuturesContract =>
  ({ settle, name, coinName: name.split('_')[0]!, categories: [], isSt: false, icon: '', openingTime: 0, ...extra });
const token = (name: string, isHot = false): PilotToken =>
  ({ name, address: '', showPair: '', icon: '', chainIcon: '', seoPath: '', isHot, market: '', cate: [] });

describe('panel tabs', () => {
  it.each([
    [['spot', 'margin', 'pilot', 'pre_mint', 'pre_market'], ['spot', 'margin', 'pilot', 'pre_market']],
    [['futures'], ['futures']],
    [['pre_market', 'spot'], ['pre_market', 'spot']],
    [[], []],
  ] as const)('%j gives the tabs %j (menu order, pre-mint is the pre-market tab)', (panels, tabs) => {
    expect(panelTabs(panels)).toEqual(tabs);
  });

  it('pre-mint opens the pre-market tab', () => {
    expect(tabOfPanel('pre_mint')).toBe('pre_market');
    expect(tabOfPanel('spot')).toBe('spot');
  });

  it.each([
    ['spot', 'Spot'],
    ['usdt_futures', 'USDT-M Perpetual'],
    ['options', null], // the server names it with spaces only
    ['nope', null],
  ])('the server name of %s is %s', (key, name) => {
    const tabs = [
      { key: 'spot', name: 'Spot', children: [] },
      { key: 'futures', name: 'Futures', children: [{ key: 'usdt_futures', name: 'USDT-M Perpetual', children: [] }] },
      { key: 'options', name: '  ', children: [] },
    ];
    expect(tabName(tabs, key)).toBe(name);
  });
});

describe('spot categories and rows', () => {
  const rows = [
    spot('BTC_USDT', { multiple: 10 }), spot('ETH_BTC'), spot('ETH_USDT', { multiple: 5 }), spot('SOL_USDC'), spot('XRP_USDC'),
    spot('NEWA_USDT', { categories: [NEWLISTED], openingTime: sec(NOW) + 7200 }),
    spot('NEWB_USDT', { categories: [NEWLISTED], openingTime: sec(NOW) - 60 }),
    spot('NEWC_USDT', { categories: [NEWLISTED], openingTime: sec(NOW) + 3600 }),
  ];

  it('quotes by row count, busiest first (ties in first-seen order), then NEWLISTED', () => {
    expect(spotCategories(rows)).toEqual(['USDT', 'USDC', 'BTC', NEWLISTED]);
    expect(spotCategories(rows.slice(0, 2))).toEqual(['USDT', 'BTC']);
  });

  it.each([
    ['USDT', ['BTC_USDT', 'ETH_USDT', 'NEWA_USDT', 'NEWB_USDT', 'NEWC_USDT']],
    ['BTC', ['ETH_BTC']],
    ['EUR', []],
    // Not yet open first, the soonest first; then the open ones (§4).
    [NEWLISTED, ['NEWC_USDT', 'NEWA_USDT', 'NEWB_USDT']],
  ])('%s holds %j', (category, pairs) => {
    expect(spotsIn(rows, category, NOW).map((r) => r.pair)).toEqual(pairs);
  });

  it('margin rows are the ones with a leverage', () => {
    expect(rows.filter(isMarginRow).map((r) => r.pair)).toEqual(['BTC_USDT', 'ETH_USDT']);
  });
});

describe('futures categories and rows', () => {
  const groups = {
    btc: [contract('BTC_USD', 'btc')],
    usdt: [
      contract('BTC_USDT', 'usdt'),
      contract('NEWA_USDT', 'usdt', { categories: [NEWLISTED], openingTime: sec(NOW) + 50 * 3600 }),
      contract('NEWB_USDT', 'usdt', { categories: [NEWLISTED], openingTime: sec(NOW) - 3600 }),
      contract('NEWC_USDT', 'usdt', { categories: [NEWLISTED], openingTime: sec(NOW) + 26 * 3600 }),
    ],
    usd: [],
  };

  it('settles with contracts, USDT first, then NEWLISTED', () => {
    expect(contractCategories(groups)).toEqual(['usdt', 'btc', NEWLISTED]);
    expect(contractCategories({ btc: groups.btc })).toEqual(['btc']);
  });

  it.each([
    ['usdt', ['BTC_USDT', 'NEWA_USDT', 'NEWB_USDT', 'NEWC_USDT']],
    ['btc', ['BTC_USD']],
    ['usd', []],
    [NEWLISTED, ['NEWC_USDT', 'NEWA_USDT', 'NEWB_USDT']],
  ])('%s holds %j', (category, names) => {
    expect(contractsIn(groups, category, NOW).map((c) => c.name)).toEqual(names);
  });
});

describe('pilot and pre lists', () => {
  it.each([['all', ['A', 'B', 'C']], ['hot', ['B']]])('pilot %s', (category, names) => {
    expect(pilotIn([token('A'), token('B', true), token('C')], category).map((t) => t.name)).toEqual(names);
  });

  it.each([['preMarket', ['P']], ['preMint', ['M']]])('%s', (category, currencies) => {
    const item = (currency: string) => ({ currency, market: '', fullName: '', tags: [] });
    expect(preIn({ preMarket: [item('P')], preMint: [item('M')] }, category).map((i) => i.currency)).toEqual(currencies);
  });
});

describe('row details', () => {
  it.each([
    ['0x1234567890abcdef1234567890abcdef12345678', '0x1234…5678'],
    ['EQshort', 'EQshort'],
    ['', ''],
  ])('%s reads %s', (address, short) => {
    expect(shortAddress(address)).toBe(short);
  });

  it.each([
    [1, { value: 1, unit: 'minute' }],
    [59 * 60_000, { value: 59, unit: 'minute' }],
    [60 * 60_000 + 1, { value: 2, unit: 'hour' }],
    [26 * 3_600_000, { value: 26, unit: 'hour' }],
    [47 * 3_600_000, { value: 47, unit: 'hour' }],
    [47 * 3_600_000 + 1, { value: 2, unit: 'day' }],
    [50 * 3_600_000, { value: 3, unit: 'day' }],
  ] as const)('%i ms reads %j', (ms, expected) => {
    expect(untilOpening(ms as number)).toEqual(expected);
  });
});

describe('the new-listing announcements under a NEWLISTED list (compliance §2 /announcements/newlisted)', () => {
  const input = (hidden: readonly HiddenFlag[] = [], hiddenCodes: readonly string[] = []): VisibilityInput =>
    ({ site: { ...SITES.main, hidden: new Set(hidden) }, loggedIn: false, hiddenCodes, ukLimit: false, italyLimit: false });
  it.each<[string, string, boolean, VisibilityInput, string | null]>([
    ['NEWLISTED', NEWLISTED, false, input(), '/announcements/newlisted'],
    ['another category', 'USDT', false, input(), null],
    ['NEWLISTED while a query searches the whole tab', NEWLISTED, true, input(), null],
    ['a site whose news flag hides announcements', NEWLISTED, false, input(['news']), null],
    ['a compliance answer hiding latest_news', NEWLISTED, false, input([], ['latest_news']), null],
    ['another hidden code changes nothing', NEWLISTED, false, input([], ['nft']), '/announcements/newlisted'],
  ])('%s → %s', (_name, category, searching, visibility, route) => {
    expect(newListingsRoute(category, searching, visibility)).toBe(route);
  });
});
