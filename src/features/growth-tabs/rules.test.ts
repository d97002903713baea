import { describe, expect, it } from 'vitest';
import { SITES, SITE_KEYS, type SiteConfig } from '../../config/sites';
import { INFO_MENU } from '../../config/menus/header-info';
import { AGENCY_KINDS, agencyKind } from './info-rules';
import {
  CH_BY_TAB_PAIR, TABS, TAB_NAMES, activeTab, channelFor, pagePath, tabAllowed, visibleTabs, withChannel,
  type TabName, type TabPair,
} from './rules';

const site = (key: keyof typeof SITES, hidden: SiteConfig['hidden'] = SITES[key].hidden): SiteConfig => ({ ...SITES[key], hidden });

describe('growth tabs: affiliate and broker by agency type', () => {
  it.each([
    // agency_type → the tabs on the main site (which hides none)
    [0, ['rewards-hub', 'competition', 'referral']],
    [1, ['rewards-hub', 'competition', 'referral', 'affiliate']],
    [2, ['rewards-hub', 'competition', 'referral', 'broker']],
    [3, ['rewards-hub', 'competition', 'referral', 'broker']],
    [4, ['rewards-hub', 'competition', 'referral', 'broker']],
    // A type this version does not know counts as a normal user.
    [7, ['rewards-hub', 'competition', 'referral']],
  ] as const)('agency_type %i → %j', (type, tabs) => {
    expect(visibleTabs(TAB_NAMES, SITES.main, agencyKind(type))).toEqual(tabs);
  });

  it('shows no agency type both programme tabs', () => {
    for (const kind of AGENCY_KINDS) {
      expect(tabAllowed('affiliate', SITES.main, kind) && tabAllowed('broker', SITES.main, kind)).toBe(false);
    }
  });
});

describe('growth tabs: the site flags', () => {
  it.each([
    // site, agency → tabs
    ['main', 'affiliate', ['rewards-hub', 'competition', 'referral', 'affiliate']],
    // Hong Kong hides the referral programme (flag `referral`) and the rewards hub (`giveaways`).
    ['hongkong', 'affiliate', ['competition']],
    ['hongkong', 'partners', ['competition']],
    // The US, Japan and UK sites hide the competition centre and (`giveaways`) the rewards hub.
    ['america', 'affiliate', ['referral', 'affiliate']],
    ['japan', 'agents-direct', ['referral', 'broker']],
    ['uk', 'normal', ['referral']],
    ['bahamas', 'partner-direct', ['rewards-hub', 'competition', 'referral', 'broker']],
    ['turkey', 'affiliate', ['competition', 'referral', 'affiliate']],
    ['eu', 'affiliate', ['rewards-hub', 'competition', 'referral', 'affiliate']],
  ] as const)('%s, %s → %j', (key, agency, tabs) => {
    expect(visibleTabs(TAB_NAMES, SITES[key], agency)).toEqual(tabs);
  });

  it('hides affiliate and broker on any site that hides the referral programme, whatever the agency', () => {
    const hiding = site('main', new Set(['referral']));
    for (const kind of AGENCY_KINDS) expect(visibleTabs(TAB_NAMES, hiding, kind)).toEqual(['rewards-hub', 'competition']);
  });

  it('hides the rewards hub and the competition centre where the header hides their entries', () => {
    const entry = (route: string) => INFO_MENU.find((e) => e.route === route);
    for (const tab of ['rewards-hub', 'competition', 'referral', 'affiliate'] as const) {
      const header = entry(TABS[tab].route);
      expect(header, TABS[tab].route).toBeDefined();
      for (const key of SITE_KEYS) {
        const headerShows = !(header?.flag && SITES[key].hidden.has(header.flag)) && !header?.hiddenOn?.includes(key);
        // The programme tabs' agency rule aside: an affiliate sees the affiliate tab wherever the site allows it.
        expect(tabAllowed(tab, SITES[key], 'affiliate'), `${tab} on ${key}`).toBe(headerShows);
      }
    }
  });

  it('keeps the order and subset the `tabs` prop asks for', () => {
    expect(visibleTabs(['broker', 'referral', 'rewards-hub'], SITES.main, 'partners')).toEqual(['broker', 'referral', 'rewards-hub']);
    expect(visibleTabs(['affiliate'], SITES.main, 'normal')).toEqual([]);
  });
});

describe('growth tabs: the compliance answer\'s menu codes (as the header\'s entries for the same pages)', () => {
  it.each<[string, readonly string[], TabName[]]>([
    ['none hidden: all that the agency allows', [], ['rewards-hub', 'competition', 'referral', 'affiliate']],
    ['upcoming_event hides the rewards hub and the competition centre', ['upcoming_event'], ['referral', 'affiliate']],
    ['affiliate hides the referral programme\'s tabs', ['affiliate'], ['rewards-hub', 'competition']],
    ['both: nothing left', ['upcoming_event', 'affiliate'], []],
    ['an unrelated code changes nothing', ['nft'], ['rewards-hub', 'competition', 'referral', 'affiliate']],
  ])('%s', (_, codes, expected) => {
    expect(visibleTabs(TAB_NAMES, SITES.main, 'affiliate', codes)).toEqual(expected);
  });
});

