import { describe, expect, it } from 'vitest';
import { SITES, SITE_KEYS, type SiteKey } from '../config/sites';
import { HEADER_MENUS, HEADER_USER_MENUS, EARN_COLUMN } from '../config/menus/header';
import { ACCOUNT_MENU } from '../config/menus/account';
import { INFO_COLUMN, INFO_COLUMN_EU } from '../config/menus/header-info';
import { columns } from '../config/menus/layout';
import type { MenuEntry } from '../config/menus/types';
import { hiddenMenuCodes, isCountry233Verified, visibleEntries, type VisibilityInput, type VisibilityUser } from './menu-visibility';
import {
  canDeposit, canManageSubAccounts, canSwitchAccount, showsCrossMargin, showsDownload, showsLogout, showsRegister,
} from './access';
import { showsSearch } from '../features/search/rules';
import { fillRoute } from './routes';

const TREE: readonly MenuEntry[] = [...HEADER_MENUS, ...HEADER_USER_MENUS, { id: 'account', label: 'nav.main', children: ACCOUNT_MENU }];

// ---- the rules of site-chrome.md §5/§6, written out as the test's own tables ----------------------

/** UK and Italy limits: futures, margin, copy trading, the leveraged order types and web3 entries. */
const LIMITED = new Set([
  'derivatives', 'trade.margin', 'trade.pilot', 'trade.etf', 'trade.copy', 'earn.dual', 'earn.airdrop', 'info.wctc',
  'info.web3', 'more.crosschain', 'funds.futures', 'funds.margin', 'funds.crossMargin', 'funds.options', 'funds.pilot',
  'orders.futures', 'orders.futuresBtc', 'orders.futuresHistory', 'orders.delivery', 'orders.margin', 'orders.crossMargin',
  'orders.pilot', 'orders.bots',
]);
/** Needs login: Funds, Orders, the account pages (not support, login, signup), OTC trades. */
const loginOnly = (id: string) =>
  /^(funds|orders)(\.|$)/.test(id) || (/^account\./.test(id) && !['account.support', 'account.login', 'account.signup'].includes(id))
  || id === 'info.otcTransaction';
const GUEST_ONLY = new Set(['account.login', 'account.signup']);
/** Testnet hides register and logout. */
const TESTNET_HIDDEN = new Set(['account.signup', 'account.logout']);

/**
 * Where each entry is hidden, by site (site-chrome.md §6: "every menu item is hidden for a list of
 * sites"; §2 for the entries). Written out here, never read from the menu data, so a change to the
 * data that the table does not make fails the matrix below.
 */
const REGULATED: readonly SiteKey[] = ['turkey', 'malta', 'hongkong', 'america', 'singapore', 'uk', 'japan', 'uae', 'eu'];
const HIDDEN_ON: Readonly<Record<string, readonly SiteKey[]>> = {
  'buy': ['testnet'],
  'earn': ['testnet'],
  'buy.sale': SITE_KEYS.filter((s) => s !== 'japan'), // /sale is Japan's buy/sell page (§2)
  'buy.gatecard': ['america', 'japan'],
  'more.usdg': ['america', 'japan'],
  'trade.margin': ['america', 'japan', 'hongkong'],
  'trade.pilot': REGULATED,
  'trade.premint': REGULATED,
  'trade.premarket': REGULATED,
  'earn.quant': REGULATED,
  'earn.candy': REGULATED,
  'earn.launchpad': REGULATED,
  'earn.c2cloan': REGULATED,
  'more.rank': REGULATED,
  'more.grants': REGULATED,
  'trade.etf': ['america', 'japan', 'uk', 'hongkong', 'singapore'],
  'trade.copy': ['hongkong', 'japan', 'america'],
  'trade.bots': ['hongkong', 'japan'],
  'info.competition': ['america', 'japan', 'uk'],
  'funds.depositCode': ['america', 'japan', 'uk'],
  'info.wctc': [...REGULATED, 'testnet'],
  'more.turkey': ['turkey'],
};

