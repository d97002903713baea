import { expect, test, type Page } from './fixtures';
import { collectErrors, expectAccessible, useScenario, onSite } from './helpers';

/** The footer gallery page mounts one site's footer alone (demo-pages/footer.html). */
const open = async (page: Page, site: string, lang?: string) => {
  await page.goto(`/demo-pages/footer.html?site=${site}${lang ? `&lang=${lang}` : ''}`);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link').first()).toBeVisible();
  return footer;
};

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const YEAR = new Date().getFullYear();

/**
 * A few links per regional footer (site-chrome.md §2), in English: [section, link, href].
 * Hrefs are exact: routes carry no prefix in the site's default language; documents are PDFs.
 */
const REGIONS: Array<{ site: string; lang?: string; from: number; links: Array<[string, string, string | RegExp]> }> = [
  { site: 'main', from: 2013, links: [['Products', 'Buy Crypto', '/crypto/buy'], ['Services', 'P2P Merchant Application', '/c2c/merchant'], ['Learn', 'Crypto Wiki', '/crypto-wiki'], ['Crypto Prices', 'BTC Price', '/price/bitcoin-btc']] },
  { site: 'hongkong', from: 2013, links: [['Legal', 'Trading Rules', 'https://static.gate.hk/legal/en/trading-rules.pdf'], ['Services', 'Announcements', '/articlelist/ann']] },
  { site: 'turkey', lang: 'en', from: 2022, links: [['About', 'About Us', '/en/about-us'], ['Services', 'Fiat Deposit', '/en/myaccount/deposit_fiat'], ['Crypto Converter', 'BTC to TRY', '/en/converter/btc/try'], ['Legal', 'User Agreement', 'https://static.gate.tr/docs/en/user-agreement.pdf']] },
  { site: 'malta', from: 2013, links: [['Products', 'Spot Trading', '/trade/BTC_USDC'], ['Support', 'API Documentation', 'https://www.gate.mt/docs/developers/apiv4']] },
  { site: 'eu', from: 2013, links: [['Products', 'Spot Trading', 'https://www.gate.mt/trade/BTC_USDC'], ['Support', 'Official Verification', 'https://www.gate.mt/officialverify']] },
  { site: 'singapore', from: 2013, links: [['Services', 'Spot Trading', '/trade/BTC_USDT'], ['Support', 'Contact Us', '/page/contacts'], ['Legal', 'User Agreement', '/docs/user-agreement.pdf']] },
  { site: 'uk', from: 2013, links: [['Services', 'Announcements', '/announcements'], ['Legal', 'Complaints Policy', '/docs/complaints-policy.pdf']] },
  { site: 'bahamas', from: 2013, links: [['Services', 'Fees', '/fee'], ['Support', 'Help Center', '/help']] },
  { site: 'japan', lang: 'en', from: 2013, links: [['Services', 'Spot Trading', '/en/trade/BTC_JPY'], ['Support', 'Contact Us', '/en/page/contacts'], ['Legal', 'Privacy Policy', '/docs/privacy-policy.pdf']] },
  { site: 'uae', from: 2013, links: [['Services', 'Fee Schedule', '/fee-schedule'], ['Legal', 'AML Policy', 'https://static.gate.ae/docs/en/aml-cft-policy.pdf']] },
  { site: 'america', from: 2013, links: [['Services', 'My Funds', '/myaccount/myfunds'], ['Support', 'Email Support', 'mailto:support@gate.us']] },
];

