import { stripLanguagePrefix } from '../../config/languages';

/**
 * The side menu's sizes and breakpoints (compliance-and-dialogs.md §4, §9): 300 px wide expanded,
 * 104 px collapsed; collapsed at viewport widths of 1439 px and below, a dropdown bar at 992 px and
 * below.
 */
export const SIDE_MENU = { expandedWidth: 300, collapsedWidth: 104, collapseMax: 1439, dropdownMax: 992 } as const;

/** The two breakpoints as media queries: the menu reads the width again when either flips. */
export const SIDE_MENU_MEDIA = {
  collapse: `(max-width: ${SIDE_MENU.collapseMax}px)`,
  dropdown: `(max-width: ${SIDE_MENU.dropdownMax}px)`,
} as const;

/** A link of the menu, as the props decoder leaves it: `href` and `icon` already through the URL guard (absolute). */
export interface MenuLink {
  kind: 'link';
  label: string;
  icon: string | null;
  href: string;
}

/** A group: a disclosure button over its links (one level deep). */
export interface MenuGroup {
  kind: 'group';
  label: string;
  icon: string | null;
  children: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

/** The viewport's band: `wide` ≥ 1440 px, `narrow` 993–1439 px, `dropdown` ≤ 992 px. */
export type Band = 'wide' | 'narrow' | 'dropdown';

/** What the menu looks like: a 300 px panel, a 104 px panel of icons, or a dropdown bar. */
export type Layout = 'expanded' | 'collapsed' | 'dropdown';

export function bandOf(width: number): Band {
  if (width <= SIDE_MENU.dropdownMax) return 'dropdown';
  if (width <= SIDE_MENU.collapseMax) return 'narrow';
  return 'wide';
}

/** Whether the panel is collapsed on arriving in `band`: always when narrow, when wide only if the `collapsed` prop asks. */
export function collapsedFor(band: Band, startCollapsed: boolean): boolean {
  return band === 'narrow' || (band === 'wide' && startCollapsed);
}

export interface MenuState {
  band: Band;
  /** The `collapsed` prop the state was last set from. */
  startCollapsed: boolean;
  /** The panel shows icons only (wide and narrow bands; a dropdown ignores it). */
  collapsed: boolean;
  /** The groups the visitor has open: kept while the panel is collapsed and shown again when it expands. */
  open: readonly string[];
  /** The dropdown bar's list is open. */
  listOpen: boolean;
}

export type MenuAction =
  /** The viewport's band or the `collapsed` prop as they are now (the view sends it when either changed). */
  | { type: 'sync'; band: Band; startCollapsed: boolean }
  /** The collapse / expand button. */
  | { type: 'toggle-collapsed' }
  /** A group's button: collapsed, it expands the panel with that group open. */
  | { type: 'toggle-group'; id: string }
  /** The dropdown bar's button, Escape, a click elsewhere, a link followed. */
  | { type: 'list'; open: boolean };

/** The first state: the band's collapse, and the group of the active link open. */
export function initialMenu(band: Band, startCollapsed: boolean, activeGroup: string | null): MenuState {
  return { band, startCollapsed, collapsed: collapsedFor(band, startCollapsed), open: activeGroup ? [activeGroup] : [], listOpen: false };
}

export function layoutOf(state: MenuState): Layout {
  if (state.band === 'dropdown') return 'dropdown';
  return state.collapsed ? 'collapsed' : 'expanded';
}

/** The groups drawn open: none while collapsed (icons only), else the remembered ones. */
export function shownGroups(state: MenuState): readonly string[] {
  return layoutOf(state) === 'collapsed' ? [] : state.open;
}

/**
 * The menu's transitions. Arriving in another band resets the collapse to the band's (crossing
 * 1439 px collapses or expands it, whatever the button did before) and closes the dropdown's list;
 * a new `collapsed` prop applies on a wide screen. Collapsing never forgets the open groups.
 */
export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'sync': {
      const { band, startCollapsed } = action;
      if (band === state.band && startCollapsed === state.startCollapsed) return state;
      if (band !== state.band) return { ...state, band, startCollapsed, collapsed: collapsedFor(band, startCollapsed), listOpen: false };
      return { ...state, startCollapsed, collapsed: band === 'wide' ? startCollapsed : state.collapsed };
    }
    case 'toggle-collapsed':
      return state.band === 'dropdown' ? state : { ...state, collapsed: !state.collapsed };
    case 'toggle-group': {
      const { id } = action;
      if (layoutOf(state) === 'collapsed') return { ...state, collapsed: false, open: state.open.includes(id) ? state.open : [...state.open, id] };
      return { ...state, open: state.open.includes(id) ? state.open.filter((g) => g !== id) : [...state.open, id] };
    }
    case 'list':
      return state.band !== 'dropdown' || state.listOpen === action.open ? state : { ...state, listOpen: action.open };
  }
}

