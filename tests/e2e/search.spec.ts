import { expect, test, type Locator, type Page } from './fixtures';
import { collectErrors, expectAccessible, onSite, useScenario } from './helpers';
import { indexMarkets, searchMarkets } from '../../src/features/markets/search-rules';

/**
 * The header's search box and the search micro-app (issue 15, part B): `Search` (a searchbox,
 * CONTRACT §6) opens the demo's search app (demo-pages/micro-apps/search.js) in a dialog with the
 * props of site-chrome.md §7 and what was typed; the app ranks the dev API's spot list with the
 * SDK's own ranking in a windowed listbox; a failing app offers the markets page and Retry; the
 * box is not there at all with `device_type` (§5), and without the app it is a field that leads
 * to the markets page. Each test is one viewport and theme walked through everything it can
 * check there.
 */

const DEMO = '/demo-pages/micro-apps.html';
const OVERLAY = ['[data-site-chrome-root="overlay"]'];
/** The app's module loads after the dialog's chunk and its data calls: room for a busy machine. */
const LOADS = { timeout: 15_000 };
/** The place the first paint keeps for the box until its code arrives (a round button's class). */
const PLACE = '[data-site-chrome-root="header"] span.sc-hdr-iconButton';

const banner = (page: Page) => page.getByRole('banner');
const searchBox = (page: Page) => banner(page).getByRole('searchbox', { name: 'Search', exact: true });
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const field = (dialog: Locator) => dialog.getByRole('searchbox', { name: 'Coin or pair' });
const options = (dialog: Locator) => dialog.getByRole('listbox', { name: 'Markets' }).getByRole('option');

async function openDemo(page: Page, path = DEMO): Promise<void> {
  await page.goto(path);
  await expect(banner(page).getByRole('link', { name: 'Log In' })).toBeVisible();
}

/** The props the demo app received, from its `data-props`. */
async function appProps(dialog: Locator): Promise<Record<string, unknown>> {
  return JSON.parse((await dialog.locator('[data-props]').getAttribute('data-props')) ?? 'null') as Record<string, unknown>;
}

/** The spot list the dev API serves, ranked for `query` by the SDK's function: what the app must show. */
async function expectedPairs(page: Page, query: string, count: number): Promise<string[]> {
  const answer = await page.request.get('/apiw/v2/market/spots?exchange_type=ALL&timezone=24h');
  const rows = ((await answer.json()) as { data: [string, string][] }).data.map(([pair, name]) => {
    const [base = '', quote = ''] = pair.split('_');
    return { pair, base, quote, name };
  });
  return searchMarkets(indexMarkets(rows, (r) => r), query).slice(0, count).map((r) => `${r.base}/${r.quote}`);
}