/** The flag that hides each flagged entry (a site's `hidden` list names the flags it sets). */
const FLAG_OF: Readonly<Record<string, string>> = {
  'buy.p2p': 'otc', 'buy.express': 'otc', 'buy.sell': 'otc', 'buy.sale': 'japanBuySell', 'trade': 'trade',
  'trade.pilot': 'web3', 'derivatives': 'derivatives', 'earn': 'finance', 'earn.institutionWealth': 'organization',
  'earn.quant': 'organization', 'earn.airdrop': 'web3', 'earn.c2cloan': 'otc', 'community': 'moments',
  'community.news': 'news', 'info.referral': 'referral', 'info.affiliate': 'referral', 'info.rewards': 'giveaways',
  'info.announcements': 'news', 'info.calendar': 'news', 'info.blog': 'news', 'info.institution': 'organization',
  'info.otc': 'otc', 'info.otcTransaction': 'otc', 'info.web3': 'web3', 'info.learn': 'learn', 'info.help': 'help',
  'more.crosschain': 'web3', 'more.bitwiki': 'learn', 'more.hotNews': 'news', 'funds.futures': 'derivatives',
  'funds.earn': 'finance', 'funds.options': 'derivatives', 'funds.pilot': 'web3', 'funds.deposit': 'deposit',
  'funds.depositCode': 'deposit', 'funds.depositFiat': 'deposit', 'funds.withdraw': 'withdraw',
  'funds.withdrawInternal': 'withdraw', 'funds.withdrawFiat': 'withdraw', 'orders.spot': 'spotOrder',
  'orders.futures': 'derivatives', 'orders.futuresBtc': 'derivatives', 'orders.futuresHistory': 'derivatives',
  'orders.delivery': 'derivatives', 'orders.pilot': 'web3', 'orders.c2c': 'otc', 'orders.earn': 'finance',
  'orders.bots': 'multipleOrder', 'account.profile': 'personalInfo', 'account.coupons': 'giveaways',
  'account.tickets': 'help', 'account.support': 'help', 'account.reminder': 'notification',
  'account.logout': 'logout', 'account.login': 'login', 'account.signup': 'register',
};

/** The flags each site sets (§6: testnet hides register and logout; the United States no download). */
const SITE_FLAGS: Readonly<Record<SiteKey, readonly string[]>> = {
  main: [],
  turkey: ['derivatives', 'web3', 'giveaways', 'moments', 'organization'],
  malta: ['derivatives', 'web3', 'otc', 'moments', 'giveaways', 'finance'],
  hongkong: ['derivatives', 'web3', 'otc', 'moments', 'giveaways', 'finance', 'payWith', 'referral', 'rewardsHubCard'],
  america: ['download', 'derivatives', 'web3', 'otc', 'moments', 'giveaways'],
  bahamas: ['web3', 'moments'],
  singapore: ['derivatives', 'web3', 'otc', 'moments', 'giveaways'],
  uk: ['derivatives', 'web3', 'otc', 'moments', 'giveaways', 'finance'],
  japan: ['derivatives', 'web3', 'otc', 'moments', 'giveaways', 'finance', 'payWith'],
  uae: ['derivatives', 'web3', 'moments', 'giveaways'],
  eu: ['derivatives', 'web3', 'otc', 'moments'],
  testnet: ['register', 'logout', 'download', 'otc', 'payWith'],
};

type Role = 'visitor' | 'user' | 'sub';
type Limit = 'none' | 'uk' | 'italy';

const USERS: Record<Exclude<Role, 'visitor'>, VisibilityUser> = {
  user: { isSub: false, whiteListShow: true, country: 'DE', verified: 4, crossMarginUid: 0 },
  sub: { isSub: true, whiteListShow: true, country: 'DE', verified: 4, crossMarginUid: 0 },
};

function inputFor(site: SiteKey, role: Role, limit: Limit): VisibilityInput {
  return {
    site: SITES[site], loggedIn: role !== 'visitor', hiddenCodes: [], ukLimit: limit === 'uk', italyLimit: limit === 'italy',
    ...(role === 'visitor' ? {} : { user: USERS[role] }), business: [], isTr: false, viewport: 'desktop', switchTag: false,
  };
}

/** What the rules say for a user-dependent entry in the matrix (no cross margin, no is_tr, whitelisted). */
function ruleExpects(id: string, site: SiteKey, role: Role): boolean {
  switch (id) {
    case 'funds.crossMargin': case 'orders.crossMargin': return false; // crossMarginUid 0
    case 'account.sub': return role === 'user'; // sub-accounts never
    case 'account.deposit': return site === 'main' && role !== 'visitor';
    case 'account.switch': return site === 'main' && role === 'user';
    case 'more.turkey': return false; // is_tr missing
    default: return true;
  }
}

