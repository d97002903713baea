import type { FuturesContract, PilotToken, PreMarketItem, SpotRow, TradeTab } from '../../api/calls/markets';
import type { PreLists } from './cache-rules';
import { newlistedOrder } from './order-rules';
import type { ExtraPanel, MarketTab } from '../../config/menus/market-tabs';
import type { MenuEntry } from '../../config/menus/types';
import { isEntryVisible, type VisibilityInput } from '../../rules/menu-visibility';

/**
 * What a market panel shows (site-chrome.md §2 "market dropdowns with tabs, side-menu selector,
 * search and a virtual list", §4): its tabs, each tab's side-menu categories, and the rows of one
 * category, before the search ranks them (market-search.ts). Pure functions of the lists; the
 * panel (src/markets/) renders them.
 */

export const tabOfPanel = (panel: ExtraPanel): MarketTab => (panel === 'pre_mint' ? 'pre_market' : panel);

/** A panel's tabs: those of its menu's visible entries, in menu order, each once. */
export function panelTabs(panels: readonly ExtraPanel[]): MarketTab[] {
  return [...new Set(panels.map(tabOfPanel))];
}

/** A tab's name as the server gives it (`common/tabs`, any depth), or null: the panel names it itself. */
export function tabName(tabs: readonly TradeTab[], key: string): string | null {
  for (const tab of tabs) {
    if (tab.key === key) return tab.name.trim() || null;
    const inner = tabName(tab.children, key);
    if (inner) return inner;
  }
  return null;
}

// ---- categories -------------------------------------------------------------------------------------

/** The NEWLISTED sub-tab (§4), the category the server puts on new listings. */
export const NEWLISTED = 'NEWLISTED';
const isNew = (x: { categories: readonly string[] }): boolean => x.categories.includes(NEWLISTED);

/**
 * The new-listing announcements (compliance §2 `/announcements/newlisted`), linked under a
 * NEWLISTED list: the listings' own announcements are where a visitor reads what is coming. As an
 * entry of the menu data, so the switches that hide the Announcements entry (the `news` flag, the
 * `latest_news` compliance code) hide it too, by the one visibility rule.
 */
export const NEW_LISTINGS: MenuEntry & { route: string } = {
  id: 'markets.newListings', label: 'markets.newListings', route: '/announcements/newlisted', flag: 'news', menuCode: 'latest_news',
};

/** The route of the link under a list of `category`, or null: only NEWLISTED, not while a query searches the whole tab. */
export function newListingsRoute(category: string, searching: boolean, input: VisibilityInput): string | null {
  return category === NEWLISTED && !searching && isEntryVisible(NEW_LISTINGS, input) ? NEW_LISTINGS.route : null;
}

/** Keys by how many items carry them, most first; ties keep the order first seen. */
function byCount(keys: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
}

/** Margin rows: the pairs with a leverage (`multiple` above 0). */
export const isMarginRow = (row: SpotRow): boolean => row.multiple > 0;

/** A spot (or margin) list's side menu: its quote currencies, the busiest first, then NEWLISTED when any row has it. */
export function spotCategories(rows: readonly SpotRow[]): string[] {
  const quotes = byCount(rows.map((r) => r.currB).filter((q) => q !== ''));
  return rows.some(isNew) ? [...quotes, NEWLISTED] : quotes;
}

/** The rows of one spot category at `now` (ms): a quote's pairs in list order, or NEWLISTED in its order (§4). */
export function spotsIn(rows: readonly SpotRow[], category: string, now: number): SpotRow[] {
  return category === NEWLISTED ? newlistedOrder(rows.filter(isNew), now) : rows.filter((r) => r.currB === category);
}

/** The futures side menu: the settles that have contracts, USDT first (§2's default), then NEWLISTED. */
export function contractCategories(groups: Readonly<Record<string, readonly FuturesContract[]>>): string[] {
  const settles = Object.keys(groups).filter((s) => (groups[s]?.length ?? 0) > 0);
  settles.sort((a, b) => Number(b === 'usdt') - Number(a === 'usdt'));
  return Object.values(groups).some((g) => g.some(isNew)) ? [...settles, NEWLISTED] : settles;
}

/** One settle's contracts, or NEWLISTED across the settles: not yet open first, soonest first (§4). */
export function contractsIn(groups: Readonly<Record<string, readonly FuturesContract[]>>, category: string, now: number): FuturesContract[] {
  if (category !== NEWLISTED) return [...(groups[category] ?? [])];
  return newlistedOrder(Object.values(groups).flat().filter(isNew), now);
}

export const PILOT_CATEGORIES = ['all', 'hot'] as const;

export function pilotIn(tokens: readonly PilotToken[], category: string): PilotToken[] {
  return category === 'hot' ? tokens.filter((t) => t.isHot) : [...tokens];
}

export const PRE_CATEGORIES = ['preMarket', 'preMint'] as const;

export function preIn(lists: PreLists, category: string): PreMarketItem[] {
  return [...(category === 'preMint' ? lists.preMint : lists.preMarket)];
}

// ---- row details --------------------------------------------------------------------------------------

/** A long on-chain address as `0x12ab…cd34` (the full one stays searchable, §5). */
export function shortAddress(address: string): string {
  return address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

export type OpeningUnit = 'minute' | 'hour' | 'day';

/**
 * How long until an opening `ms` away, for `Intl.RelativeTimeFormat` ("in 26 hours"): whole
 * minutes below an hour, hours below two days, else days; rounded up, so it never reads "in 0".
 */
export function untilOpening(ms: number): { value: number; unit: OpeningUnit } {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.ceil(minutes / 60);
  return hours < 48 ? { value: hours, unit: 'hour' } : { value: Math.ceil(hours / 24), unit: 'day' };
}