test('1440 px, light: the first paint keeps the box\'s place; focus alone opens nothing; a failing app offers the markets page and Retry; then Search opens the app with its props, ranks like the panels in a windowed list, axe clean, Escape returns focus; typing opens it with the keyword; ArrowDown and Enter follow the best match', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await useScenario(context, baseURL!, 'visitor');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.route('**/micro-apps/search.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  // The box's code is held back: the first paint alone keeps its place, and the box then fills
  // exactly that place (nothing moves when it arrives).
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/SearchBox-[\w-]+\.js$/, async (route) => { await held; await route.continue(); });
  await openDemo(page);
  await expect(page.locator(PLACE)).toHaveCount(1);
  const reserved = await page.locator(PLACE).boundingBox();
  release();
  const box = searchBox(page);
  await expect(box).toHaveAttribute('aria-haspopup', 'dialog');
  expect(await box.boundingBox()).toEqual(reserved);
  // A round icon button after the user actions (Sign Up), first of the icon buttons, on the same
  // row: what the login state brings comes before it, so its arrival moves nothing.
  const [boxAt, signupAt] = await Promise.all([box.boundingBox(), banner(page).getByRole('link', { name: 'Sign Up' }).boundingBox()]);
  expect(boxAt!.x).toBeGreaterThanOrEqual(signupAt!.x + signupAt!.width);
  expect(boxAt!.y + boxAt!.height / 2).toBeCloseTo(signupAt!.y + signupAt!.height / 2, 0);

  // The module cannot be loaded: only logged (the loader's warning), the markets page and Retry offered.
  await box.click();
  const dialog = dialogOf(page);
  await expect(dialog.getByRole('alert')).toContainText('could not be loaded', LOADS);
  await expectAccessible(page, 'search dialog, app unavailable', OVERLAY);
  await expect(dialog.getByRole('link', { name: 'Open the markets page' })).toHaveAttribute('href', onSite('/price'));
  await page.unroute('**/micro-apps/search.js');
  await dialog.getByRole('button', { name: 'Retry' }).click();

  // Retry loads it: the app takes focus and got the props of §7.
  await expect(field(dialog)).toBeFocused(LOADS);
  const props = await appProps(dialog);
  expect(props).toMatchObject({ lang: 'en', langPrefix: '', prefix: '', theme: 'light', searchVersion: 5, site: 'main', dir: 'ltr', refTime: '24h' });
  expect(props['currFiat']).toMatch(/^[A-Z]{3,4}$/);
  expect(props['defaultP2PFiat']).toMatch(/^[A-Z]{3,4}$/);
  expect(props['fiatRates']).toMatchObject({ USD: 1, EUR: expect.any(Number) });
  expect(props['marketRates']).toMatchObject({ USD: 1 });
  expect(Object.keys(props['coinIconWhitelist'] as object).length).toBeGreaterThan(0);
  expect(props['keyword']).toBe('');

  // The app ranks the dev API's spots with the SDK's own ranking (§5); rows link to /trade/{pair}.
  const rows = options(dialog);
  await expect(rows.first()).toBeVisible(LOADS);
  await field(dialog).fill('eth');
  const want = await expectedPairs(page, 'eth', 8);
  await expect.poll(async () => (await rows.locator('.pair b').allTextContents()).slice(0, 8)).toEqual(want);
  await expect(rows.first()).toHaveAttribute('href', `/trade/${want[0]!.replace('/', '_')}`);
  // Every market matches `_`: a few dozen rows in the DOM at most, at the top and scrolled to the end.
  await field(dialog).fill('_');
  await expect(dialog.getByRole('status')).toHaveText(/^\d{4,} markets$/);
  expect(await rows.count()).toBeLessThan(40);
  const setSize = Number(await rows.first().getAttribute('aria-setsize'));
  await dialog.getByRole('listbox', { name: 'Markets' }).evaluate((list) => { list.scrollTop = list.scrollHeight; });
  await expect(rows.last()).toHaveAttribute('aria-posinset', String(setSize));
  expect(await rows.count()).toBeLessThan(40);

  await expectAccessible(page, 'search dialog (light, 1440)', OVERLAY);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(box).toBeFocused();

  // Enter on the focused box opens it again.
  await page.keyboard.press('Enter');
  await expect(field(dialog)).toBeFocused(LOADS);
  await page.keyboard.press('Escape');
  await expect(box).toBeFocused();
  // So does ArrowDown (as a combobox's list would open).
  await page.keyboard.press('ArrowDown');
  await expect(field(dialog)).toBeFocused(LOADS);
  await page.keyboard.press('Escape');
  await expect(box).toBeFocused();
  // Focus alone opens nothing (WCAG 3.2.1): neither focus coming back on close nor Shift+Tab into
  // the box. The dialog's code is loaded by now, so one asked for on focus would be up at once,
  // trapping Tab; the positive signal is Tab reaching the next button (Download app), twice. (The keys also keep the next
  // character from directly following the Escape: Chromium then drops it.)
  const next = banner(page).getByRole('button', { name: 'Download app' });
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(box).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await expect(dialogOf(page)).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(box).toBeFocused();

  // A character typed in the box opens the app with it as `keyword`, and the app searches with it.
  await page.keyboard.press('b');
  await expect(field(dialog)).toHaveValue('b', LOADS);
  expect((await appProps(dialog))['keyword']).toBe('b');
  const best = (await expectedPairs(page, 'b', 1))[0]!.replace('/', '_');
  await expect(rows.first()).toHaveAttribute('href', `/trade/${best}`);
  expect(await rows.count()).toBeLessThan(40);
  // ArrowDown makes the best match the active option; Enter follows it.
  await page.keyboard.press('ArrowDown');
  await expect(rows.first()).toHaveAttribute('aria-selected', 'true');
  await expect(field(dialog)).toHaveAttribute('aria-activedescendant', (await rows.first().getAttribute('id'))!);
  // The browser's own network line for the 404 is not the chrome's.
  expect(errors.filter((e) => !/Failed to load resource: .*404/.test(e))).toEqual([]);
  await Promise.all([page.waitForURL(`**/trade/${best}`), page.keyboard.press('Enter')]);
});

