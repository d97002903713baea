import { expect, test, type Locator } from './fixtures';
import { catalog, collectErrors, expectAccessible, useScenario } from './helpers';

/**
 * The side menu, growth tabs and chart widgets in Arabic (issue 23: "RTL in Arabic"), each on its
 * demo page under /ar/: the names from the Arabic catalogs, the widget's root right to left, the
 * layout mirrored where a visitor would see it (a menu entry's picture at its right, the tab bar's
 * hidden tabs to the left with the arrow on that side, the resolution toolbar's arrow keys), and
 * axe. The 404 page's Arabic run is in widget-not-found.spec.ts.
 */
const WIDGET = '[data-site-chrome-root="widget"]';
const sidemenu = catalog('sidemenu', 'ar');
const growth = catalog('growth', 'ar');
const nav = catalog('nav', 'ar');
const chart = catalog('chart', 'ar');

/** Where a box sits across its container: 0 at the left edge, 1 at the right. */
const across = (inner: Locator, outer: Locator) => Promise.all([inner.boundingBox(), outer.boundingBox()]).then(([i, o]) =>
  (i && o ? (i.x + i.width / 2 - o.x) / o.width : Number.NaN));

test('side menu in Arabic: right to left, pictures at the right, collapse and expand, axe', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ar/demo-pages/widget-side-menu.html');
  const menu = page.getByRole('navigation', { name: sidemenu['sidemenu.label'] });
  await expect(menu).toBeVisible();
  await expect(page.locator(`${WIDGET} .sc-root`).first()).toHaveAttribute('dir', 'rtl');
  await expect(menu.getByRole('link', { name: 'Side menu' })).toHaveAttribute('aria-current', 'page');
  // A top-level entry's picture (its first letter here) is at the right, its label to the left of it.
  const row = await menu.getByRole('link', { name: 'Help centre' }).evaluate((a) => [...a.children].map((c) => Math.round(c.getBoundingClientRect().left)));
  expect(row.length).toBe(2);
  expect(row[0]!).toBeGreaterThan(row[1]!);
  await expectAccessible(page, 'side menu (Arabic, expanded)', [WIDGET]);

  await page.setViewportSize({ width: 1400, height: 900 });
  const expand = menu.getByRole('button', { name: sidemenu['sidemenu.expand'] });
  await expect(expand).toBeVisible();
  await expect.poll(() => menu.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(104);
  await expand.click();
  await expect(menu.getByRole('button', { name: sidemenu['sidemenu.collapse'] })).toBeFocused();
  expect(errors).toEqual([]);
});

test('growth tabs in Arabic: right to left, the first tab at the right, the arrow on the left at 390 px, axe', async ({ page, context, baseURL }) => {
  const errors = collectErrors(page);
  // An affiliate: four tabs, which overflow a phone's width in Arabic too.
  await useScenario(context, baseURL!, 'agency-affiliate', true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ar/demo-pages/widget-growth-tabs.html');
  const bar = page.locator('#w').getByRole('navigation', { name: growth['growth.label'] });
  const rewards = bar.getByRole('link', { name: growth['growth.tab.rewardsHub'] });
  await expect(rewards).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: growth['growth.tab.affiliate'] })).toBeVisible();
  await expect(bar).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator(`#w ${WIDGET} .sc-root`)).toHaveAttribute('dir', 'rtl');
  expect(await rewards.getAttribute('href')).toMatch(/\/ar\/rewards_hub$/);
  expect(await across(rewards, bar)).toBeGreaterThan(0.5);
  await expectAccessible(page, 'growth tabs (Arabic, 1440 px)', ['#w']);

  // A phone: the tabs past the end are to the left, so the left arrow shows and scrolls towards them.
  await page.setViewportSize({ width: 390, height: 800 });
  const left = bar.getByRole('button', { name: nav['nav.scrollLeft'] });
  const right = bar.getByRole('button', { name: nav['nav.scrollRight'] });
  await expect(left).toBeVisible();
  await expect(right).toHaveCount(0);
  await left.click();
  await expect.poll(() => bar.getByRole('list').evaluate((el) => el.scrollLeft)).toBeLessThan(-5);
  await expect(right).toBeVisible();
  await expectAccessible(page, 'growth tabs (Arabic, 390 px, scrolled)', ['#w']);
  expect(errors).toEqual([]);
});

test('chart in Arabic: names from the catalog, the toolbar right to left with mirrored arrow keys, the canvas left to right, axe', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ar/demo-pages/widget-chart.html');
  const region = page.getByRole('region', { name: chart['chart.label']!.replace('{pair}', 'BTC/USDT') });
  await expect(region.getByRole('definition').nth(3)).toHaveText(/\d/, { timeout: 15_000 });
  await expect(page.locator(`#chart ${WIDGET} .sc-root`)).toHaveAttribute('dir', 'rtl');
  await expect(region.getByRole('img')).toHaveAttribute('dir', 'ltr');
  const toolbar = region.getByRole('toolbar', { name: chart['chart.resolution'] });
  const hour = toolbar.getByRole('button', { name: chart['chart.unit.hours']!.replace('{n}', '1'), exact: true });
  const twoHours = toolbar.getByRole('button', { name: chart['chart.unit.hours']!.replace('{n}', '2'), exact: true });
  await expect(hour).toHaveAttribute('aria-pressed', 'true');
  // Right to left, the later resolution is to the left, and ArrowLeft moves to it.
  const [h, h2] = await Promise.all([hour.boundingBox(), twoHours.boundingBox()]);
  expect(h2!.x).toBeLessThan(h!.x);
  await hour.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(twoHours).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(twoHours).toHaveAttribute('aria-pressed', 'true');
  await region.getByRole('button', { name: chart['chart.indicators'] }).click();
  await expect(region.getByRole('textbox', { name: chart['chart.input.length'] })).toBeVisible();
  await expectAccessible(page, 'chart (Arabic, indicator form open)', ['#chart']);
  expect(errors).toEqual([]);
});
