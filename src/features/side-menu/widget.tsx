import type { WidgetModule } from '../../root/widget';
import { SideMenu } from './SideMenu';
import { decodeProps, PROP_KEYS, type SideMenuProps } from './props';

export type { Props, SideMenuItem, SideMenuLink } from './props';

/** `mountWidget('side-menu', element, props)`: see `Props` for the props and their defaults. */
export const widget: WidgetModule<SideMenuProps> = {
  keys: PROP_KEYS,
  props: decodeProps,
  View: SideMenu,
};
