import { stripLanguagePrefix } from '../../config/languages';
import type { HiddenFlag, SiteConfig, SiteKey } from '../../config/sites';
import { menuCodeForPath } from '../../rules/menu-codes';
import type { AgencyKind } from './info-rules';

/** The growth tabs, in their default order: the names the `tabs` prop picks from. */
export const TAB_NAMES = ['rewards-hub', 'competition', 'referral', 'affiliate', 'broker'] as const;
export type TabName = (typeof TAB_NAMES)[number];

/** The two tabs only some agency types see: the programmes' own dashboards. */
export type ProgrammeTab = 'affiliate' | 'broker';

interface TabDef {
  /** The page, without the language prefix (added when rendered). */
  route: string;
  /** The per-site switch that hides it, as for the header's menu entries (rules/menu-visibility.ts). */
  flag?: HiddenFlag;
  /** Sites that never show it. */
  hiddenOn?: readonly SiteKey[];
}

/**
 * Each tab's page and the site rules that hide it. The rewards hub and the competition centre
 * follow the header's entries for the same pages (`info.rewards`: flag `giveaways`;
 * `info.competition`: not on the US, Japan and UK sites); referral, affiliate and broker are the
 * referral programme, which a site's `referral` flag hides whole (Hong Kong), as the header's
 * referral and affiliate entries are.
 */
export const TABS: Readonly<Record<TabName, TabDef>> = {
  'rewards-hub': { route: '/rewards_hub', flag: 'giveaways' },
  competition: { route: '/competition/center', hiddenOn: ['america', 'japan', 'uk'] },
  referral: { route: '/referral', flag: 'referral' },
  affiliate: { route: '/referral/affiliate', flag: 'referral' },
  broker: { route: '/referral/broker', flag: 'referral' },
};

/**
 * Which programme tab each agency type of the referral user info sees, the one decision this
 * widget adds to compliance-and-dialogs.md §3, §6 ("affiliate and broker tabs show only when
 * enabled"):
 *
 * | agency_type | kind | affiliate tab | broker tab |
 * | --- | --- | --- | --- |
 * | 0 | normal | no | no |
 * | 1 | affiliate | yes | no |
 * | 2 | agents direct | no | yes |
 * | 3 | partners | no | yes |
 * | 4 | partner direct | no | yes |
 *
 * An affiliate earns through the affiliate programme, so its dashboard is theirs; agents direct,
 * partners and partner direct are the agency (broker) channel's tiers, whose commissions are on the
 * broker page. A normal user has only the referral tab (the invite-friends programme everyone
 * has), and so does a visitor or a user whose referral info has not arrived or failed (its
 * default is type 0). No type sees both programme tabs.
 */
export const PROGRAMME_BY_AGENCY: Readonly<Record<AgencyKind, ProgrammeTab | null>> = {
  normal: null,
  affiliate: 'affiliate',
  'agents-direct': 'broker',
  partners: 'broker',
  'partner-direct': 'broker',
};

/**
 * Whether `tab` shows on `site` for a user of agency type `agency`: the site's rules, the
 * compliance answer's menu codes (`hiddenCodes`: the code of the tab's page, as the header's
 * entries for those pages are hidden: `upcoming_event`, `affiliate`) and, for affiliate and
 * broker, the agency's.
 */
export function tabAllowed(tab: TabName, site: SiteConfig, agency: AgencyKind, hiddenCodes: readonly string[] = []): boolean {
  const def = TABS[tab];
  if (def.flag && site.hidden.has(def.flag)) return false;
  const code = menuCodeForPath(def.route);
  if (code && hiddenCodes.includes(code)) return false;
  if (def.hiddenOn?.includes(site.key)) return false;
  if (tab === 'affiliate' || tab === 'broker') return PROGRAMME_BY_AGENCY[agency] === tab;
  return true;
}

/** The tabs to render: `order` (the `tabs` prop) without the ones `tabAllowed` hides. */
export function visibleTabs(order: readonly TabName[], site: SiteConfig, agency: AgencyKind, hiddenCodes: readonly string[] = []): TabName[] {
  return order.filter((tab) => tabAllowed(tab, site, agency, hiddenCodes));
}

/** A path's page: no language prefix, query or fragment, no trailing slash (`/zh/referral/?a` → `/referral`). */
export function pagePath(path: string): string {
  return stripLanguagePrefix(path.replace(/[?#].*$/, '')).replace(/(.)\/+$/, '$1');
}

/**
 * The tab of the page at `path`: among `tabs`, the one whose route is the longest prefix of the
 * path by whole segments (`/referral/affiliate/x` is the affiliate tab when it shows, else the
 * referral tab; `/referrals` is neither). `null` when no route matches.
 */
export function activeTab(tabs: readonly TabName[], path: string): TabName | null {
  const page = pagePath(path);
  let best: TabName | null = null;
  let length = -1;
  for (const tab of tabs) {
    const route = TABS[tab].route;
    const matches = page === route || page.startsWith(`${route}/`);
    if (matches && route.length > length) {
      best = tab;
      length = route.length;
    }
  }
  return best;
}

/** A move between two tabs, as CH_BY_TAB_PAIR keys it. */
export type TabPair = `${TabName}>${TabName}`;

/**
 * The `ch` (channel) parameter a tab's link carries when another tab is active, keyed
 * `from>to` (from the active tab to the clicked one); a pair with no entry adds no `ch`. The
 * referral tracking reads `ch` as the channel of a referral link (rules/referral.ts), so the codes
 * are plain tokens, `growth_<from>_<to>` with rh = rewards hub, cc = competition centre,
 * ref = referral, aff = affiliate, brk = broker:
 * - every move onto a referral programme tab (referral, affiliate, broker) is attributed to the
 *   tab it came from;
 * - the two campaign pages (rewards hub, competition centre) attribute visits to each other;
 * - moves from a programme tab back to a campaign page carry none (the campaign pages do not
 *   attribute a member's own dashboard), nor do affiliate and broker between themselves (no agency
 *   type sees both), nor a tab's link to itself.
 */
export const CH_BY_TAB_PAIR: Readonly<Partial<Record<TabPair, string>>> = {
  'rewards-hub>competition': 'growth_rh_cc',
  'competition>rewards-hub': 'growth_cc_rh',
  'rewards-hub>referral': 'growth_rh_ref',
  'competition>referral': 'growth_cc_ref',
  'affiliate>referral': 'growth_aff_ref',
  'broker>referral': 'growth_brk_ref',
  'rewards-hub>affiliate': 'growth_rh_aff',
  'competition>affiliate': 'growth_cc_aff',
  'referral>affiliate': 'growth_ref_aff',
  'rewards-hub>broker': 'growth_rh_brk',
  'competition>broker': 'growth_cc_brk',
  'referral>broker': 'growth_ref_brk',
};

/** The `ch` of a move from the active tab (`null`: none is active) to `to`; `null` when the map has none. */
export function channelFor(from: TabName | null, to: TabName): string | null {
  if (!from || from === to) return null;
  return CH_BY_TAB_PAIR[`${from}>${to}`] ?? null;
}

/** `href` with `ch` added to its query (before a fragment); as it is when `ch` is null. */
export function withChannel(href: string, ch: string | null): string {
  if (!ch) return href;
  const hash = href.indexOf('#');
  const [base, fragment] = hash < 0 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}ch=${encodeURIComponent(ch)}${fragment}`;
}
