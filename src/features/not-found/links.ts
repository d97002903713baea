import type { MenuEntry } from '../../config/menus/types';
import { visibleEntries, type VisibilityInput } from '../../rules/menu-visibility';

/**
 * The 404 page's Helpful links (compliance §2: learn, blog, live, nft, post, price, how-to-buy),
 * as menu data: the same per-site flags and compliance menu codes as the header's and footer's
 * entries for those pages hide them here.
 */
export const HELPFUL_LINKS: readonly MenuEntry[] = [
  { id: 'learn', label: 'notfound.link.learn', route: '/learn', flag: 'learn', menuCode: 'learn' },
  { id: 'blog', label: 'notfound.link.blog', route: '/blog', flag: 'news', menuCode: 'learn' },
  { id: 'live', label: 'notfound.link.live', route: '/live', flag: 'moments', menuCode: 'community', euUpcoming: true },
  { id: 'nft', label: 'notfound.link.nft', route: '/nft', menuCode: 'nft' },
  { id: 'post', label: 'notfound.link.post', route: '/post', flag: 'moments', menuCode: 'community' },
  { id: 'price', label: 'notfound.link.price', route: '/price', menuCode: 'market_info' },
  { id: 'howToBuy', label: 'notfound.link.howToBuy', route: '/how-to-buy', flag: 'learn' },
];

/**
 * The Trending stories shown when the page passes none (compliance §2: the bitcoin halving
 * countdown, a copy-trading article, an ORDI article). The articles live under Learn and go with
 * it; copy trading is among what the UK and Italy limits and the country-233 rule hide.
 */
export const DEFAULT_STORIES: readonly MenuEntry[] = [
  { id: 'halving', label: 'notfound.story.halving', desc: 'notfound.story.halving.desc', route: '/explore/bitcoin-halving-countdown' },
  {
    id: 'copyTrading', label: 'notfound.story.copyTrading', desc: 'notfound.story.copyTrading.desc',
    route: '/learn/articles/what-is-copy-trading', flag: 'learn', menuCode: 'learn', limited: true, country233: true,
  },
  { id: 'ordi', label: 'notfound.story.ordi', desc: 'notfound.story.ordi.desc', route: '/learn/articles/what-is-ordi', flag: 'learn', menuCode: 'learn' },
];

/**
 * The entries of a list that show for this visitor on this site. A page the EU site has not
 * opened yet (`euUpcoming`: the header answers it with "Stay tuned!") is left out: a page that
 * exists to get a lost visitor somewhere must not offer a dead end.
 */
export function shownEntries(entries: readonly MenuEntry[], input: VisibilityInput): MenuEntry[] {
  const upcoming = input.site.key === 'eu';
  return visibleEntries(entries, input).filter((entry) => !(upcoming && entry.euUpcoming));
}
