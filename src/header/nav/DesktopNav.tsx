import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { TOP_MENUS } from '../../config/menus/top';
import type { MenuEntry } from '../../config/menus/types';
import { visibleEntries } from '../../rules/menu-visibility';
import { useT } from '../../root/useT';
import { useHref } from '../../root/useSite';
import { useVisibilityInput } from '../../root/useVisibilityInput';
import { mq } from '../../theme/tokens';
import { closeMenu } from '../../ui/openMenu';
import { NavMenu } from '../NavMenu';
import { hs } from '../styles';
import { classes } from '../../theme/sheet';
import { lazyView } from '../../ui/lazyView';
import { loadMenuPanels } from './loadMenus';

/** The arrows' state is first checked 100 ms after load (site-chrome.md §4); their code loads then. */
const ARROWS_MS = 100;
const ScrollArrows = lazyView(() => import('../../ui/ScrollArrows').then((m) => ({ default: m.ScrollArrows })));

/** After the first paint, fetch the panels while the visitor reads the page. */
const PREFETCH_MS = 1500;

const s = classes('desktopnav', {
  wrap: `
    position: relative;
    flex: 1;
    min-width: 0;
    display: flex;
    align-items: center;
    ${mq.compact} {
      display: none;
    }
  `,
  list: `
    display: flex;
    align-items: center;
    margin: 0;
    overflow-x: auto;
    overflow-y: hidden;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
  `,
});

/**
 * The desktop navigation: the top-level menus (first paint), their lazy panels, and the scroll
 * arrows when the bar is too narrow for them. Below 992 px the drawer takes over.
 */
export function DesktopNav() {
  const { t } = useT();
  const href = useHref();
  const input = useVisibilityInput();
  const listRef = useRef<HTMLUListElement>(null);
  const [arrows, setArrows] = useState(false);
  const [tree, setTree] = useState<readonly MenuEntry[]>(TOP_MENUS);
  const menus = useMemo(() => visibleEntries(tree, input), [tree, input]);

  // Once the panels are loaded the full tree is known: menus left empty by the rules disappear.
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => void loadMenuPanels().then((m) => live && setTree(m.HEADER_MENUS), () => undefined), PREFETCH_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => setArrows(true), ARROWS_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <nav aria-label={t('nav.main')} className={s.wrap}>
      <ul ref={listRef} className={s.list} onScroll={() => closeMenu()} data-track="nav">
        {menus.map((entry) =>
          entry.children ? (
            <NavMenu key={entry.id} entry={entry} input={input} />
          ) : (
            <li key={entry.id}>
              <a className={hs.navItem} href={entry.route ? href(entry.route) : undefined} data-track-target={entry.id}>{t(entry.label)}</a>
            </li>
          ),
        )}
      </ul>
      {arrows ? <Suspense fallback={null}><ScrollArrows list={listRef} items={menus.length} /></Suspense> : null}
    </nav>
  );
}