function expected(site: SiteKey, role: Role, limit: Limit): string[] {
  const out: string[] = [];
  const walk = (entries: readonly MenuEntry[]): number => {
    let shown = 0;
    for (const e of entries) {
      if (HIDDEN_ON[e.id]?.includes(site)) continue;
      if (FLAG_OF[e.id] && SITE_FLAGS[site].includes(FLAG_OF[e.id]!)) continue;
      if (limit !== 'none' && LIMITED.has(e.id)) continue;
      if (role === 'visitor' && loginOnly(e.id)) continue;
      if (role !== 'visitor' && GUEST_ONLY.has(e.id)) continue;
      if (site === 'testnet' && TESTNET_HIDDEN.has(e.id)) continue;
      if (!ruleExpects(e.id, site, role)) continue;
      if (e.children?.length) {
        const at = out.length;
        out.push(e.id);
        if (walk(e.children) === 0 && !e.route) { out.splice(at); continue; }
      } else {
        out.push(e.id);
      }
      shown++;
    }
    return shown;
  };
  walk(TREE);
  return out;
}

const ids = (entries: readonly MenuEntry[]): string[] => entries.flatMap((e) => [e.id, ...ids(e.children ?? [])]);

const CASES = SITE_KEYS.flatMap((site) => (['visitor', 'user', 'sub'] as const).flatMap((role) =>
  (['none', 'uk', 'italy'] as const).map((limit) => [site, role, limit] as const)));

describe('header menu visibility: every site × role × limit', () => {
  const all = (entries: readonly MenuEntry[]): MenuEntry[] => entries.flatMap((e) => [e, ...all(e.children ?? [])]);

  it('the data hides each entry on the sites of the table, and nowhere else', () => {
    const data = Object.fromEntries(all(TREE).filter((e) => e.hiddenOn?.length).map((e) => [e.id, [...e.hiddenOn!].sort()]));
    expect(data).toEqual(Object.fromEntries(Object.entries(HIDDEN_ON).map(([id, sites]) => [id, [...sites].sort()])));
  });

  it('each entry carries the flag of the table, and each site sets the flags of the table', () => {
    expect(Object.fromEntries(all(TREE).filter((e) => e.flag).map((e) => [e.id, e.flag]))).toEqual(FLAG_OF);
    for (const site of SITE_KEYS) expect([...SITES[site].hidden].sort(), site).toEqual([...SITE_FLAGS[site]].sort());
  });

  it('the data marks exactly the entries the spec limits, and login-only ones', () => {
    expect(all(TREE).filter((e) => e.limited).map((e) => e.id).sort()).toEqual([...LIMITED].sort());
    expect(all(TREE).filter((e) => e.loginOnly).every((e) => loginOnly(e.id))).toBe(true);
  });

  it.each(CASES)('%s, %s, %s limit', (site, role, limit) => {
    const input = inputFor(site, role, limit);
    const visible = ids(visibleEntries(TREE, input));
    expect(visible).toEqual(expected(site, role, limit));
    // Spot checks straight from the spec text.
    if (site === 'testnet') expect(visible).not.toContain('account.signup');
    if (site === 'testnet') expect(visible).not.toContain('account.logout');
    if (limit !== 'none') {
      for (const id of ['derivatives', 'trade.margin', 'trade.copy', 'orders.futures', 'orders.margin', 'info.web3']) expect(visible).not.toContain(id);
      expect(showsSearch(SITES[site], input)).toBe(false);
      expect(showsDownload(SITES[site], input)).toBe(false);
    }
    if (role === 'visitor') expect(visible.filter((id) => /^(funds|orders)/.test(id))).toEqual([]);
    if (role !== 'visitor' && site === 'main' && limit === 'none') {
      expect(visible).toEqual(expect.arrayContaining(['funds', 'orders', 'orders.c2c', 'funds.depositFiat', 'derivatives.usdt']));
    }
    expect(showsDownload(SITES[site], { ukLimit: false, italyLimit: false })).toBe(site !== 'america' && site !== 'testnet');
  });
});

