import type { PropFail } from '../../root/widget';
import { TAB_NAMES, type TabName } from './rules';

/** What an integrator passes to `mountWidget('growth-tabs', element, props)` and to `update()`. */
export interface Props {
  /**
   * Which tabs, in this order: names from `'rewards-hub'`, `'competition'`, `'referral'`,
   * `'affiliate'`, `'broker'`, each at most once, at least one. Default: all five in that order.
   * A tab the site or the user may not see stays hidden whatever this says: affiliate only for an
   * affiliate, broker only for agents and partners, the referral programme not where the site
   * hides it.
   */
  tabs?: readonly TabName[];
  /**
   * The path of the page the bar is on (`/referral/affiliate`, with or without the language
   * prefix; a query or fragment is ignored): the tab whose page is its longest prefix is marked
   * current. Default: the browser's path, read at each render; a single-page app passes its route
   * here through `update()` as it navigates.
   */
  current?: string;
}

/** The props as the view receives them: `current` null reads the page's path. */
export interface GrowthTabsProps {
  tabs: readonly TabName[];
  current: string | null;
}

export const PROP_KEYS = ['tabs', 'current'] as const;

const isTabName = (value: unknown): value is TabName => (TAB_NAMES as readonly unknown[]).includes(value);

const TABS_EXPECTED = `a non-empty array of distinct tab names (${TAB_NAMES.map((n) => `"${n}"`).join(', ')})`;

/** Validates and defaults the widget's props; `fail` throws INVALID_OPTION naming `props.<prop>`. */
export function decodeProps(raw: Readonly<Record<string, unknown>>, fail: PropFail): GrowthTabsProps {
  let tabs: readonly TabName[] = TAB_NAMES;
  if (raw.tabs !== undefined) {
    const value = raw.tabs;
    if (!Array.isArray(value) || value.length === 0 || !value.every(isTabName) || new Set(value).size !== value.length) {
      fail('tabs', value, TABS_EXPECTED);
    }
    tabs = [...(value as TabName[])];
  }
  let current: string | null = null;
  if (raw.current !== undefined) {
    const value = raw.current;
    // A path on this site: `//host` and `/\host` would name another origin.
    if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value)) fail('current', value, 'a path starting with a single "/"');
    current = value as string;
  }
  return { tabs, current };
}