/** A group's id: its place and label, so an `update()` that keeps a group where it was keeps it open. */
export const groupId = (index: number, label: string): string => `${index}:${label}`;

/** A link's key: `3` for the fourth entry, `3.1` for the second link of that group. */
export const linkKey = (index: number, child?: number): string => (child === undefined ? `${index}` : `${index}.${child}`);

/** A path's page: no query or fragment, no language prefix, no trailing slash (`/zh/wallet/?a` → `/wallet`). */
export function pagePath(path: string): string {
  return stripLanguagePrefix(path.replace(/[?#].*$/, '')).replace(/(.)\/+$/, '$1');
}

/** Whether `page` is `route` or under it by whole segments; the root `/` is the home page only. */
function under(page: string, route: string): boolean {
  return page === route || (route !== '/' && page.startsWith(`${route}/`));
}

/** The page of a link on `origin`, or null for a link elsewhere (another of the site's domains). */
function linkPage(href: string, origin: string): string | null {
  try {
    const url = new URL(href);
    return url.origin === origin ? pagePath(url.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * The key of the link for the page at `path` on `origin`: the one whose path is the longest prefix
 * of the page's, by whole segments and without the language prefix on either (`/wallet` is active
 * on `/zh/wallet/spot`, not on `/wallets`); the first of equals wins. Null when none matches.
 */
export function activeKey(entries: readonly MenuEntry[], path: string, origin: string): string | null {
  const page = pagePath(path);
  let best: string | null = null;
  let length = -1;
  const consider = (key: string, href: string) => {
    const route = linkPage(href, origin);
    if (route !== null && under(page, route) && route.length > length) {
      best = key;
      length = route.length;
    }
  };
  entries.forEach((entry, i) => {
    if (entry.kind === 'link') consider(linkKey(i), entry.href);
    else entry.children.forEach((child, j) => consider(linkKey(i, j), child.href));
  });
  return best;
}

/** The group holding the link `key` (`3.1` → the fourth entry's id), or null for a top-level link. */
export function groupOf(entries: readonly MenuEntry[], key: string | null): string | null {
  const [top, child] = key?.split('.') ?? [];
  const entry = child === undefined ? undefined : entries[Number(top)];
  return entry?.kind === 'group' ? groupId(Number(top), entry.label) : null;
}

/** The label of the link `key`, for the dropdown bar's button. */
export function labelOf(entries: readonly MenuEntry[], key: string | null): string | null {
  if (key === null) return null;
  const [top, child] = key.split('.').map(Number);
  const entry = entries[top ?? -1];
  if (!entry) return null;
  if (entry.kind === 'link') return child === undefined ? entry.label : null;
  return child === undefined ? null : entry.children[child]?.label ?? null;
}

/** What a collapsed entry without an icon shows: its label's first character, upper case in `locale`. */
export function firstLetter(label: string, locale: string): string {
  const [first = ''] = Array.from(label.trim());
  try {
    return first.toLocaleUpperCase(locale);
  } catch {
    return first.toUpperCase();
  }
}
