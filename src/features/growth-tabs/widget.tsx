import type { WidgetModule } from '../../root/widget';
import { EmotionScope } from '../../root/EmotionScope';
import { GrowthTabs } from './GrowthTabs';
import { decodeProps, PROP_KEYS, type GrowthTabsProps } from './props';

export type { Props } from './props';
export type { TabName } from './rules';

/** The growth tabs in their widget root, styled into its shadow root (EmotionScope). */
function View(props: GrowthTabsProps) {
  return (
    <EmotionScope>
      <GrowthTabs {...props} />
    </EmotionScope>
  );
}

/** `mountWidget('growth-tabs', element, props)`: see `Props` for the props and their defaults. */
export const widget: WidgetModule<GrowthTabsProps> = {
  keys: PROP_KEYS,
  props: decodeProps,
  View,
};
