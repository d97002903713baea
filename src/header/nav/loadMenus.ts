import { withMessages } from '../../i18n/catalogs';
import { once } from '../../platform/once';

/**
 * The menu panels (with the whole menu tree) and the phone drawer load as lazy steps with the
 * menus' messages, after the first paint (size budget); the bar shows the top-level labels meanwhile.
 */
export const loadMenuPanels = once(() => withMessages('navmenu', import('./MenuPanel')));

export const loadDrawer = once(() => withMessages('navmenu', import('../drawer/MenuDrawer')));
