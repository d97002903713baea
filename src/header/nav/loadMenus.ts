import { loadMessages } from '../../i18n/catalogs';

/**
 * The menu panels, the whole menu tree and the menus' English labels load as one lazy step after
 * the first paint (size budget); the bar shows the top-level labels meanwhile.
 */
export type MenuPanelModule = typeof import('./MenuPanel');

let panels: Promise<MenuPanelModule> | null = null;

export function loadMenuPanels(): Promise<MenuPanelModule> {
  panels ??= Promise.all([import('./MenuPanel'), loadMessages('navmenu')]).then(([m]) => m);
  panels.catch(() => { panels = null; });
  return panels;
}

export type DrawerModule = typeof import('../drawer/MenuDrawer');

let drawer: Promise<DrawerModule> | null = null;

export function loadDrawer(): Promise<DrawerModule> {
  drawer ??= Promise.all([import('../drawer/MenuDrawer'), loadMessages('navmenu')]).then(([m]) => m);
  drawer.catch(() => { drawer = null; });
  return drawer;
}
