import type { Props as NotFoundProps, NotFoundStory } from '../features/not-found/props';
import type { Props as SideMenuProps, SideMenuItem, SideMenuLink } from '../features/side-menu/props';
import type { Props as GrowthTabsProps } from '../features/growth-tabs/props';
import type { TabName as GrowthTabName } from '../features/growth-tabs/rules';
import type { Props as ChartProps } from '../features/chart/widget';
import type { Bar as ChartBar } from '../features/chart/bars-rules';
import type { ChartDatafeed, SubscriptionId as ChartSubscriptionId } from '../features/chart/datafeed';
import type { Resolution as ChartResolution } from '../features/chart/resolution-rules';

export type {
  NotFoundProps, NotFoundStory, SideMenuProps, SideMenuItem, SideMenuLink, GrowthTabsProps, GrowthTabName,
  ChartProps, ChartBar, ChartDatafeed, ChartSubscriptionId, ChartResolution,
};

/** Each widget's props, as `mountWidget(name, element, props)` and the handle's `update(props)` take them. */
export interface WidgetProps {
  'not-found': NotFoundProps;
  /** No props. */
  'error-page': Partial<Record<string, never>>;
  'side-menu': SideMenuProps;
  'growth-tabs': GrowthTabsProps;
  chart: ChartProps;
}

/** The keys of `T` a caller must give (no default). */
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/**
 * The props argument of widget `N`: optional where every prop has a default, required where one
 * has none (the side menu's `items`, the chart's `datafeed`).
 */
export type WidgetPropsArg<N extends keyof WidgetProps> = N extends unknown
  ? [RequiredKeys<WidgetProps[N]>] extends [never] ? [props?: WidgetProps[N]] : [props: WidgetProps[N]]
  : never;

/** (v1.1) What `mountWidget` resolves to, for widget `N`. */
export interface WidgetHandle<N extends keyof WidgetProps = keyof WidgetProps> {
  /**
   * Changes the props it names and keeps the others (`undefined` brings a prop's default back):
   * checked as at mount (a bad one rejects INVALID_OPTION and the widget keeps its props),
   * re-rendered in place; rejects UNMOUNTED after `unmount()` or once a later `mountWidget` into
   * the same element replaced the widget.
   */
  update(props?: Partial<WidgetProps[N]>): Promise<void>;
  /** Removes the widget and its shadow root from the element. */
  unmount(): void;
}