describe('rules that depend on the user or the compliance answer', () => {
  const main = inputFor('main', 'user', 'none');
  const user = USERS.user;
  const visible = (input: VisibilityInput) => ids(visibleEntries(TREE, input));

  it('the business code button_pilot_account hides the pilot account', () => {
    expect(visible(main)).toContain('funds.pilot');
    expect(visible({ ...main, business: ['button_pilot_account'] })).not.toContain('funds.pilot');
  });

  it('portfolio cross margin only when crossMarginUid > 1', () => {
    for (const [uid, shown] of [[0, false], [1, false], [2, true], [5, true]] as const) {
      const input = { ...main, user: { ...user, crossMarginUid: uid } };
      expect(showsCrossMargin(input)).toBe(shown);
      expect(visible(input).includes('funds.crossMargin')).toBe(shown);
      expect(visible(input).includes('orders.crossMargin')).toBe(shown);
    }
  });

  it('sub-account management: not for sub-accounts, not without white_list_show', () => {
    expect(canManageSubAccounts(main)).toBe(true);
    expect(canManageSubAccounts({ ...main, user: { ...user, isSub: true } })).toBe(false);
    expect(canManageSubAccounts({ ...main, user: { ...user, whiteListShow: false } })).toBe(false);
    expect(visible({ ...main, user: { ...user, whiteListShow: false } })).not.toContain('account.sub');
  });

  it('country 233 with verified > 0 hides margin, copy trading and loans', () => {
    const hidden = ['trade.margin', 'trade.copy', 'funds.margin', 'orders.margin', 'earn.loan', 'earn.c2cloan'];
    const verified233 = { ...main, user: { ...user, country: '233', verified: 1 } };
    expect(isCountry233Verified(verified233.user)).toBe(true);
    for (const id of hidden) expect(visible(verified233)).not.toContain(id);
    const unverified = { ...main, user: { ...user, country: '233', verified: 0 } };
    expect(isCountry233Verified(unverified.user)).toBe(false);
    for (const id of hidden) expect(visible(unverified)).toContain(id);
  });

  it('deposit: logged-in main-site users whose compliance menu lacks deposit', () => {
    expect(canDeposit(main)).toBe(true);
    expect(canDeposit({ ...main, hiddenCodes: ['deposit'] })).toBe(false);
    expect(canDeposit({ ...main, loggedIn: false, user: undefined })).toBe(false);
    expect(canDeposit(inputFor('turkey', 'user', 'none'))).toBe(false);
    expect(visible({ ...main, hiddenCodes: ['deposit'] })).not.toContain('funds.deposit');
  });

  it('Switch Account: main only, sub-accounts only with the is_switch_tag cookie', () => {
    expect(canSwitchAccount(main)).toBe(true);
    const sub = inputFor('main', 'sub', 'none');
    expect(canSwitchAccount(sub)).toBe(false);
    expect(canSwitchAccount({ ...sub, switchTag: true })).toBe(true);
    expect(canSwitchAccount(inputFor('eu', 'user', 'none'))).toBe(false);
  });

  it('register and logout: testnet hides both; no download on the United States site', () => {
    expect(showsRegister(SITES.testnet)).toBe(false);
    expect(showsLogout(SITES.testnet)).toBe(false);
    expect(showsRegister(SITES.main)).toBe(true);
    expect(showsLogout(SITES.main)).toBe(true);
    expect(showsDownload(SITES.america, { ukLimit: false, italyLimit: false })).toBe(false);
    expect(showsDownload(SITES.main, { ukLimit: false, italyLimit: false })).toBe(true);
    // Inside the exchange's app, which is what the button would download (issue 24).
    expect(showsDownload(SITES.main, { ukLimit: false, italyLimit: false, inApp: true })).toBe(false);
  });

  it('compliance menu codes hide their entries', () => {
    const v = visible({ ...main, hiddenCodes: ['derivatives', 'fiat_trade', 'learn'] });
    expect(v).not.toContain('derivatives');
    expect(v).not.toContain('buy.quick');
    expect(v).not.toContain('info.learn');
    expect(v).toContain('buy.card');
  });

  it('the Turkey partner link: only with is_tr and not on small screens', () => {
    expect(visible({ ...main, isTr: true })).toContain('more.turkey');
    expect(visible({ ...main, isTr: true, viewport: 'mobile' })).not.toContain('more.turkey');
    expect(visible(main)).not.toContain('more.turkey');
  });
});

