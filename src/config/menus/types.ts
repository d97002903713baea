import type { HiddenFlag, SiteKey } from '../sites';
import type { MessageKey } from '../../i18n/catalogs';
import type { ExtraPanel } from './market-tabs';

/**
 * Rules of site-chrome.md §5 and §6 that depend on the user or the compliance answer rather than
 * on the site alone; src/rules/menu-visibility.ts decides each one.
 * - `pilotAccount`: hidden when the compliance business list holds `button_pilot_account`.
 * - `crossMargin`: portfolio cross margin, shown only when crossMarginUid > 1.
 * - `subAccountManage`: hidden for sub-accounts and for users without `white_list_show`.
 * - `deposit`: logged-in main-site users whose compliance menu lacks `deposit`.
 * - `switchAccount`: main site, not a sub-account unless the `is_switch_tag` cookie is set.
 * - `turkeyPartner`: the Gate.TR link, only with `is_tr` and not on small screens.
 */
export type MenuRule = 'pilotAccount' | 'crossMargin' | 'subAccountManage' | 'deposit' | 'switchAccount' | 'turkeyPartner';

/** Something an entry does instead of navigating (the chat room opens in place). */
export type MenuAction = 'chatRoom' | 'transfer';

/**
 * A link or group of the chrome as data. `route` may hold `{pair}` (the site's default trade pair)
 * and `{fiat}` (the current or chosen fiat); every route is language-prefixed when rendered.
 */
export interface MenuEntry {
  id: string;
  label: MessageKey;
  /** One-line description under the label. */
  desc?: MessageKey;
  route?: string;
  /** A different route on some sites (Japan's JPY fiat deposit). */
  routeOn?: Partial<Record<SiteKey, string>>;
  /** Opens in a new tab (external pages and PDFs). */
  external?: boolean;
  /** Sites that never show this entry (site-chrome.md §6). */
  hiddenOn?: readonly SiteKey[];
  /** The per-site switch that hides it (site-chrome.md §2). */
  flag?: HiddenFlag;
  /** Compliance menu code that hides it when present in the compliance answer (site-chrome.md §3). */
  menuCode?: string;
  /** Hidden for UK- or Italy-limited users (site-chrome.md §6). */
  limited?: boolean;
  /** Shown only to logged-in users. */
  loginOnly?: boolean;
  /** Shown only to visitors (Log In, Sign Up). */
  guestOnly?: boolean;
  /** Hidden for users of country 233 with verified > 0 (site-chrome.md §5; see src/rules/menu-visibility.ts). */
  country233?: boolean;
  /** A user- or compliance-dependent rule (see MenuRule). */
  rule?: MenuRule;
  /** On the EU site this link opens the "Stay tuned!" dialog instead (site-chrome.md §6). */
  euUpcoming?: boolean;
  /** Does this instead of navigating. */
  action?: MenuAction;
  /** The Pay-with option that must be on for the chosen fiat (buy_crypto_fiat_setting). */
  payMethod?: 'bankTransfer' | 'creditCard' | 'p2p';
  /** A small badge next to the label (`HOT`, `NEW`). */
  badge?: 'hot' | 'new';
  /**
   * Hovering or focusing it shows a market panel beside the menu (site-chrome.md §4: trade,
   * futures, preMarket, pilot), opened on this tab (src/markets/).
   */
  extraPanel?: ExtraPanel;
  children?: readonly MenuEntry[];
}

/**
 * How a top-level menu lays out its items on a desktop panel (site-chrome.md §9); the phone
 * drawer lists the same items in one column, without descriptions or teaser.
 */
export interface PanelLayout {
  /** Items per column (a longer list continues in the next column). */
  perColumn: number;
  /** Another column length on some sites (Promotions on the EU site). */
  perColumnOn?: Partial<Record<SiteKey, number>>;
  /** The items are titled groups (Earn), each shown in its own columns. */
  groups?: boolean;
  /** The id of an item shown as a card beside the columns rather than in them (the referral teaser). */
  teaser?: string;
  /** The Pay-with fiat picker above the items: its fiat fills `{fiat}` and filters by `payMethod`. */
  payWith?: boolean;
}

/** A top-level menu's panel: its items and how they are laid out. */
export interface MenuPanelData {
  items: readonly MenuEntry[];
  layout: PanelLayout;
}
