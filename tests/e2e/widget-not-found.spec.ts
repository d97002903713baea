import { test, expect } from './fixtures';
import { catalog, collectErrors, expectAccessible, onSite, switchTheme } from './helpers';

const en = catalog('notfound', 'en');
const ar = catalog('notfound', 'ar');
const WIDGET = '[data-site-chrome-root="widget"]';
const LINKS: readonly [string, string][] = [
  ['notfound.link.learn', '/learn'], ['notfound.link.blog', '/blog'], ['notfound.link.live', '/live'], ['notfound.link.nft', '/nft'],
  ['notfound.link.post', '/post'], ['notfound.link.price', '/price'], ['notfound.link.howToBuy', '/how-to-buy'],
];

/**
 * The 404 page on its demo page (issue 23): at 1440 px the title beside the numerals, back home,
 * the seven Helpful links and the three default stories side by side, axe light and dark; at
 * 390 px one column that fits; update() swaps in the page's stories in place; unmount() empties
 * the target. Then Arabic: right to left, every link under /ar/.
 */
test('404 widget: title, home, helpful links and stories at 1440 and 390 px, both themes, update, unmount, Arabic', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/demo-pages/widget-not-found.html');
  const widget = page.locator(WIDGET);
  const title = widget.getByRole('heading', { level: 1, name: en['notfound.title'] });
  await expect(title).toBeVisible();
  await expect(widget.getByRole('link', { name: en['notfound.home'] })).toHaveAttribute('href', onSite('/'));
  const helpful = widget.getByRole('navigation', { name: en['notfound.helpful'] });
  await expect(helpful.getByRole('link')).toHaveText(LINKS.map(([key]) => en[key]!));
  for (const [key, path] of LINKS) await expect(helpful.getByRole('link', { name: en[key] })).toHaveAttribute('href', onSite(path));
  const stories = widget.getByRole('region', { name: en['notfound.trending'] });
  await expect(stories.getByRole('link')).toHaveCount(3);
  await expect(stories.getByRole('link', { name: en['notfound.story.halving'] })).toHaveAttribute('href', onSite('/explore/bitcoin-halving-countdown'));
  // Desktop: the two lists side by side.
  const [a, b] = await Promise.all([helpful.boundingBox(), stories.boundingBox()]);
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(b!.x).toBeGreaterThan(a!.x + a!.width);
  await expectAccessible(page, '404 desktop (light)', [WIDGET]);
  await switchTheme(page);
  await expect(page.locator(`${WIDGET} .sc-root`)).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, '404 desktop (dark)', [WIDGET]);

  // 390 px: one column, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await stories.boundingBox())!.y).toBeGreaterThan((await helpful.boundingBox())!.y + 100);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, '404 phone (dark)', [WIDGET]);

  // update(): the page's stories, with thumbnails, in the same host.
  await widget.evaluate((h) => h.setAttribute('data-test-mark', 'same'));
  await page.getByRole('button', { name: 'Show this page\'s stories (update)' }).click();
  await expect(stories.getByRole('link')).toHaveCount(3);
  await expect(stories.getByRole('link', { name: /^Copy trading in five minutes/ })).toHaveAttribute('href', onSite('/copytrading'));
  await expect(stories.locator('img')).toHaveCount(2);
  await expect(widget).toHaveAttribute('data-test-mark', 'same');
  await page.getByRole('button', { name: 'Show the default stories (update)' }).click();
  await expect(stories.getByRole('link', { name: en['notfound.story.ordi'] })).toBeVisible();

  // unmount(): nothing left in the target.
  await page.getByRole('button', { name: 'Unmount the 404 page' }).click();
  await expect(widget).toHaveCount(0);
  expect(await page.locator('#w').evaluate((w) => w.childNodes.length)).toBe(0);

  // Arabic: right to left, every link under the language prefix, home is /ar/.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ar/demo-pages/widget-not-found.html');
  await expect(widget.getByRole('heading', { level: 1, name: ar['notfound.title'] })).toBeVisible();
  await expect(widget.locator('.sc-root')).toHaveAttribute('dir', 'rtl');
  await expect(widget.getByRole('link', { name: ar['notfound.home'] })).toHaveAttribute('href', onSite('/ar/'));
  const arLinks = widget.getByRole('navigation', { name: ar['notfound.helpful'] }).getByRole('link');
  await expect(arLinks).toHaveCount(LINKS.length);
  for (const href of await arLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) expect(href).toMatch(/\/ar\//);
  expect(errors).toEqual([]);
});
