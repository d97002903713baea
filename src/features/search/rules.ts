import type { SiteConfig } from '../../config/sites';

/**
 * The header's search box (site-chrome.md §2, §5; CONTRACT §3 `microApps.search`, §6 `Search`).
 * Its own module, not access.ts: access.ts is on the first paint and the box is a lazy part.
 */

/**
 * Where the box leads without the micro-app: the markets page (site-chrome.md §2, Learn: `/price`),
 * the route of the header's Markets entry (config/menus/top.ts; search.test.ts keeps them equal).
 * Written here, not taken from the menu data, so the first paint does not export it for a lazy part.
 */
export const SEARCH_PAGE = '/price';

/** Market search: its site flag and the UK/Italy limits hide it (§6). */
export function showsSearch(site: Pick<SiteConfig, 'hidden'>, limits: { ukLimit: boolean; italyLimit: boolean }): boolean {
  return !site.hidden.has('search') && !(limits.ukLimit || limits.italyLimit);
}

/**
 * What the box does: `none` (not shown), `app` (opens the search micro-app in a dialog) or `page`
 * (a field whose Enter goes to the markets page). §5 skips the search modal when search is hidden or when the page
 * carries `device_type` in its query or cookies (the exchange's own app shows the page in a web
 * view and searches natively): then there is no box at all, not a box leading elsewhere. Without
 * `microApps.search` the box is a field that searches on the markets page, never a control that
 * does nothing.
 */
export type SearchEntry = 'none' | 'app' | 'page';

export interface SearchEntryInput {
  site: Pick<SiteConfig, 'hidden'>;
  ukLimit: boolean;
  italyLimit: boolean;
  /** The page's query string (`?a=1`, or empty). */
  query: string;
  /** The `device_type` cookie: `undefined` when the page has none (an empty value counts). */
  deviceTypeCookie: string | undefined;
  /** The `microApps.search` URL, if configured. */
  app: string | undefined;
}

export function searchEntry(input: SearchEntryInput): SearchEntry {
  if (!showsSearch(input.site, input)) return 'none';
  if (input.deviceTypeCookie !== undefined || new URLSearchParams(input.query).has('device_type')) return 'none';
  return input.app ? 'app' : 'page';
}

/**
 * The query the box adds to the markets page in `page` mode: `?keyword=` with what the visitor
 * typed, trimmed and encoded as one query value; nothing for an empty or blank field (the page
 * then shows every market) or for text that cannot be encoded (a lone surrogate, pasted).
 */
export function searchPageQuery(typed: string): string {
  const keyword = typed.trim();
  if (!keyword) return '';
  try {
    return `?keyword=${encodeURIComponent(keyword)}`;
  } catch {
    return ''; // URIError
  }
}
