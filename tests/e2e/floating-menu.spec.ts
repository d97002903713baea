import { expect, test, type Page } from './fixtures';
import { attachThemes, collectErrors, expectAccessible, onSite, switchTheme, useScenario } from './helpers';

/**
 * Issue 23's last footer rows: the floating footer menu (compliance-and-dialogs.md §6: "Hong Kong,
 * EU and mobile visitors do not get the floating footer menu. Turkey hides the gift box.") on the
 * landing page and the compliance demo page (`?site=`, a language prefix), and the footer's sign-up
 * call to action (the `footerSignup` flag's block). The menu comes after the compliance answer
 * and a lazy chunk: the waits are generous on a loaded machine.
 */

const LANDING = '/demo-pages/landing.html';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOWN = { timeout: 20_000 };
/** The menu waits for the visitor to scroll the page: a wheel turn once the chrome is there. */
async function scrollDown(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible(SHOWN);
  await page.mouse.move(100, 300);
  await page.mouse.wheel(0, 240);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}
const OVERLAY = ['[data-site-chrome-root="overlay"]'];

const quickLinks = (page: Page, name = 'Quick links') => page.getByRole('navigation', { name });

/** The names of the menu's controls, in order. */
const names = (page: Page, name?: string) => quickLinks(page, name).locator('a, button').evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()));

test.describe('the floating footer menu', () => {
  test('landing page at 1440 px: the gift box, the app, customer support and Back to top, fixed at the inline end; the host page does not move; axe clean in both themes', async ({ page, context, baseURL }) => {
    const errors = collectErrors(page);
    await useScenario(context, baseURL!, 'visitor');
    await page.setViewportSize(DESKTOP);
    // Where the host's own content sits once the chrome has painted, before the menu.
    await page.addInitScript(() => {
      window.addEventListener('sitechrome:ready', () => requestAnimationFrame(() => {
        const main = document.querySelector('main');
        (window as unknown as { __mainTop?: number }).__mainTop = main ? main.getBoundingClientRect().top + window.scrollY : -1;
      }), { once: true });
    });
    await page.goto(LANDING);
    const menu = quickLinks(page);
    // Nothing before the visitor scrolls.
    await page.waitForLoadState('networkidle');
    await expect(menu).toHaveCount(0);
    await scrollDown(page);
    await expect(menu).toBeVisible(SHOWN);
    expect(await names(page)).toEqual(['Claim rewards', 'Download the app', 'Customer support', 'Back to top']);
    await expect(menu.getByRole('link', { name: 'Claim rewards' })).toHaveAttribute('href', onSite('/rewards_hub'));
    await expect(menu.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', onSite('/appdownload?pos=float'));
    await expect(menu.getByRole('link', { name: 'Customer support' })).toHaveAttribute('href', onSite('/groupchat/call_service?platform=web'));
    await expect(menu.getByRole('button', { name: 'Back to top' })).toBeVisible();
    // Fixed, at the right edge (the inline end of a left-to-right page), above the bottom corner.
    expect(await menu.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const box = (await menu.boundingBox())!;
    expect(DESKTOP.width - (box.x + box.width)).toBeLessThanOrEqual(40);
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
    // It took no room in the host's flow.
    const [before, after] = await page.evaluate(() => [
      (window as unknown as { __mainTop?: number }).__mainTop,
      document.querySelector('main')!.getBoundingClientRect().top + window.scrollY,
    ]);
    expect(after).toBe(before);
    // Its label shows beside a control on hover and on keyboard focus.
    await menu.getByRole('link', { name: 'Customer support' }).focus();
    await expect.poll(() => menu.getByRole('link', { name: 'Customer support' }).locator('.tip').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expectAccessible(page, 'floating footer menu (light)', OVERLAY);
    await switchTheme(page);
    await expectAccessible(page, 'floating footer menu (dark)', OVERLAY);
    await attachThemes(page, 'floating-menu');
    expect(errors).toEqual([]);
  });

  test('Back to top brings a scrolled page back to its top', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(LANDING);
    await scrollDown(page);
    const top = quickLinks(page).getByRole('button', { name: 'Back to top' });
    await expect(top).toBeVisible(SHOWN);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('phones do not get it (390 px); the same page widened gets it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(LANDING);
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible(SHOWN);
    // The footer's content comes after the compliance answer's wave: by then the gate has decided.
    await page.waitForLoadState('networkidle');
    await scrollDown(page);
    await expect(quickLinks(page)).toHaveCount(0);
    await page.setViewportSize(DESKTOP);
    await expect(quickLinks(page)).toBeVisible(SHOWN);
  });

  for (const site of ['hongkong', 'eu'] as const) {
    test(`${site}: no floating menu`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`/trade/BTC_USDT?site=${site}`);
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible(SHOWN);
      await page.waitForLoadState('networkidle');
      await scrollDown(page);
      await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
    });
  }

  test('Turkey hides the gift box; its app entry is its own download page', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/en/trade/BTC_TRY?site=turkey');
    await scrollDown(page);
    await expect(quickLinks(page)).toBeVisible(SHOWN);
    expect(await names(page)).toEqual(['Download the app', 'Customer support', 'Back to top']);
    await expect(quickLinks(page).getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', onSite('/en/mobileapp?pos=float'));
  });

  test('Arabic: right to left, at the left edge, in Arabic; axe clean', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/ar/trade/BTC_USDT');
    await scrollDown(page);
    const menu = quickLinks(page, 'روابط سريعة');
    await expect(menu).toBeVisible(SHOWN);
    expect(await menu.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect((await menu.boundingBox())!.x).toBeLessThanOrEqual(40);
    await expect(menu.getByRole('button', { name: 'العودة إلى الأعلى' })).toBeVisible();
    await expectAccessible(page, 'floating footer menu (Arabic)', OVERLAY);
    await attachThemes(page, 'floating-menu-ar');
  });
});

test.describe('the footer\'s sign-up call to action', () => {
  test('a visitor: Sign up now, to the sign-up page; a logged-in user: none', async ({ page, context, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(LANDING);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Start your crypto journey with Gate' })).toBeVisible(SHOWN);
    await expect(footer.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', onSite('/signup'));
    await expectAccessible(page, 'footer sign-up', ['[data-site-chrome-root="footer"]']);

    await useScenario(context, baseURL!, 'user', true);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible(SHOWN);
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible(SHOWN);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sign up now' })).toHaveCount(0);
  });
});
