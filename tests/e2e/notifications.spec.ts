import { expect as baseExpect, test, type Page } from './fixtures';
import { expectAccessible, onSite, useScenario } from './helpers';

/**
 * The reminder popover (issue 12): the bell opens it through the one dropdown; each tab asks for
 * its types; loading, empty and list states; every message type leads where site-chrome.md §2
 * says, or nowhere (isAllowHref false, an off-site URL).
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Notifications' });
const popover = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const NOTICE_CALL = '**/apiw/v2/herald/get_notice_record?**';

/** Tab, message title, where it leads (a site path) or null for no link. */
const ROUTES: [string, string, string | null][] = [
  ['Trading', 'New listing: ZENORA (ZNR)', '/trade/ZNR_USDT'],
  ['Trading', 'Margin interest adjusted', '/trade/ETH_USDT?tab=isolated_margin'],
  ['Trading', 'Margin ratio warning', '/futures/USDT/BTC_USDT'],
  ['Trading', 'Delivery contract settled', '/futures-delivery/BTC'],
  ['Trading', 'Options position expired', '/options/BTC_USDT-20260627-70000-C'],
  ['Trading', 'Grid bot stopped', '/strategybot/historyStrategy'],
  ['Trading', 'Copy trade opened', '/copytrading/underwayStrategy'],
  ['Trading', 'New Pilot token', '/pilot'],
  ['Activities', 'Startup subscription opens soon', '/startup/372'],
  ['Activities', 'Live now: weekly market outlook', '/live/video/88123?type=live'],
  ['Activities', 'Loan repayment due', '/cryptoloan'],
  ['Activities', 'Auto-invest plan executed', '/auto-investment'],
  ['Activities', 'Simple Earn interest paid', '/simple-earn'],
  ['Activities', 'Claim your airdrop', null],
  ['System', 'Delisting of five trading pairs', '/'],
  ['System', 'Deposit confirmed: 500 USDT', '/myaccount/funds'],
  ['System', 'New login detected', null],
];

async function openPopover(page: Page): Promise<void> {
  await expect(bell(page)).toBeVisible();
  await bell(page).click();
  await expect(popover(page)).toBeVisible();
}

for (const [label, viewport] of [['1440', { width: 1440, height: 900 }], ['390', { width: 390, height: 844 }]] as const) {
  test.describe(`notifications at ${label} px`, () => {
    test.use({ viewport });

    test('every message type leads where §2 says, per tab; each tab is asked for with its types', async ({ page, context, baseURL }) => {
      await useScenario(context, baseURL!, 'user', true);
      const asked: string[] = [];
      page.on('request', (r) => { if (r.url().includes('/herald/get_notice_record')) asked.push(new URL(r.url()).search); });
      await page.goto('/demo-pages/landing.html');
      await openPopover(page);
      await expect(popover(page).getByRole('tab')).toHaveText(['Trading', 'Activities', 'System']);
      for (const tab of ['Trading', 'Activities', 'System']) {
        if (tab !== 'Trading') await popover(page).getByRole('tab', { name: tab }).click();
        await expect(popover(page).getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        for (const [, title, path] of ROUTES.filter(([t]) => t === tab)) {
          const item = popover(page).getByRole('listitem').filter({ hasText: title });
          await expect(item, title).toBeVisible();
          await expect(item).toContainText(/ ago$|^now$|yesterday$/);
          if (path) await expect(item.getByRole('link'), title).toHaveAttribute('href', onSite(path));
          else await expect(item.getByRole('link'), title).toHaveCount(0);
        }
      }
      expect(asked.map((q) => new URLSearchParams(q).get('type'))).toEqual([
        'market,margin,future,delivery,options,strategybot,copytrading,pilot',
        'startup,live,cryptoloan,auto-investment,earn,activity',
        'notices,system',
      ]);
      expect(asked.every((q) => q.includes('page=1') && q.includes('size=10'))).toBe(true);
      await expect(popover(page).getByRole('link', { name: 'View all' })).toHaveAttribute('href', onSite('/reminder'));

      // A click follows the link.
      await popover(page).getByRole('tab', { name: 'Trading' }).click();
      await popover(page).getByRole('link', { name: /New listing: ZENORA/ }).click();
      await page.waitForURL(onSite('/trade/ZNR_USDT') as string);
    });

    test('loading, then the empty state with the way to the settings', async ({ page, context, baseURL }) => {
      await useScenario(context, baseURL!, 'user,no-notifications', true);
      let release!: () => void;
      const held = new Promise<void>((r) => { release = r; });
      await page.route(NOTICE_CALL, async (route) => { await held; await route.continue(); });
      await page.goto('/demo-pages/landing.html');
      await openPopover(page);
      await expect(popover(page).getByRole('status')).toHaveText('Loading notifications');
      release();
      await expect(popover(page).getByText('No notifications yet')).toBeVisible();
      await expect(popover(page).getByRole('link', { name: 'Go to settings' })).toHaveAttribute('href', onSite('/reminder/config'));
      await expect(popover(page).getByRole('listitem')).toHaveCount(0);
    });

    test('axe on the open popover (light and dark); keyboard: open, arrows between tabs, Escape returns focus', async ({ page, context, baseURL }) => {
      await useScenario(context, baseURL!, 'user', true);
      for (const theme of ['0', '2']) {
        await context.addCookies([{ name: 'dark', value: theme, url: baseURL! }]);
        await page.goto('/demo-pages/landing.html');
        await openPopover(page);
        await expect(popover(page).getByRole('listitem').first()).toBeVisible();
        await expectAccessible(page, `notifications popover (dark ${theme}, ${label} px)`, ['[data-site-chrome-root="header"]']);
      }
      await page.keyboard.press('Escape');
      await expect(popover(page)).toBeHidden();
      await expect(bell(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(popover(page)).toBeVisible();
      await popover(page).getByRole('tab', { name: 'Trading' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(popover(page).getByRole('tab', { name: 'Activities' })).toBeFocused();
      await expect(popover(page).getByRole('tab', { name: 'Activities' })).toHaveAttribute('aria-selected', 'true');
      await expect(popover(page).getByRole('listitem').filter({ hasText: 'Startup subscription opens soon' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(bell(page)).toBeFocused();
    });
  });
}

test('server texts show as text: no script runs, the template is filled in', async ({ page, context, baseURL }) => {
  await useScenario(context, baseURL!, 'xss', true);
  await page.goto('/demo-pages/landing.html');
  // The xss scenario also opens the compliance toast (a modal, the page inert behind it): put it away first.
  const toast = page.getByRole('dialog', { name: 'Notice' });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(toast).toBeHidden();
  await openPopover(page);
  await popover(page).getByRole('tab', { name: 'System' }).click();
  const first = popover(page).getByRole('listitem').first();
  await expect(first).toContainText('<');
  expect(await popover(page).locator('img, script, svg:not([aria-hidden]) script, iframe').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});
