import { atom, computed, onMount } from 'nanostores';
import { $pageSetup } from '../../stores/page-setup';
import { $compliance } from '../../stores/compliance';
import { openDialog } from '../../stores/dialogs';
import { readCookie } from '../../platform/cookies';
import { currentSearch } from '../../platform/location';
import { navigate } from '../../platform/navigation';
import { SEARCH_PAGE, searchEntry, searchPageQuery, type SearchEntry } from './rules';

/** The cookie that marks a page shown inside the exchange's app (site-chrome.md §3, §5). */
const DEVICE_TYPE_COOKIE = 'device_type';

/** What the page says about itself when the box first shows: its query and `device_type` cookie. */
const $page = atom<{ query: string; deviceTypeCookie: string | undefined } | null>(null);
onMount($page, () => {
  $page.set({ query: currentSearch(), deviceTypeCookie: readCookie(DEVICE_TYPE_COOKIE) });
});

/**
 * What the header's search box does (features/search/rules.ts): nothing is shown until the page setup is
 * known; the compliance answer's UK and Italy limits take it away when they arrive, as they do
 * the download button.
 */
export const $searchEntry = computed([$pageSetup, $compliance, $page], (setup, compliance, page): SearchEntry => {
  if (!setup || !page) return 'none';
  const { limit } = compliance.value;
  return searchEntry({ site: setup.site, ukLimit: limit.isUkLimit, italyLimit: limit.isItalyLimit, ...page, app: setup.microApps.search });
});

/**
 * The search micro-app in its dialog, through the dialog queue; focus returns to `trigger`. The
 * dialog is told the markets page rather than importing the rule: shared, the rule would be one
 * more chunk every visitor loads with the box. `keyword` is what the visitor typed in the box
 * (trimmed, `''` for none), handed to the app; asked again while the dialog loads, the request
 * keeps one place with the latest keyword (rules/dialog-requests.ts).
 */
export function openSearch(trigger: HTMLElement, keyword = ''): void {
  openDialog('search', { page: SEARCH_PAGE, keyword: keyword.trim() }, { trigger });
}

/**
 * Without the micro-app: the markets page (`pageHref`, the box's `href(SEARCH_PAGE)` under the
 * language prefix) with what the visitor typed as `?keyword=`.
 */
export function searchOnPage(pageHref: string, typed: string): void {
  navigate(pageHref + searchPageQuery(typed), []);
}
