import { expect, test, type Page } from './fixtures';
import { catalog, collectErrors, expectAccessible, hostPage, onSite, useScenario } from './helpers';

/**
 * The last header rows of issue 23 (site-chrome.md §2, §3; compliance-and-dialogs.md §2): trading
 * pre-market rows, the testnet's authorize-login link, demo trading's live-trading link, the
 * remembered Buy Crypto fiat (`defaultBuyCryptoFiat`), and the links nothing had: new-listing
 * announcements, the KYC home, the KYC2 page, the Google Authenticator page.
 */

const label = (key: string, lang = 'en') =>
  catalog('nav', lang)[key] ?? catalog('navmenu', lang)[key] ?? catalog('markets', lang)[key] ?? catalog('account', lang)[key] ?? key;
const banner = (page: Page) => page.getByRole('banner');

/** A host page at `path` with the header (and overlays) for one site. */
async function openAt(page: Page, path: string, site = 'main', lang?: string): Promise<void> {
  await hostPage(page, path, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>rows</title></head>
<body><div data-site-chrome="header"></div><main><h1>Host page</h1><p>Content.</p></main>
<script src="/static/chrome/site-chrome.umd.js" data-site="${site}"${lang ? ` data-lang="${lang}"` : ''} defer></script></body></html>`);
  await page.goto(path);
  await expect(banner(page)).toBeVisible();
}

async function hoverEntry(page: Page, menu: string, entry: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: label(menu), exact: true }).hover();
  await banner(page).getByRole('link', { name: new RegExp(`^${label(entry)}`) }).hover();
  return banner(page).getByRole('region', { name: label('markets.panel') });
}

test('pre-market rows that trade lead to /trade/{BASE}_USDT, the others to their pre-market page (§2)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const answer = await page.request.get('/apiw/v2/pre-market/service/currencies/simple-info?limit=100&page=1');
  const items = ((await answer.json()) as { data: { list: { currency: string; market: string }[] } }).data.list;
  const trading = items.find((item) => item.market !== '')!;
  const waiting = items.find((item) => item.market === '')!;
  await openAt(page, '/host/rows-premarket.html');
  const panel = await hoverEntry(page, 'nav.trade', 'nav.trade.premarket');
  const search = panel.getByRole('searchbox', { name: label('markets.search') });
  await search.fill(trading.currency);
  await expect(panel.getByRole('listbox').getByRole('option').first()).toHaveAttribute('href', onSite(`/trade/${trading.currency}_USDT`), { timeout: 15_000 });
  await search.fill(waiting.currency);
  await expect(panel.getByRole('listbox').getByRole('option').first()).toHaveAttribute('href', onSite(`/pre-market/${waiting.currency}`));
});

test('the NEWLISTED futures list links the new-listing announcements (compliance §2)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAt(page, '/host/rows-newlisted.html');
  const panel = await hoverEntry(page, 'nav.derivatives', 'nav.derivatives.usdt');
  await panel.getByRole('button', { name: label('markets.cat.new'), exact: true }).click({ timeout: 15_000 });
  await expect(panel.getByRole('link', { name: label('markets.newListings') })).toHaveAttribute('href', onSite('/announcements/newlisted'));
  // Another category: no such link.
  await panel.getByRole('button', { name: /USDT/ }).first().click();
  await expect(panel.getByRole('link', { name: label('markets.newListings') })).toHaveCount(0);
});

for (const width of [1440, 390]) {
  test(`testnet at ${width} px: Log In goes to the separate authorize-login URL, header and drawer alike (§2)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAt(page, `/host/rows-testnet-${width}.html`, 'testnet', 'zh');
    const login = banner(page).getByRole('link', { name: catalog('', 'zh')['header.login']!, exact: true });
    await expect(login).toHaveAttribute('href', 'https://www.gate.com/zh/authorize-login');
    if (width < 768) {
      await banner(page).getByRole('button', { name: label('nav.menu', 'zh'), exact: true }).click();
      const drawer = page.getByRole('dialog', { name: label('nav.menu', 'zh') });
      await expect(drawer.getByRole('link', { name: label('nav.account.login', 'zh'), exact: true })).toHaveAttribute('href', 'https://www.gate.com/zh/authorize-login');
    }
  });

  test(`demo trading at ${width} px: a live-trading link to the same market live (§2), light and dark, axe`, async ({ page, context, baseURL }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await context.addCookies([{ name: 'dark', value: width < 768 ? '2' : '0', url: baseURL! }]);
    await openAt(page, `/testnet/futures/USDT/ETH_USDT`);
    let live = banner(page).getByRole('link', { name: 'Live Trading', exact: true });
    if (width < 768) {
      // No room in the bar on phones: the drawer has it at its top.
      await expect(live).toBeHidden();
      await banner(page).getByRole('button', { name: 'Menu', exact: true }).click();
      live = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Live Trading', exact: true });
    }
    await expect(live).toHaveAttribute('href', onSite('/futures/USDT/ETH_USDT'));
    await test.info().attach(`demo trading, ${width} px`, { body: await page.screenshot(), contentType: 'image/png' });
    await expectAccessible(page, `live-trading link, ${width} px`);
    expect(errors).toEqual([]);
  });
}

test('a live page has no live-trading link', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAt(page, '/futures/USDT/ETH_USDT');
  // The login state is known (Log In shows) and the lazy parts have had their turn.
  await expect(banner(page).getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Live Trading' })).toHaveCount(0);
});

test('Buy Crypto remembers the Pay-with fiat in the defaultBuyCryptoFiat cookie (§3), across a reload', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAt(page, '/host/rows-buy.html');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: label('nav.buy'), exact: true }).click();
  await banner(page).getByRole('button', { name: 'Pay with USD' }).click();
  await banner(page).getByRole('button', { name: 'EUR', exact: true }).click();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'defaultBuyCryptoFiat')?.value).toBe('EUR');
  await page.reload();
  await nav.getByRole('button', { name: label('nav.buy'), exact: true }).click();
  await expect(banner(page).getByRole('button', { name: 'Pay with EUR' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: /^Quick Buy/ })).toHaveAttribute('href', onSite('/crypto/buy?crypto=USDT&fiat=EUR'));
});

test('the personal centre of a user below KYC2 links the KYC home (compliance §2 /myaccount/security)', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useScenario(context, baseURL!, 'low-kyc', true);
  await openAt(page, '/host/rows-kyc.html');
  await banner(page).getByRole('button', { name: 'Account' }).click();
  const centre = page.getByRole('region', { name: 'Account' });
  await expect(centre.getByRole('link', { name: label('account.verify'), exact: true })).toHaveAttribute('href', onSite('/myaccount/security'));
  await expect(centre.getByText('Verified', { exact: true })).toHaveCount(0);
});
