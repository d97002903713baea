import type { WidgetModule } from '../../root/widget';
import { EmotionScope } from '../../root/EmotionScope';
import { SideMenu } from './SideMenu';
import { decodeProps, PROP_KEYS, type SideMenuProps } from './props';

export type { Props, SideMenuItem, SideMenuLink } from './props';

/** The side menu in its widget root, styled into its shadow root (EmotionScope). */
function View(props: SideMenuProps) {
  return (
    <EmotionScope>
      <SideMenu {...props} />
    </EmotionScope>
  );
}

/** `mountWidget('side-menu', element, props)`: see `Props` for the props and their defaults. */
export const widget: WidgetModule<SideMenuProps> = {
  keys: PROP_KEYS,
  props: decodeProps,
  View,
};