test('390 px, dark, Arabic: the box opens the app right to left with the prefix and the coin icons of the whitelist, axe clean, Escape returns focus', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await useScenario(context, baseURL!, 'visitor');
  await context.addCookies([{ name: 'dark', value: '2', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  // The visitor's reference time reaches the app (its changes then match the panels').
  await page.addInitScript(() => localStorage.setItem('reftimeValue', 'utc8'));
  await page.goto(`/ar${DEMO}`);
  const box = banner(page).getByRole('searchbox', { name: 'بحث', exact: true });
  await expect(box).toBeVisible();
  // The size of the header's other round buttons.
  const at = await box.boundingBox();
  expect([Math.round(at!.width), Math.round(at!.height)]).toEqual([36, 36]);
  // The app's module is held back: a trader typing on while it loads loses no key, and an Enter
  // meanwhile does not close the dialog (focus waits on the loading note, not on Close).
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/micro-apps/search.js', async (route) => { await held; await route.continue(); });
  // Typed in the box ("bx", which opens the dialog), then in the dialog: Backspace takes back the
  // box's "x" too.
  await box.focus();
  await page.keyboard.type('bx');
  const dialog = page.getByRole('dialog', { name: 'بحث' });
  await expect(dialog.getByRole('status')).toBeFocused(LOADS);
  await page.keyboard.press('Backspace');
  await page.keyboard.type('tc');
  await page.keyboard.press('Enter');
  release();
  await expect(field(dialog)).toBeFocused(LOADS);
  await expect(field(dialog)).toHaveValue('btc');
  expect(await appProps(dialog)).toMatchObject({ lang: 'ar', langPrefix: '/ar', dir: 'rtl', theme: 'dark', searchVersion: 5, refTime: 'utc8', keyword: 'btc' });
  // Under 16 px, iOS Safari would zoom the page into the box when it takes focus.
  expect(await box.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
  const rows = options(dialog);
  await expect(rows.first()).toHaveAttribute('href', '/ar/trade/BTC_USDT', LOADS);
  // The SDK's coin-icon rule with the whitelist prop (CONTRACT §4).
  await expect(rows.first().locator('img')).toHaveAttribute('src', /\/images\/coin_icon\/64\/btc\.png\?v=/);
  await expectAccessible(page, 'search dialog (dark, 390, Arabic)', OVERLAY);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(box).toBeFocused();
});

test('device_type in the query or a cookie (inside the app): no search box at all (site-chrome.md §5); without the micro-app, at 390 px, the box widens over its neighbours, Escape empties and narrows it, Enter goes to the markets page with the keyword', async ({ page, context, baseURL }) => {
  await useScenario(context, baseURL!, 'visitor');
  await page.setViewportSize({ width: 1440, height: 900 });
  // The box's place is kept until its code has decided: once that place is gone, the decision is made.
  const place = page.locator(PLACE);
  await openDemo(page, `${DEMO}?device_type=ios`);
  await expect(place).toHaveCount(0);
  await expect(searchBox(page)).toHaveCount(0);

  await context.addCookies([{ name: 'device_type', value: 'android', url: baseURL! }]);
  await openDemo(page);
  await expect(place).toHaveCount(0);
  await expect(searchBox(page)).toHaveCount(0);

  // No micro-app (`?apps=off`), on a phone: a field that opens no dialog and leads to /price.
  await context.clearCookies({ name: 'device_type' });
  await page.setViewportSize({ width: 390, height: 844 });
  await openDemo(page, `${DEMO}?apps=off`);
  const box = searchBox(page);
  await expect(box).toBeVisible();
  await expect(box).not.toHaveAttribute('aria-haspopup');
  await expect(box).toHaveAttribute('placeholder', 'Coin or pair');
  const narrow = await box.boundingBox();
  expect([Math.round(narrow!.width), Math.round(narrow!.height)]).toEqual([36, 36]);
  const login = banner(page).getByRole('link', { name: 'Log In' });
  const [bannerAt, loginAt] = await Promise.all([banner(page).boundingBox(), login.boundingBox()]);
  // Focus widens it over its neighbours, within the header: neither the header nor Log In moves.
  await box.focus();
  await expect.poll(async () => Math.round((await box.boundingBox())!.width)).toBeGreaterThanOrEqual(200);
  const wide = (await box.boundingBox())!;
  expect(wide.x).toBeGreaterThanOrEqual(bannerAt!.x);
  expect(wide.x + wide.width).toBeLessThanOrEqual(bannerAt!.x + bannerAt!.width);
  expect(await banner(page).boundingBox()).toEqual(bannerAt);
  expect(await login.boundingBox()).toEqual(loginAt);
  // The widened field, after the geometry checks: axe scrolls to read colours, which could move them.
  await expectAccessible(page, 'search box widened', ['[data-site-chrome-root="header"]']);
  await page.keyboard.type('eth');
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
  await expect.poll(async () => Math.round((await box.boundingBox())!.width)).toBe(36);
  await expect(box).toBeFocused();
  await page.keyboard.type('btc');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await Promise.all([page.waitForURL(/\/price\?keyword=btc$/), page.keyboard.press('Enter')]);

  // Right to left (Arabic): it widens towards the inline start, still within the header, and
  // Enter keeps the language prefix.
  await page.goto(`/ar${DEMO}?apps=off`);
  const arBox = banner(page).getByRole('searchbox', { name: 'بحث', exact: true });
  await expect(arBox).toBeVisible();
  const arBanner = (await banner(page).boundingBox())!;
  await arBox.focus();
  await expect.poll(async () => Math.round((await arBox.boundingBox())!.width)).toBeGreaterThanOrEqual(200);
  const arWide = (await arBox.boundingBox())!;
  expect(arWide.x).toBeGreaterThanOrEqual(arBanner.x);
  expect(arWide.x + arWide.width).toBeLessThanOrEqual(arBanner.x + arBanner.width);
  expect(await banner(page).boundingBox()).toEqual(arBanner);
  await page.keyboard.type('eth');
  await Promise.all([page.waitForURL(/\/ar\/price\?keyword=eth$/), page.keyboard.press('Enter')]);
});
