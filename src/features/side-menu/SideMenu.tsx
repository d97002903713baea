/** @jsxImportSource @emotion/react */
import { useEffect, useId, useMemo, useReducer, useRef, useSyncExternalStore, type Dispatch, type KeyboardEvent } from 'react';
import { subscribeMedia, viewportWidth } from '../../platform/media-query';
import { currentOrigin, currentPath } from '../../platform/location';
import { listenWindow } from '../../platform/events';
import { useT } from '../../root/useT';
import { ChevronDown } from '../../ui/icons';
import { lineIcon } from '../../ui/icon-attrs';
import { MenuList } from './MenuList';
import type { SideMenuProps } from './props';
import {
  activeKey, bandOf, groupOf, initialMenu, labelOf, layoutOf, menuReducer, shownGroups, SIDE_MENU_MEDIA,
  type MenuAction, type MenuEntry, type MenuState,
} from './rules';
import * as s from './styles';

/** The viewport's band, read again when either breakpoint's media query flips. */
function subscribeBand(onChange: () => void): () => void {
  const stops = [subscribeMedia(SIDE_MENU_MEDIA.collapse, onChange), subscribeMedia(SIDE_MENU_MEDIA.dropdown, onChange)];
  return () => stops.forEach((stop) => stop());
}
const readBand = () => bandOf(viewportWidth());

/** The page's path, read again on history moves (a single-page app's Back and Forward). */
const subscribePath = (onChange: () => void) => listenWindow('popstate', onChange);

/** Double chevron towards the inline start: "collapse"; turned over while collapsed, mirrored right to left. */
const CollapseIcon = () => (
  <svg {...lineIcon} width={20} height={20}><path d="m11 17-5-5 5-5M18 17l-5-5 5-5" /></svg>
);

interface PartProps {
  state: MenuState;
  dispatch: Dispatch<MenuAction>;
  entries: readonly MenuEntry[];
  active: string | null;
  name: string;
}

/**
 * The side menu (compliance-and-dialogs.md §3, §4, §9): a 300 px panel of links and groups at
 * 1440 px and wider, collapsed to 104 px of icons at 1439 px and below (a button expands it again),
 * a dropdown bar at 992 px and below. The open groups survive collapsing. The link of the current
 * page (its path the longest prefix of the page's) is `aria-current="page"`, and its group starts open.
 */
export function SideMenu({ items, label, collapsed: startCollapsed }: SideMenuProps) {
  const { t } = useT();
  const band = useSyncExternalStore(subscribeBand, readBand, readBand);
  const path = useSyncExternalStore(subscribePath, currentPath, currentPath);
  const active = useMemo(() => activeKey(items, path, currentOrigin()), [items, path]);
  const [state, dispatch] = useReducer(menuReducer, null, () => initialMenu(band, startCollapsed, groupOf(items, active)));
  // A new band or `collapsed` prop, applied during this render (no frame of the old layout).
  if (state.band !== band || state.startCollapsed !== startCollapsed) dispatch({ type: 'sync', band, startCollapsed });
  const part: PartProps = { state, dispatch, entries: items, active, name: label ?? t('sidemenu.label') };
  return layoutOf(state) === 'dropdown' ? <DropdownBar {...part} /> : <Panel {...part} />;
}

/** The panel, expanded or collapsed; the same elements either way, so focus stays where it was. */
function Panel({ state, dispatch, entries, active, name }: PartProps) {
  const { t } = useT();
  const idBase = useId();
  const layout = layoutOf(state);
  const toggleName = t(layout === 'collapsed' ? 'sidemenu.expand' : 'sidemenu.collapse');
  return (
    <nav css={s.panel} aria-label={name} data-layout={layout}>
      <button type="button" css={s.toggle} aria-label={toggleName} title={toggleName} onClick={() => dispatch({ type: 'toggle-collapsed' })}>
        <CollapseIcon />
      </button>
      <MenuList entries={entries} active={active} open={shownGroups(state)} compact={layout === 'collapsed'} idBase={idBase}
        onGroup={(id) => dispatch({ type: 'toggle-group', id })} />
    </nav>
  );
}

/**
 * 992 px and below: a bar whose button shows the current page's label (the menu's name when no
 * link is current) and opens the list under it. Escape closes it and gives the button focus; so
 * do a click anywhere else and a link followed.
 */
function DropdownBar({ state, dispatch, entries, active, name }: PartProps) {
  const idBase = useId();
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { listOpen } = state;
  const close = () => dispatch({ type: 'list', open: false });

  useEffect(() => {
    if (!listOpen) return;
    // A press outside the bar (in the host page, or elsewhere in this root) closes the list.
    return listenWindow('pointerdown', (event) => {
      if (navRef.current && !event.composedPath().includes(navRef.current)) dispatch({ type: 'list', open: false });
    });
  }, [listOpen, dispatch]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !listOpen) return;
    event.preventDefault();
    close();
    buttonRef.current?.focus();
  };

  const listId = `${idBase}-list`;
  return (
    <nav ref={navRef} css={s.bar} aria-label={name} data-layout="dropdown" onKeyDown={onKeyDown}>
      <button ref={buttonRef} type="button" css={s.barButton} aria-expanded={listOpen} aria-controls={listId}
        onClick={() => dispatch({ type: 'list', open: !listOpen })}>
        <span>{labelOf(entries, active) ?? name}</span>
        <span css={s.chevron} aria-hidden="true"><ChevronDown size={16} /></span>
      </button>
      <div id={listId} css={s.barList} hidden={!listOpen}>
        <MenuList entries={entries} active={active} open={shownGroups(state)} compact={false} idBase={idBase}
          onGroup={(id) => dispatch({ type: 'toggle-group', id })} onFollow={close} />
      </div>
    </nav>
  );
}
