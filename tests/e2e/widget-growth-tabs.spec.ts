import { expect, test, type Page } from './fixtures';
import { catalog, collectErrors, expectAccessible, switchTheme, useScenario } from './helpers';

/**
 * The growth tabs widget on its demo page (demo-pages/widget-growth-tabs.html: a header and the
 * widget with `current: '/rewards_hub'`): the affiliate tab by agency type (the dev API's `user`
 * and `agency-affiliate` scenarios), the current tab, axe in both themes, `update()` and
 * `unmount()` of a second instance, the scroll arrows at 390 px, and a tab's link with its `ch`.
 */
const growth = catalog('growth', 'en');
const nav = catalog('nav', 'en');
const REWARDS = growth['growth.tab.rewardsHub']!;
const COMPETITION = growth['growth.tab.competition']!;
const REFERRAL = growth['growth.tab.referral']!;
const AFFILIATE = growth['growth.tab.affiliate']!;
const BROKER = growth['growth.tab.broker']!;

type Handle = { update(props: object): Promise<void>; unmount(): void };
type Api = { mountWidget(name: string, element: Element, props?: object): Promise<Handle> };
type DemoWindow = { SiteChrome: Api; __growth?: Handle; __growthHost?: Element | null };

const widgetTheme = (page: Page, id: string) => page.evaluate((sel) =>
  document.querySelector(sel)?.querySelector('[data-site-chrome-root="widget"]')?.shadowRoot?.querySelector('.sc-root')?.getAttribute('data-theme'), `#${id}`);

test('growth tabs: affiliate by agency type, current tab, axe light and dark, update and unmount, arrows at 390 px, ch on a move', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const bar = page.locator('#w').getByRole('navigation', { name: growth['growth.label'] });

  // A normal user (agency_type 0): no programme tab, once the referral info is in (not busy).
  await useScenario(context, baseURL!, 'user', true);
  await page.goto('/demo-pages/widget-growth-tabs.html');
  await expect(bar.getByRole('link', { name: REWARDS })).toHaveAttribute('aria-current', 'page');
  await expect(bar).not.toHaveAttribute('aria-busy', 'true');
  await expect(bar.getByRole('link')).toHaveText([REWARDS, COMPETITION, REFERRAL]);

  // An affiliate (agency_type 1): the affiliate tab, and no broker tab.
  await useScenario(context, baseURL!, 'agency-affiliate', true);
  await page.reload();
  await expect(bar.getByRole('link', { name: AFFILIATE })).toBeVisible();
  await expect(bar).not.toHaveAttribute('aria-busy', 'true');
  await expect(bar.getByRole('link')).toHaveText([REWARDS, COMPETITION, REFERRAL, AFFILIATE]);
  await expect(bar.getByRole('link', { name: BROKER })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: REWARDS })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: COMPETITION })).not.toHaveAttribute('aria-current', /.*/);
  // Each move carries the ch of its pair; the current tab's own link none.
  const origin = new URL(baseURL!).origin;
  await expect(bar.getByRole('link', { name: REWARDS })).toHaveAttribute('href', `${origin}/rewards_hub`);
  await expect(bar.getByRole('link', { name: REFERRAL })).toHaveAttribute('href', `${origin}/referral?ch=growth_rh_ref`);
  await expect(bar.getByRole('link', { name: AFFILIATE })).toHaveAttribute('href', `${origin}/referral/affiliate?ch=growth_rh_aff`);
  // Wide enough: no arrows.
  await expect(bar.getByRole('button', { name: nav['nav.scrollRight'] })).toHaveCount(0);

  // Light, then dark through the header's theme switch, which the widget follows.
  expect(await widgetTheme(page, 'w')).toBe('light');
  await expectAccessible(page, 'growth tabs (light, 1440 px)', ['#w']);
  await switchTheme(page);
  await expect.poll(() => widgetTheme(page, 'w')).toBe('dark');
  await expectAccessible(page, 'growth tabs (dark, 1440 px)', ['#w']);

  // A second instance: update() re-renders it in place, a bad prop rejects, unmount() leaves nothing.
  await page.evaluate(async () => {
    const w = window as unknown as DemoWindow;
    const el = document.createElement('div');
    el.id = 'extra';
    document.querySelector('main')?.append(el);
    w.__growth = await w.SiteChrome.mountWidget('growth-tabs', el, { tabs: ['referral', 'rewards-hub'], current: '/zh/referral/' });
    w.__growthHost = el.firstElementChild;
  });
  const extra = page.locator('#extra').getByRole('navigation', { name: growth['growth.label'] });
  await expect(extra.getByRole('link')).toHaveText([REFERRAL, REWARDS]);
  await expect(extra.getByRole('link', { name: REFERRAL })).toHaveAttribute('aria-current', 'page');
  await page.evaluate(() => (window as unknown as DemoWindow).__growth?.update({ tabs: ['referral', 'rewards-hub', 'affiliate'], current: '/referral/affiliate/apply' }));
  await expect(extra.getByRole('link')).toHaveText([REFERRAL, REWARDS, AFFILIATE]);
  await expect(extra.getByRole('link', { name: AFFILIATE })).toHaveAttribute('aria-current', 'page');
  await expect(extra.getByRole('link', { name: REFERRAL })).toHaveAttribute('href', `${origin}/referral?ch=growth_aff_ref`);
  expect(await page.evaluate(() => {
    const w = window as unknown as DemoWindow;
    const host = document.getElementById('extra');
    return host?.childElementCount === 1 && host.firstElementChild === w.__growthHost;
  }), 'the same host element after update()').toBe(true);
  const rejected = await page.evaluate(() => (window as unknown as DemoWindow).__growth?.update({ tabs: ['vip'] }).then(() => '', (e: Error & { code?: string }) => `${e.code}: ${e.message}`));
  expect(rejected).toMatch(/^INVALID_OPTION: .*props\.tabs/);
  expect(await widgetTheme(page, 'extra')).toBe('dark');
  await page.evaluate(() => (window as unknown as DemoWindow).__growth?.unmount());
  await expect(page.locator('#extra')).toBeEmpty();
  expect(await page.evaluate(() => document.getElementById('extra')?.childElementCount)).toBe(0);

  // A phone: the bar overflows, the right arrow shows and scrolls it, then the left one shows.
  await page.setViewportSize({ width: 390, height: 800 });
  const right = bar.getByRole('button', { name: nav['nav.scrollRight'] });
  const left = bar.getByRole('button', { name: nav['nav.scrollLeft'] });
  await expect(right).toBeVisible();
  await expect(left).toHaveCount(0);
  await right.click();
  await expect(left).toBeVisible();
  await expect.poll(() => bar.getByRole('list').evaluate((el) => el.scrollLeft)).toBeGreaterThan(5);
  await expectAccessible(page, 'growth tabs (dark, 390 px, scrolled)', ['#w']);

  // A tab's link navigates with the ch of the move (the target page is stubbed).
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(errors, 'console errors').toEqual([]);
  await page.route((url) => url.pathname === '/referral', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!DOCTYPE html><title>Referral</title>' }));
  await bar.getByRole('link', { name: REFERRAL }).click();
  await page.waitForURL(`${origin}/referral?ch=growth_rh_ref`);
});
