import type { FuturesContract, PilotToken, PreMarketItem, SpotRow, TradeTab } from '../../api/calls/markets';
import type { MarketCacheKind, PreLists } from './cache-rules';
import {
  contractKeys, indexContracts, indexSpots, searchMarkets, searchPilot, searchPreMarket,
} from './search-rules';
import {
  contractCategories, contractsIn, isMarginRow, NEWLISTED, pilotIn, PILOT_CATEGORIES, preIn, PRE_CATEGORIES, shortAddress,
  spotCategories, spotsIn, tabName, untilOpening,
} from './view-rules';
import type { MarketTab } from '../../config/menus/market-tabs';
import { notYetOpen, opensIn } from './order-rules';
import { futuresHref, pilotHref, preMarketItemHref, preMintHref, spotHref, type LinkPlace } from './links-rules';
import { coinIconUrl, type IconPlace } from '../../rules/coin-icon';
import type { TFunction } from '../../root/useT';

/**
 * Each tab of a market panel as data: which list it shows, its side menu, the rows of a category,
 * how they are searched (market-search.ts) and what one row shows. The panel (MarketPanel.tsx)
 * renders any of them the same way.
 */

/** What one row shows; texts are final (translated and formatted). */
export interface RowView {
  id: string;
  /** Root-relative under the language prefix; null when the server's value makes no safe link. */
  href: string | null;
  icon: string;
  base: string;
  quote: string;
  sub: string;
  tags: readonly { text: string; tone?: 'risk' | 'brand' }[];
  price?: string;
  change?: { text: string; up: boolean };
  note?: string;
}

export interface RowContext {
  place: LinkPlace;
  icons: IconPlace;
  t: TFunction;
  locale: string;
  now: number;
  /** `common/tabs`: the server's names. */
  tabs: readonly TradeTab[];
}

export interface TabValues { spot: SpotRow[]; margin: SpotRow[]; futures: Record<string, FuturesContract[]>; pilot: PilotToken[]; pre_market: PreLists }
export interface TabRows { spot: SpotRow; margin: SpotRow; futures: FuturesContract; pilot: PilotToken; pre_market: PreMarketItem }

export interface TabSpec<V, T> {
  /** The store's list (features/markets/markets.ts). */
  kind: MarketCacheKind;
  categories: (value: V) => string[];
  label: (category: string, ctx: RowContext) => string;
  rowsIn: (value: V, category: string, now: number) => T[];
  /**
   * What a query searches: the whole tab, every category (§5's tiers rank quotes too: "usdt" finds
   * the USDT pairs first); absent, the chosen category (pre-market and pre-mint are two lists).
   */
  all?: (value: V) => T[];
  /** Prepares a category's rows once; the result ranks them for each query. */
  search: (rows: readonly T[]) => (query: string) => T[];
  view: (row: T, ctx: RowContext, category: string) => RowView;
  /** Where "View all" leads (§2 routes; `/price` is the markets page). */
  viewAll: (category: string) => string;
  /** Its rows have a last price and a change (spot and margin: the other lists carry none). */
  priced: boolean;
}

// ---- formatting -----------------------------------------------------------------------------------------

/** Intl formatters are slow to build and rows render on every scroll frame: one per locale and kind. */
const formatters = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: (locale: string) => F, locale: string): F {
  let format = formatters.get(key + locale) as F | undefined;
  if (!format) {
    try {
      format = make(locale);
    } catch {
      format = make('en'); // a locale this engine lacks
    }
    formatters.set(key + locale, format);
  }
  return format;
}

/** Prices from 60,000 to 0.00001234: two decimals from 1,000, four from 1, else four significant digits. */
function formatPrice(value: number, locale: string): string {
  const size = value >= 1000 ? 'l' : value >= 1 ? 'm' : 's';
  return formatter(`price${size}`, (l) => new Intl.NumberFormat(l, size === 's' ? { maximumSignificantDigits: 4 }
    : { minimumFractionDigits: 2, maximumFractionDigits: size === 'l' ? 2 : 4 }), locale).format(value);
}

function formatChange(change: number, locale: string): string {
  const format = formatter('change', (l) => new Intl.NumberFormat(l, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }), locale);
  return `${format.format(change)}%`;
}

function opening(at: { openingTime: number }, ctx: RowContext): string | undefined {
  if (!notYetOpen(at, ctx.now)) return undefined;
  const { value, unit } = untilOpening(opensIn(at, ctx.now));
  const when = formatter('opens', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'always' }), ctx.locale).format(value, unit);
  return ctx.t('markets.opens', { when });
}

const st = { text: 'ST', tone: 'risk' } as const;
const badge = (key: 'hot' | 'new', ctx: RowContext) => ({ text: ctx.t(key === 'hot' ? 'nav.badge.hot' : 'nav.badge.new') });
const newLabel = (category: string, ctx: RowContext, other: (c: string) => string) =>
  (category === NEWLISTED ? ctx.t('markets.cat.new') : other(category));

// ---- the tabs -------------------------------------------------------------------------------------------

