import type { MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { useHref } from '../../root/useSite';
import { $searchEntry, openSearch } from '../../stores/search';
import { SEARCH_PAGE } from '../../rules/search';
import { lineIcon } from '../../ui/icon-attrs';
import { hs } from '../styles';

/** A click that asks the browser for a new tab or window keeps the link's own meaning. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;

/**
 * The header's `Search` box (CONTRACT §6; site-chrome.md §2): a round icon button before the user
 * actions, as exchange headers have it, at every width. It is a link to the markets page that,
 * with `microApps.search`, opens the search micro-app in its dialog instead (click or Enter; focus
 * comes back here when it closes). Not shown where the site hides search, for UK- and Italy-limited
 * visitors, or on a page with `device_type` in its query or cookies (§5, rules/search.ts). Static
 * classes only: the first paint keeps its place with the same class, so nothing moves when it comes.
 */
export default function SearchBox() {
  const { t } = useT();
  const href = useHref();
  const entry = useStore($searchEntry);
  if (entry === 'none') return null;
  const app = entry === 'app' ? {
    'aria-haspopup': 'dialog' as const,
    onClick: (e: MouseEvent<HTMLAnchorElement>) => {
      if (!plainClick(e)) return;
      e.preventDefault();
      openSearch(e.currentTarget);
    },
  } : null;
  return (
    <a href={href(SEARCH_PAGE)} className={hs.iconButton} aria-label={t('header.search')} {...app}>
      {/* ui/line-icons' SearchIcon, drawn here: that chunk would be one more request for every visitor. */}
      <svg {...lineIcon}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>
    </a>
  );
}
