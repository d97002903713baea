import type { WidgetModule } from '../../root/widget';
import { GrowthTabs } from './GrowthTabs';
import { decodeProps, PROP_KEYS, type GrowthTabsProps } from './props';

export type { Props } from './props';
export type { TabName } from './rules';

/** `mountWidget('growth-tabs', element, props)`: see `Props` for the props and their defaults. */
export const widget: WidgetModule<GrowthTabsProps> = {
  keys: PROP_KEYS,
  props: decodeProps,
  View: GrowthTabs,
};