describe('growth tabs: the active tab follows the path (longest prefix)', () => {
  const all = ['rewards-hub', 'competition', 'referral', 'affiliate', 'broker'] as const;
  it.each([
    ['/rewards_hub', all, 'rewards-hub'],
    ['/rewards_hub/', all, 'rewards-hub'],
    ['/rewards_hub/tasks?from=x#top', all, 'rewards-hub'],
    ['/zh/rewards_hub', all, 'rewards-hub'],
    ['/competition/center', all, 'competition'],
    ['/competition/center/futures', all, 'competition'],
    ['/competition', all, null],
    ['/competition/wctc/s7', all, null],
    ['/referral', all, 'referral'],
    ['/ar/referral?ch=x', all, 'referral'],
    ['/referral/affiliate', all, 'affiliate'],
    ['/referral/affiliate/apply', all, 'affiliate'],
    ['/tr/referral/broker', all, 'broker'],
    // The affiliate tab not shown: its page belongs to the referral tab.
    ['/referral/affiliate', ['rewards-hub', 'competition', 'referral'], 'referral'],
    ['/referral/affiliate', ['rewards-hub'], null],
    ['/referrals', all, null],
    ['/referral_hub', all, null],
    ['/', all, null],
    ['', all, null],
    ['/trade/BTC_USDT', all, null],
  ] as const)('%j → %s', (path, tabs, active) => {
    expect(activeTab(tabs, path)).toBe(active);
  });

  it.each([
    ['/en-eu/referral/', '/referral'], ['/zh', '/'], ['/', '/'], ['/a//', '/a'], ['/a?b/c', '/a'], ['/a#/b', '/a'],
  ])('the page of %j is %j', (path, page) => {
    expect(pagePath(path)).toBe(page);
  });
});

describe('growth tabs: the `ch` of a move between tabs', () => {
  it.each([
    ['rewards-hub', 'competition', 'growth_rh_cc'],
    ['competition', 'rewards-hub', 'growth_cc_rh'],
    ['rewards-hub', 'referral', 'growth_rh_ref'],
    ['competition', 'referral', 'growth_cc_ref'],
    ['affiliate', 'referral', 'growth_aff_ref'],
    ['broker', 'referral', 'growth_brk_ref'],
    ['rewards-hub', 'affiliate', 'growth_rh_aff'],
    ['competition', 'affiliate', 'growth_cc_aff'],
    ['referral', 'affiliate', 'growth_ref_aff'],
    ['rewards-hub', 'broker', 'growth_rh_brk'],
    ['competition', 'broker', 'growth_cc_brk'],
    ['referral', 'broker', 'growth_ref_brk'],
    // No entry, no ch.
    ['referral', 'rewards-hub', null],
    ['affiliate', 'competition', null],
    ['broker', 'rewards-hub', null],
    ['affiliate', 'broker', null],
    ['broker', 'affiliate', null],
    ['referral', 'referral', null],
    [null, 'referral', null],
    [null, 'rewards-hub', null],
  ] as const)('%s → %s: %s', (from, to, ch) => {
    expect(channelFor(from, to)).toBe(ch);
  });

  it('keys every entry by two different tabs, with a unique code the referral tracking keeps', () => {
    const entries = Object.entries(CH_BY_TAB_PAIR) as [TabPair, string][];
    expect(entries).toHaveLength(12);
    for (const [pair, code] of entries) {
      const [from, to] = pair.split('>') as [TabName, TabName];
      expect(TAB_NAMES).toContain(from);
      expect(TAB_NAMES).toContain(to);
      expect(from).not.toBe(to);
      // rules/referral.ts keeps a channel that is a plain token of at most 128 characters.
      expect(code).toMatch(/^[\w.~-]{1,128}$/);
    }
    expect(new Set(entries.map(([, code]) => code)).size).toBe(entries.length);
  });

  it.each([
    ['https://www.gate.com/referral', 'growth_rh_ref', 'https://www.gate.com/referral?ch=growth_rh_ref'],
    ['/zh/referral', 'growth_rh_ref', '/zh/referral?ch=growth_rh_ref'],
    ['/referral?a=1', 'x y', '/referral?a=1&ch=x%20y'],
    ['/referral#top', 'c', '/referral?ch=c#top'],
    ['/referral', null, '/referral'],
  ] as const)('%s with ch %j → %s', (href, ch, out) => {
    expect(withChannel(href, ch)).toBe(out);
  });
});