describe('routes and splits', () => {
  it('trade links carry each site\'s default pair', () => {
    const spot = HEADER_MENUS.find((m) => m.id === 'trade')?.children?.find((e) => e.id === 'trade.spot');
    const pairs: Partial<Record<SiteKey, string>> = { main: 'BTC_USDT', turkey: 'BTC_TRY', singapore: 'BTC_SGD', america: 'BTC_USDC', malta: 'BTC_USDC', eu: 'BTC_USDC', japan: 'BTC_JPY', uae: 'BTC_JPY' };
    for (const [site, pair] of Object.entries(pairs)) {
      expect(fillRoute(spot?.route ?? '', { pair: SITES[site as SiteKey].defaultPair, fiat: 'USD' })).toBe(`/trade/${pair}`);
    }
  });

  it('second-level splits: 6 per earn column, 5 per promotions column (8 on EU)', () => {
    expect(EARN_COLUMN).toBe(6);
    expect([INFO_COLUMN, INFO_COLUMN_EU]).toEqual([5, 8]);
    expect(columns([1, 2, 3, 4, 5, 6, 7], 6)).toEqual([[1, 2, 3, 4, 5, 6], [7]]);
    expect(columns([], 0)).toEqual([]);
  });

  it('c2c orders and fiat fill', () => {
    expect(fillRoute('/c2c/orders/USDT_{c2c}?tab_type=history', { pair: 'x', fiat: 'USD', c2c: 'VND' })).toBe('/c2c/orders/USDT_VND?tab_type=history');
    expect(fillRoute('/c2c/market?fiat={fiat}', { pair: 'x', fiat: 'EUR' })).toBe('/c2c/market?fiat=EUR');
  });
});

describe('path-to-menu-code table', () => {
  it('agrees with the header entries that carry a code for the same page', async () => {
    const { menuCodeForPath } = await import('./menu-codes');
    // Every entry whose page the table governs carries that code itself or through its menu.
    const disagree: string[] = [];
    const walk = (entries: readonly MenuEntry[], inherited: readonly string[]) => {
      for (const e of entries) {
        const codes = e.menuCode ? [...inherited, e.menuCode] : inherited;
        const wanted = e.route ? menuCodeForPath(e.route) : undefined;
        if (wanted && !codes.includes(wanted)) disagree.push(`${e.id}: ${e.route} wants ${wanted}, has ${codes.join() || 'none'}`);
        walk(e.children ?? [], codes);
      }
    };
    walk(TREE, []);
    expect(disagree).toEqual([]);
    expect(menuCodeForPath('/futures/USDT/BTC_USDT')).toBe('derivatives');
    expect(menuCodeForPath('/trade/BTC_USDT?tab=isolated_margin')).toBe('margin_etf_trade');
    expect(menuCodeForPath('/trade/BTC_USDT')).toBe('spot_trade');
    expect(menuCodeForPath('/crypto/buy/with-credit-card?method=card')).toBe('credit_paywith_card');
    expect(menuCodeForPath('/about_us')).toBeUndefined();
  });
});

describe('hiddenMenuCodes: the compliance menu, and NFT for a Copper account (site-chrome.md §6, the further flag case)', () => {
  const answer = (menu: string[], isCopper: boolean) => ({ menu, limit: { isCopper } });
  it.each([
    ['a plain answer hides nothing', answer([], false), []],
    ['the compliance menu as it is', answer(['derivatives', 'nft'], false), ['derivatives', 'nft']],
    ['a Copper account adds nft', answer([], true), ['nft']],
    ['a Copper account keeps the menu\'s codes', answer(['derivatives'], true), ['derivatives', 'nft']],
  ] as const)('%s', (_name, compliance, codes) => {
    expect([...hiddenMenuCodes({ menu: [...compliance.menu], limit: compliance.limit })]).toEqual(codes);
  });

  it('an entry with the nft code is dropped for a Copper account, through the one visibility rule', () => {
    const entries: MenuEntry[] = [
      { id: 'x.nft', label: 'nav.main', route: '/nft', menuCode: 'nft' },
      { id: 'x.spot', label: 'nav.main', route: '/trade/{pair}', menuCode: 'spot_trade' },
    ];
    const input = (isCopper: boolean): VisibilityInput => ({
      site: SITES.main, loggedIn: false, hiddenCodes: hiddenMenuCodes({ menu: [], limit: { isCopper } }), ukLimit: false, italyLimit: false,
    });
    expect(visibleEntries(entries, input(false)).map((e) => e.id)).toEqual(['x.nft', 'x.spot']);
    expect(visibleEntries(entries, input(true)).map((e) => e.id)).toEqual(['x.spot']);
  });
});
