import { test, expect } from './fixtures';
import { catalog, collectErrors, expectAccessible, switchTheme } from './helpers';

const en = catalog('sidemenu', 'en');
const WIDGET = '[data-site-chrome-root="widget"]';

/**
 * The side menu on its demo page (one load): 300 px expanded at 1440 px with the current link and
 * a group opened; at 1400 px collapsed to 104 px, and expanding brings the open groups back; at
 * 390 px a dropdown bar; axe light and dark; the handle's update() in place and unmount().
 */
test('side menu widget: expanded, collapsed and dropdown, groups remembered, both themes, update and unmount', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/demo-pages/widget-side-menu.html');
  const menu = page.getByRole('navigation', { name: en['sidemenu.label'] });
  const width = () => menu.evaluate((nav) => Math.round(nav.getBoundingClientRect().width));

  // 1440 px: expanded; this page's link is current, its group open; a closed group opens.
  await expect(menu).toBeVisible();
  await expect.poll(width, { message: 'expanded width' }).toBe(300);
  await expect(menu.getByRole('link', { name: 'Side menu' })).toHaveAttribute('aria-current', 'page');
  const widgets = menu.getByRole('button', { name: 'Widget demos' });
  const account = menu.getByRole('button', { name: 'Account' });
  await expect(widgets).toHaveAttribute('aria-expanded', 'true');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Security' })).toBeHidden();
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Security' })).toBeVisible();
  await expectAccessible(page, 'side menu expanded (light)', [WIDGET]);

  await switchTheme(page);
  await expect(page.locator(`${WIDGET} .sc-root`)).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, 'side menu expanded (dark)', [WIDGET]);

  // 1400 px: collapsed to icons, groups shut; expanding brings both open groups back.
  await page.setViewportSize({ width: 1400, height: 900 });
  await expect.poll(width, { message: 'collapsed width' }).toBe(104);
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(widgets).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Security' })).toBeHidden();
  await expect(menu.getByRole('link', { name: 'Help centre' })).toHaveAttribute('title', 'Help centre');
  await menu.getByRole('button', { name: en['sidemenu.expand'] }).click();
  await expect.poll(width, { message: 'expanded again' }).toBe(300);
  await expect(menu.getByRole('button', { name: en['sidemenu.collapse'] })).toBeFocused();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(widgets).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Security' })).toBeVisible();

  // 390 px: a bar across the page whose button names the current page and opens the list.
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = menu.getByRole('button', { name: 'Side menu', exact: true });
  await expect(bar).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Help centre' })).toBeHidden();
  expect(await width()).toBe(await page.evaluate(() => document.documentElement.clientWidth));
  await bar.click();
  await expect(bar).toHaveAttribute('aria-expanded', 'true');
  // Each link's text ends with its label (an entry without an icon shows its first letter before it).
  await expect(menu.getByRole('link')).toHaveText(['All demo pages', 'Side menu', 'Growth tabs', 'Error page', 'Security', 'API keys', 'Help centre'].map((label) => new RegExp(`${label}$`)));
  await expectAccessible(page, 'side menu dropdown open (dark)', [WIDGET]);
  await page.keyboard.press('Escape');
  await expect(bar).toHaveAttribute('aria-expanded', 'false');
  await expect(bar).toBeFocused();

  // update(): new entries in the same host, the layout kept.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(width, { message: 'expanded at 1440 px again' }).toBe(300);
  const host = page.locator(WIDGET);
  await host.evaluate((h) => h.setAttribute('data-test-mark', 'same'));
  await page.getByRole('button', { name: 'Show fewer entries (update)' }).click();
  await expect(menu.getByRole('link', { name: 'Support' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Account' })).toHaveCount(0);
  await expect(host).toHaveCount(1);
  await expect(host).toHaveAttribute('data-test-mark', 'same');
  expect(await width()).toBe(300);

  // unmount(): nothing left in the target.
  await page.getByRole('button', { name: 'Unmount the menu' }).click();
  await expect(page.locator('#sm-status')).toHaveText('Unmounted: the menu is gone.');
  await expect(host).toHaveCount(0);
  expect(await page.locator('#w').evaluate((w) => w.childNodes.length)).toBe(0);
  expect(errors).toEqual([]);
});
