/**
 * SiteChrome public ES entry (CONTRACT §3). The classic-script loader exposes the same API on
 * `window.SiteChrome`.
 */
import { mountChrome, type ChromeHandle } from './mount/instance';
import type { SiteChromeError } from './platform/errors';
import type { WidgetName } from './mount/widgets';
import type { WidgetHandle, WidgetPropsArg } from './mount/widget-props';
import { boot as bootInternal, type ScriptAttributes } from './mount/boot';
import type { MountOptions } from './mount/options';

export { SiteChromeError, type SiteChromeErrorCode, type ReportArea } from './platform/errors';
export type { MountOptions, MountTarget } from './mount/options';
export type { MicroApps, AnalyticsOptions } from './stores/page-setup';
export type { ChromeHandle, DialogName, OpenResult } from './mount/instance';
export type { WidgetName } from './mount/widgets';
export type {
  WidgetHandle, WidgetProps, WidgetPropsArg, NotFoundProps, NotFoundStory, SideMenuProps, SideMenuItem, SideMenuLink,
  GrowthTabsProps, GrowthTabName, ChartProps, ChartBar, ChartDatafeed, ChartSubscriptionId, ChartResolution,
} from './mount/widget-props';
export type { SiteChromeEventMap } from './platform/events';
export type { SiteKey, SiteId } from './config/sites';
export type { LanguageCode } from './config/languages';

/** The package version. */
export const version: string = __SC_VERSION__;

/** Mounts header, footer and overlays; rejects with SiteChromeError on bad options. */
export function mount(options?: MountOptions): Promise<ChromeHandle> {
  return mountChrome(options);
}

/**
 * Mounts one page widget into `element`, in its own shadow root, with props typed per widget
 * (`WidgetProps`); rejects with SiteChromeError on a bad name, target or props. Each widget is a
 * lazy chunk no other page pays for.
 */
export async function mountWidget<N extends WidgetName>(name: N, element: Element, ...props: WidgetPropsArg<N>): Promise<WidgetHandle<N>> {
  const { mountWidgetInto } = await import('./mount/widgets');
  return mountWidgetInto(name, element, props[0]);
}

/**
 * (v1.2) `window.SiteChrome` as the script tag defines it (CONTRACT §1-§2): the same API, and
 * `q`, the calls a page queued before the script loaded (`['mount', options]`).
 */
export interface SiteChromeGlobal {
  mount: typeof mount;
  mountWidget: typeof mountWidget;
  version: string;
  /** Set once the bundle has loaded, for `instanceof` checks. */
  SiteChromeError?: typeof SiteChromeError;
  q?: unknown[];
}

declare global {
  interface Window {
    /** The script tag's API, or the page's own queue before the script has loaded. */
    SiteChrome?: SiteChromeGlobal | { q: unknown[] };
  }
}

/**
 * @internal Used by the loader (`site-chrome.umd.js`), which imports the core chunk: the public
 * entry `site-chrome.js` (build/stable-entry.ts) and the declarations (stripInternal) leave it out.
 */
export function __boot(attrs: ScriptAttributes, queue: unknown[]): void {
  bootInternal({ mount, mountWidget: (n, e, p) => mountWidget(n as WidgetName, e as Element, p as Record<string, unknown>) }, attrs, queue);
}
