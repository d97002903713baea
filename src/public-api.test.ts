/**
 * Type-level tests of the public API: `tsc -p tsconfig.json` checks this file (each
 * `@ts-expect-error` fails the typecheck when the line it marks compiles), vitest runs it.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type {
  ChartBar, ChartDatafeed, ChartProps, ChartResolution, ChromeHandle, GrowthTabName, GrowthTabsProps, MountOptions, NotFoundProps,
  SideMenuItem, SideMenuLink, SideMenuProps, SiteChromeErrorCode, WidgetHandle, WidgetName, WidgetProps,
} from './index';
import { mount, mountWidget, SiteChromeError, version } from './index';
import * as api from './index';

describe('public API types', () => {
  it('mount() takes the contract options and resolves with a handle', () => {
    expectTypeOf(mount).parameter(0).toEqualTypeOf<MountOptions | undefined>();
    expectTypeOf(mount).returns.resolves.toEqualTypeOf<ChromeHandle>();
    expectTypeOf<MountOptions>().toHaveProperty('giftPopup').toEqualTypeOf<boolean | undefined>();
    expectTypeOf<MountOptions>().toHaveProperty('serviceWorker').toEqualTypeOf<boolean | undefined>();
    expectTypeOf(version).toBeString();
    const good: MountOptions = { site: 'turkey', lang: 'tr', header: '#top', footer: false, analytics: { collector: '/c' }, onError: () => undefined };
    const byId: MountOptions = { site: 177 };
    void [good, byId];
  });

  it('refuses what is not in the contract', () => {
    // @ts-expect-error an unknown site key
    void (() => mount({ site: 'mars' }));
    // @ts-expect-error an unknown site id
    void (() => mount({ site: 1 }));
    // @ts-expect-error an unknown language
    void (() => mount({ lang: 'klingon' }));
    // @ts-expect-error an unknown option
    void (() => mount({ colour: 'red' }));
    // @ts-expect-error a micro-app the contract does not name
    void (() => mount({ microApps: { games: '/g.js' } }));
    // @ts-expect-error update() takes no target
    void ((h: ChromeHandle) => h.update({ header: '#x' }));
    // @ts-expect-error an unknown widget
    void (() => mountWidget('sidebar', document.body));
    // (v1.1) The widget handle updates and unmounts.
    void (async () => {
      const widget = await mountWidget('error-page', document.body);
      expectTypeOf(widget.update).parameters.toEqualTypeOf<[props?: Partial<Partial<Record<string, never>>>]>();
      expectTypeOf(widget.unmount).toEqualTypeOf<() => void>();
      // @ts-expect-error the error page has no props
      void widget.update({ title: 'x' });
    });
    expectTypeOf<'NOT_AVAILABLE' | 'UNMOUNTED' | 'INVALID_OPTION'>().toExtend<SiteChromeErrorCode>();
    expectTypeOf<'INVALID_OPTIONS'>().not.toExtend<SiteChromeErrorCode>();
    expectTypeOf<'chart'>().toExtend<WidgetName>();
  });

  it('(issue 23) widget props are typed per widget: required where a prop has no default', () => {
    const feed: ChartDatafeed = { getBars: () => Promise.resolve([]), subscribe: () => () => undefined };
    void (async () => {
      const chart = await mountWidget('chart', document.body, { datafeed: feed, resolution: '1D', height: 400 });
      expectTypeOf(chart).toEqualTypeOf<WidgetHandle<'chart'>>();
      // update() names the props it changes; the others keep their values.
      void chart.update({ symbol: 'ETH_USDT' });
      // @ts-expect-error no such resolution
      void chart.update({ resolution: '7' });
      await mountWidget('not-found', document.body);
      await mountWidget('not-found', document.body, { stories: [{ title: 'T', href: '/t', image: '/t.png' }] });
      await mountWidget('growth-tabs', document.body, { tabs: ['referral', 'broker'], current: '/referral' });
      await mountWidget('side-menu', document.body, { items: [{ label: 'A', href: '/a' }, { label: 'B', children: [{ label: 'C', href: '/c' }] }] });
    });
    // @ts-expect-error the side menu needs its items
    void (() => mountWidget('side-menu', document.body));
    // @ts-expect-error no such resolution
    void (() => mountWidget('chart', document.body, { datafeed: feed, resolution: '7' }));
    // @ts-expect-error no such tab
    void (() => mountWidget('growth-tabs', document.body, { tabs: ['earn'] }));
    // @ts-expect-error a story needs its href
    void (() => mountWidget('not-found', document.body, { stories: [{ title: 'T' }] }));
    expectTypeOf<WidgetProps['not-found']>().toEqualTypeOf<NotFoundProps>();
    expectTypeOf<SideMenuItem>().toHaveProperty('children').toEqualTypeOf<readonly SideMenuLink[] | undefined>();
    expectTypeOf<GrowthTabsProps['tabs']>().toEqualTypeOf<readonly GrowthTabName[] | undefined>();
    expectTypeOf<ChartProps['resolution']>().toEqualTypeOf<ChartResolution | number | undefined>();
    expectTypeOf<ChartBar>().toHaveProperty('volume').toBeNumber();
    expectTypeOf<SideMenuProps>().toHaveProperty('items');
  });

  it('window listeners of the SDK events get a typed detail', () => {
    window.addEventListener('sitechrome:ready', (e) => {
      expectTypeOf(e.detail).toEqualTypeOf<{ site: string; lang: string }>();
    });
    window.addEventListener('sitechrome:change', (e) => {
      expectTypeOf(e.detail.key).toEqualTypeOf<'lang' | 'fiat' | 'theme' | 'riseColor' | 'refTime' | 'login'>();
      // @ts-expect-error the detail has no such field
      void e.detail.site;
    });
  });

  it('open("fund-password") resolves with the password or null; the other dialogs with nothing', () => {
    expectTypeOf((h: ChromeHandle) => h.open('fund-password')).returns.resolves.toEqualTypeOf<string | null>();
    expectTypeOf((h: ChromeHandle) => h.open('settings')).returns.resolves.toEqualTypeOf<void>();
    expectTypeOf<'LOGIN_REQUIRED'>().toExtend<SiteChromeErrorCode>();
  });

  it('SiteChromeError carries its code', () => {
    expectTypeOf<SiteChromeError['code']>().toEqualTypeOf<SiteChromeErrorCode>();
    expectTypeOf(api).toHaveProperty('mount');
  });
});

describe('window.SiteChrome (v1.2)', () => {
  it('is typed for script-tag users: the API once loaded, or the page\'s own queue before', () => {
    const sc = window.SiteChrome;
    if (sc && 'mount' in sc) {
      expectTypeOf(sc.mount).toEqualTypeOf<typeof mount>();
      expectTypeOf(sc.version).toBeString();
    }
    window.SiteChrome = window.SiteChrome || { q: [] };
    window.SiteChrome.q?.push(['mount', { site: 'uk' }]);
    // @ts-expect-error the global has no such member
    void (() => (window.SiteChrome as api.SiteChromeGlobal).unmount());
    window.SiteChrome = undefined;
  });
});
