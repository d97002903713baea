import type { MenuEntry } from '../config/menus/types';
import type { SiteKey } from '../config/sites';
import { HEADER_MENUS } from '../config/menus/header';
import { routeFor } from '../config/menus/layout';
import { visibleEntries, type VisibilityInput } from '../rules/menu-visibility';
import { useT } from '../root/useT';
import { useHref, useSite } from '../root/useSite';
import { hs } from '../header/styles';

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
 * header/NavMenu.tsx in the server render (build/server-config.ts): a dropdown needs a script, so
 * the prerendered header shows each menu as a link to its first page, with the same look; a menu
 * with no page left on this site shows its label.
 */
export function NavMenu({ entry, input }: { entry: MenuEntry; input: VisibilityInput; align?: 'start' | 'end' }) {
  const { t } = useT();
  const { site } = useSite();
  const href = useHref();
  const full = HEADER_MENUS.find((menu) => menu.id === entry.id);
  const page = full ? menuPage(visibleEntries(full.children ?? [], input), site.key) : undefined;
  return (
    <li>
      {page
        ? <a className={hs.navItem} href={href(page)} data-track-target={entry.id}>{t(entry.label)}</a>
        : <span className={hs.navItem}>{t(entry.label)}</span>}
    </li>
  );
}