test.describe('regional footers', () => {
  for (const region of REGIONS) {
    test(`${region.site}: desktop columns at 1440 px`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.setViewportSize(DESKTOP);
      const footer = await open(page, region.site, region.lang);
      // Columns are plain headings on desktop: no accordion buttons, every link visible.
      await expect(footer.locator('button[aria-expanded]')).toHaveCount(0);
      for (const [section, name, href] of region.links) {
        await expect(footer.getByRole('heading', { name: section, exact: true })).toBeVisible();
        const link = footer.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', onSite(href));
        if (/^https?:|\.pdf$/.test(String(href))) {
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
        }
      }
      await expect(footer).toContainText(`© ${region.from}–${YEAR}`);
      expect(errors).toEqual([]);
    });

    test(`${region.site}: accordion at 390 px`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.setViewportSize(PHONE);
      const footer = await open(page, region.site, region.lang);
      const [section, name, href] = region.links[0]!;
      const toggle = footer.getByRole('button', { name: section, exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(footer.getByRole('link', { name, exact: true })).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', onSite(href));
      await expect(footer).toContainText(`© ${region.from}–${YEAR}`);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('footer behaviour', () => {
  test('phone accordion: one section open at a time, clicking the open one closes it, keyboard works', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const footer = await open(page, 'main');
    const about = footer.getByRole('button', { name: 'About', exact: true });
    const products = footer.getByRole('button', { name: 'Products', exact: true });
    const prices = footer.getByRole('button', { name: 'Crypto Prices', exact: true });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('link', { name: 'Careers' })).toBeVisible();
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: 'Careers' })).toBeHidden();
    // The coin lists share the one-open rule with the columns.
    await prices.click();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await prices.click();
    await expect(footer.locator('button[aria-expanded="true"]')).toHaveCount(0);

    // Keyboard: Enter and Space toggle, Tab reaches the links of the open section.
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(footer.getByRole('link', { name: 'About Us' })).toBeFocused();
    await about.focus();
    await page.keyboard.press('Space');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  test('phone selector: one dropdown open at a time; a language choice reloads under its prefix', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const footer = await open(page, 'main');
    const language = footer.getByRole('button', { name: /^Language/ });
    const currency = footer.getByRole('button', { name: /^Currency/ });
    await language.click();
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await currency.click();
    await expect(currency).toHaveAttribute('aria-expanded', 'true');
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(currency).toHaveAttribute('aria-expanded', 'false');
    await expect(currency).toBeFocused();
    // A fiat choice stores curr_fiat for a year and reloads (the settings actions, site-chrome.md §4).
    await currency.click();
    const reloaded = page.waitForEvent('load');
    await footer.getByRole('button', { name: 'EUR', exact: true }).click();
    await reloaded;
    const fiatCookie = (await page.context().cookies()).find((c) => c.name === 'curr_fiat');
    expect(fiatCookie?.value).toBe('EUR');
    expect(fiatCookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await expect(footer.getByRole('button', { name: /^Currency/ })).toContainText('EUR');

    // The reloaded page's app bar rises over the bottom of a phone's screen a moment later: a tap
    // aimed at the selector as it rises lands on the bar, as a visitor's would. Once it is up, the
    // page's end scrolls above it (the bar's spacer).
    await expect(page.getByRole('complementary', { name: 'Gate App' })).toBeVisible();
    await language.click();
    await footer.getByRole('button', { name: 'Deutsch' }).click();
    await page.waitForURL('**/de/demo-pages/footer.html?site=main');
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Unternehmen', exact: true })).toBeVisible();
  });

  test('phones: the footer shows whole, so the selectors never move under a finger (the accordion chunk held back)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/chunks\/FooterAccordion-[\w-]+\.js$/, async (route) => { await held; await route.continue(); });
    const asked = page.waitForRequest(/\/chunks\/FooterAccordion-[\w-]+\.js$/);
    await page.goto('/demo-pages/footer.html?site=main');
    const footer = page.getByRole('contentinfo');
    // The footer's content has rendered and asked for the accordion: until it arrives, nothing of
    // the content shows (before issue 26 the selectors did, then moved down 400 px).
    await asked;
    await expect(footer.getByRole('button', { name: /^Language/ })).toHaveCount(0);
    release();
    await expect(footer.getByRole('button', { name: /^Language/ })).toBeVisible();
    await expect(footer.getByRole('button', { name: 'About', exact: true })).toBeVisible({ timeout: 1 });
  });

  test('the app download block loads when the footer comes near, without hiding the footer or losing focus while it loads', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let asked = false;
    await page.route(/\/chunks\/DownloadQr-[\w-]+\.js$/, async (route) => { asked = true; await held; await route.continue(); });
    await page.goto('/demo-pages/landing.html');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link').first()).toBeAttached({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // Far from the footer: not asked for.
    expect(asked).toBe(false);
    // Focus into the footer (the page scrolls there): the block is asked for; while it loads, the
    // footer stays on screen and the focused link keeps focus.
    const about = footer.getByRole('link', { name: 'About Us' });
    await about.focus();
    await expect.poll(() => asked).toBe(true);
    await expect(about).toBeVisible();
    await expect(about).toBeFocused();
    release();
    await expect(footer.getByRole('link', { name: 'More download options' })).toBeVisible();
    await expect(about).toBeFocused();
  });

  test('Turkish from the global footer asks first (Turkey confirm modal)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const footer = await open(page, 'main');
    await footer.getByRole('button', { name: /^Language/ }).click();
    await footer.getByRole('button', { name: 'Türkçe' }).click();
    await expect(page.getByRole('dialog', { name: 'Continue in Turkish' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/demo-pages/footer.html');
  });

  test('EU: Malta-site links are intercepted with "Stay tuned!"; focus returns to the link', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const footer = await open(page, 'eu');
    const link = footer.getByRole('link', { name: 'Spot Trading' });
    const pages = page.context().pages().length;
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Stay tuned!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('This feature is upcoming');
    expect(page.context().pages().length).toBe(pages);
    expect(new URL(page.url()).pathname).toBe('/demo-pages/footer.html');
    await expectAccessible(page, 'EU notice dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    // Escape closes it too; documents are not intercepted.
    const fees = footer.getByRole('link', { name: 'Fees' });
    await fees.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(fees, 'Escape: focus back on the link that opened it').toBeFocused();
    await page.context().route('https://static.gate.mt/**', (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.4' }));
    // The document opens in a new tab: its request is the signal (a PDF tab may never commit a URL).
    const popup = page.waitForEvent('popup');
    const pdf = page.context().waitForEvent('request', (r) => r.url() === 'https://static.gate.mt/docs/en/user-agreement.pdf');
    await footer.getByRole('link', { name: 'User Agreement' }).click();
    await Promise.all([popup, pdf]);
    await expect(dialog).toBeHidden();
    await expect(footer).toContainText('Malta Financial Services Authority');
  });

  test('social icons, QR block and compliance texts by site', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    let footer = await open(page, 'main');
    const x = footer.getByRole('link', { name: 'Follow us on X' });
    await expect(x).toHaveAttribute('target', '_blank');
    await expect(x).toHaveAttribute('rel', /noopener/);
    await expect(footer.getByRole('link', { name: /^Follow us on/ })).toHaveCount(8);
    const qr = footer.getByRole('img', { name: 'QR code to download the app' });
    await expect(qr).toBeVisible();
    // The code itself is drawn once the visitor scrolls near it, in the box kept for it (no shift).
    const box = await qr.boundingBox();
    await qr.scrollIntoViewIfNeeded();
    await expect(qr.locator('path')).toHaveAttribute('d', /^M\d/);
    const after = await qr.boundingBox();
    expect([after?.width, after?.height]).toEqual([box?.width, box?.height]);

    footer = await open(page, 'japan', 'en');
    await expect(footer.getByRole('link', { name: /^Follow us on/ })).toHaveCount(0);
    await expect(footer.getByRole('img', { name: 'QR code to download the app' })).toHaveCount(0);

    footer = await open(page, 'turkey', 'en');
    await expect(footer.getByRole('img', { name: 'QR code to download the app' })).toHaveCount(0);
    await expect(footer.getByRole('note')).toContainText('Risk warning');
    await expect(footer.getByRole('link', { name: '+90 850 000 00 00' })).toHaveAttribute('href', 'tel:+908500000000');

    footer = await open(page, 'uae');
    await expect(footer.getByRole('note')).toContainText('United Arab Emirates');
    await expect(footer.getByRole('link', { name: /^Follow us on/ })).toHaveCount(0);
  });

  test('UK-limited users lose futures, leveraged and web3 entries and the social icons', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'uk-limit');
    await page.setViewportSize(DESKTOP);
    const footer = await open(page, 'main');
    await expect(footer.getByRole('link', { name: 'Buy Crypto', exact: true })).toBeVisible();
    for (const name of ['Futures', 'ETF', 'Mini Apps', 'Gate Chain']) await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: /^Follow us on/ })).toHaveCount(0);
    await expect(footer.getByRole('img', { name: 'QR code to download the app' })).toHaveCount(0);
  });

  test('Italy-limited users get no link columns', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'italy-limit');
    await page.setViewportSize(DESKTOP);
    await page.goto('/demo-pages/footer.html?site=main');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© 2013–${YEAR}`);
    await expect(footer.getByRole('navigation')).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Buy Crypto', exact: true })).toHaveCount(0);
  });

  test('Arabic footer is right to left', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const footer = await open(page, 'uae', 'ar');
    expect(await footer.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    // The logo sits at the right edge, the columns to its left.
    const logo = await footer.getByRole('link', { name: 'Gate.AE' }).boundingBox();
    const legal = await footer.getByRole('heading', { name: 'الشؤون القانونية' }).boundingBox();
    expect(logo!.x).toBeGreaterThan(legal!.x);
    await expect(footer).toContainText('جميع الحقوق محفوظة');
  });
});

test.describe('footer accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [label, viewport] of [['1440', DESKTOP], ['390', PHONE]] as const) {
      test(`axe: main, turkey and EU footers, ${theme}, ${label} px`, async ({ page, context, baseURL }) => {
        // Three footers, one axe run each.
        test.setTimeout(60_000);
        if (theme === 'dark') await context.addCookies([{ name: 'dark', value: '2', url: baseURL! }]);
        await page.setViewportSize(viewport);
        for (const site of ['main', 'turkey', 'eu']) {
          const footer = await open(page, site);
          if (viewport === PHONE) {
            await footer.locator('button[aria-expanded]').first().click();
            const language = footer.getByRole('button', { name: /^Language|^Dil/ });
            if (await language.count()) await language.click();
          }
          await expectAccessible(page, `${site} footer, ${theme}, ${label} px`);
        }
      });
    }
  }
});
