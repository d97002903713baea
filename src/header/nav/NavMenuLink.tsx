import type { MenuEntry } from '../../config/menus/types';
import type { SiteKey } from '../../config/sites';
import { HEADER_MENUS } from '../../config/menus/header';
import { routeFor } from '../../config/menus/layout';
import { visibleEntries, type VisibilityInput } from '../../rules/menu-visibility';
import { useT } from '../../root/useT';
import { useHref, useSite } from '../../root/useSite';
import { hs } from '../styles';
import { cx } from '../../theme/sheet';
import { ChevronDown } from '../../ui/icons';

/**
 * The page a top-level menu leads to with no script: its first visible entry that is a page (depth
 * first; an action such as the chat room, or an entry that opens a dialog on the site, is no page).
 */
export function menuPage(entries: readonly MenuEntry[], site: SiteKey): string | undefined {
  for (const entry of entries) {
    const route = entry.action || (site === 'eu' && entry.euUpcoming) ? undefined : routeFor(entry, site);
    if (route) return route;
    const inner = entry.children ? menuPage(entry.children, site) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/**
 * A top-level menu with no script (header/NavMenu.tsx's `unscripted.Menu`, in the server's render
 * and the browser's hydration of it): a dropdown needs a script, so the prerendered header shows
 * each menu as a link to its first page, with the same look; a menu with no page left on this site
 * shows its label. After the hydration the menu is its button again.
 */
export function NavMenuLink({ entry, input }: { entry: MenuEntry; input: VisibilityInput; align?: 'start' | 'end' }) {
  const { t } = useT();
  const { site } = useSite();
  const href = useHref();
  const full = HEADER_MENUS.find((menu) => menu.id === entry.id);
  const page = full ? menuPage(visibleEntries(full.children ?? [], input), site.key) : undefined;
  // The menu button's look, chevron included: the button that replaces it after the hydration
  // takes the same box, so nothing in the bar moves.
  const look = <>{t(entry.label)}<span><ChevronDown /></span></>;
  return (
    <li>
      {page
        ? <a className={cx(hs.navItem, hs.menuChevron)} href={href(page)} data-track-target={entry.id}>{look}</a>
        : <span className={cx(hs.navItem, hs.menuChevron)}>{look}</span>}
    </li>
  );
}
