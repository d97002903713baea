import { expect, test, type Page } from './fixtures';
import { useScenario } from './helpers';

/**
 * Issue 26: a mounted header keeps its DOM identity for the whole page life. A full run once saw a
 * menu button's `aria-controls` change between two reads (useId ids change only when the
 * component mounts again). The test keeps references to the host, the `<header>` and two menu
 * buttons, then goes through what happens to a header: menus opening, the menu tree arriving,
 * language updates with their catalog loads, the theme, dialogs, a login without a reload and the
 * login hint. The same elements must still be in the page, with the same ids.
 */
const DEMO = '/demo-pages/micro-apps.html';
test.describe.configure({ timeout: 90_000 });

type Handle = { update(o: Record<string, unknown>): Promise<void> };

/** Update through the page's handle (`window.__chrome`, a promise of it). */
const update = (page: Page, options: Record<string, unknown>) => page.evaluate(async (o) => {
  const handle = await (window as unknown as { __chrome: Promise<Handle> }).__chrome;
  await handle.update(o);
}, options);

/** Whether the elements remembered at the start are still the page's, and what changed. */
const changes = (page: Page) => page.evaluate(() => {
  const kept = (window as unknown as { __kept: Record<string, Element | string> }).__kept;
  const host = document.querySelector('[data-site-chrome-root="header"]');
  const root = host?.shadowRoot;
  const found: string[] = [];
  if (host !== kept['host']) found.push('the header host is another element');
  if (root?.querySelector('header') !== kept['header']) found.push('the <header> is another element');
  for (const name of ['trade', 'more'] as const) {
    const button = kept[name] as Element;
    if (!button.isConnected) found.push(`the ${name} menu button left the page`);
    if (button.getAttribute('aria-controls') !== kept[`${name}Controls`]) found.push(`the ${name} menu's aria-controls changed`);
  }
  return found;
});

test('the header keeps its elements and ids through menus, updates, catalogs, theme, dialogs and a login', async ({ page, context, baseURL }) => {
  await useScenario(context, baseURL!, 'visitor');
  await page.goto(DEMO);
  const banner = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(banner.getByRole('link', { name: 'Log In' })).toBeVisible();
  const trade = nav.getByRole('button', { name: 'Trade', exact: true });
  const more = nav.getByRole('button', { name: 'More', exact: true });
  await expect(trade).toHaveAttribute('aria-controls', /.+/);
  await page.evaluate(() => {
    const host = document.querySelector('[data-site-chrome-root="header"]')!;
    const buttons = [...host.shadowRoot!.querySelectorAll('nav button[aria-controls]')];
    const named = (text: string) => buttons.find((b) => b.textContent?.trim() === text)!;
    const kept: Record<string, Element | string> = { host, header: host.shadowRoot!.querySelector('header')!, trade: named('Trade'), more: named('More') };
    kept['tradeControls'] = (kept['trade'] as Element).getAttribute('aria-controls')!;
    kept['moreControls'] = (kept['more'] as Element).getAttribute('aria-controls')!;
    (window as unknown as { __kept: typeof kept }).__kept = kept;
  });

  // A menu opens and closes; its panels' chunk brings the whole menu tree.
  await trade.click();
  await expect(banner.getByRole('link', { name: /^Copy Trading/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trade).toHaveAttribute('aria-expanded', 'false');
  expect(await changes(page), 'after a menu').toEqual([]);

  // Language updates: a catalog load each, every label re-rendered.
  await update(page, { lang: 'zh' });
  await expect(banner.getByRole('button', { name: '交易', exact: true })).toBeVisible();
  await update(page, { lang: 'en' });
  await expect(trade).toBeVisible();
  expect(await changes(page), 'after language updates').toEqual([]);

  // The theme.
  const toggle = banner.getByRole('button', { name: /^Switch to (dark|light) theme$/ });
  const before = await toggle.getAttribute('aria-label');
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-label', before!);
  expect(await changes(page), 'after the theme').toEqual([]);

  // A dialog: opened from the header, closed.
  const settings = banner.getByRole('button', { name: 'Settings', exact: true });
  await settings.click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toHaveCount(0);
  await expect(settings).toBeFocused();
  expect(await changes(page), 'after a dialog').toEqual([]);

  // A login without a reload (the demo's login micro-app), then the login hint updated.
  await banner.getByRole('link', { name: 'Log In' }).click();
  const login = page.getByRole('dialog', { name: 'Log In' });
  await login.getByRole('textbox', { name: 'Email or phone' }).fill('ada@example.com');
  await login.getByLabel('Password').fill('secret1');
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(login).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Account' })).toBeVisible();
  await update(page, { isLogin: true });
  // Trade, at the start of the bar: the logged-in actions narrow the nav, and a click on More, now
  // past its scroll edge, scrolls the nav first, which closes its menus by design.
  await trade.click();
  await expect(trade).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(trade).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeAttached();
  expect(await changes(page), 'after a login').toEqual([]);
});