function spotView(row: SpotRow, ctx: RowContext, margin: boolean): RowView {
  const href = spotHref(row.pair, ctx.place);
  const note = opening(row, ctx);
  return {
    id: row.pair,
    href: href && margin ? `${href}?tab=isolated_margin` : href,
    icon: coinIconUrl(row.currA, ctx.icons, row.icon),
    base: row.currA,
    quote: `/${row.currB}`,
    sub: row.name,
    tags: [...(row.isSt ? [st] : []), ...(margin && row.multiple > 0 ? [{ text: `${row.multiple}x`, tone: 'brand' as const }] : [])],
    price: formatPrice(row.rate, ctx.locale),
    ...(note ? { note } : { change: { text: formatChange(row.change, ctx.locale), up: row.trend === 'up' } }),
  };
}

const spotSpec = (margin: boolean): TabSpec<SpotRow[], SpotRow> => ({
  kind: 'spots',
  categories: (rows) => spotCategories(margin ? rows.filter(isMarginRow) : rows),
  label: (category, ctx) => newLabel(category, ctx, (c) => c),
  rowsIn: (rows, category, now) => spotsIn(margin ? rows.filter(isMarginRow) : rows, category, now),
  all: (rows) => (margin ? rows.filter(isMarginRow) : rows),
  search: (rows) => {
    const index = indexSpots(rows);
    return (query) => searchMarkets(index, query);
  },
  view: (row, ctx) => spotView(row, ctx, margin),
  viewAll: () => '/price',
  priced: true,
});

const futuresSpec: TabSpec<Record<string, FuturesContract[]>, FuturesContract> = {
  kind: 'contracts',
  categories: contractCategories,
  // The server names the settles' tabs (`usdt_futures`: "USDT-M Perpetual"); else the currency.
  label: (category, ctx) => newLabel(category, ctx, (c) => tabName(ctx.tabs, `${c}_futures`) ?? c.toUpperCase()),
  rowsIn: contractsIn,
  all: (groups) => Object.values(groups).flat(),
  search: (rows) => {
    const index = indexContracts(rows);
    return (query) => searchMarkets(index, query);
  },
  view: (row, ctx) => {
    const keys = contractKeys(row);
    return {
      id: `${row.settle}:${row.name}`,
      href: futuresHref(row.settle, row.name, ctx.place),
      icon: coinIconUrl(keys.base, ctx.icons, row.icon),
      base: keys.base,
      quote: `/${keys.quote}`,
      sub: ctx.t('markets.perpetual'),
      tags: [...(row.isSt ? [st] : []), ...(row.categories.includes(NEWLISTED) ? [badge('new', ctx)] : [])],
      note: opening(row, ctx),
    };
  },
  viewAll: () => '/futures_center',
  priced: false,
};

const pilotSpec: TabSpec<PilotToken[], PilotToken> = {
  kind: 'pilot',
  categories: () => [...PILOT_CATEGORIES],
  label: (category, ctx) => ctx.t(category === 'hot' ? 'markets.cat.hot' : 'markets.cat.all'),
  rowsIn: (tokens, category) => pilotIn(tokens, category),
  all: (tokens) => tokens,
  search: (rows) => (query) => searchPilot(rows, query),
  view: (token, ctx) => {
    const [base = token.name, quote] = (token.showPair || token.name).split('/');
    return {
      id: token.address || token.name,
      href: pilotHref(token.seoPath, ctx.place),
      icon: coinIconUrl(token.name, ctx.icons, token.icon),
      base,
      quote: quote ? `/${quote}` : '',
      sub: shortAddress(token.address),
      tags: token.isHot ? [badge('hot', ctx)] : [],
      note: token.market,
    };
  },
  viewAll: () => '/pilot',
  priced: false,
};

const preSpec: TabSpec<PreLists, PreMarketItem> = {
  kind: 'preMarket',
  categories: () => [...PRE_CATEGORIES],
  label: (category, ctx) => ctx.t(category === 'preMint' ? 'markets.cat.preMint' : 'markets.cat.preMarket'),
  rowsIn: (lists, category) => preIn(lists, category),
  search: (rows) => (query) => searchPreMarket(rows, query),
  view: (item, ctx, category) => ({
    id: item.currency,
    href: category === 'preMint' ? preMintHref(ctx.place) : preMarketItemHref(item, ctx.place),
    icon: coinIconUrl(item.currency, ctx.icons),
    base: item.currency,
    quote: '',
    sub: item.fullName,
    tags: item.tags.filter((tag): tag is 'hot' | 'new' => tag === 'hot' || tag === 'new').map((tag) => badge(tag, ctx)),
  }),
  viewAll: (category) => (category === 'preMint' ? '/premint' : '/pre-market'),
  priced: false,
};

export const TAB_SPECS: { [K in MarketTab]: TabSpec<TabValues[K], TabRows[K]> } = {
  spot: spotSpec(false), margin: spotSpec(true), futures: futuresSpec, pilot: pilotSpec, pre_market: preSpec,
};

/** The tab's name: the server's (`common/tabs`) where it answers, else the panel's own. */
export function tabLabel(tab: MarketTab, ctx: Pick<RowContext, 't' | 'tabs'>): string {
  return tabName(ctx.tabs, tab) ?? ctx.t(`markets.tab.${tab}`);
}
