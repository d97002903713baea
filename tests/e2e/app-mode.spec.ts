import { expect, test, type Page } from './fixtures';
import { collectErrors, hostPage, onSite, useScenario } from './helpers';

/**
 * Inside the exchange's app (issue 24, compliance §2): the demo's "in the app" page carries
 * `device_type` and a fake bridge that records calls. The chrome shows no footer, download prompts
 * or gift popup there, and its links to the app's pages go through the bridge.
 */

const APP = '/demo-pages/app.html';
const PHONE = { width: 390, height: 844 };
const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });
const calls = (page: Page) => page.evaluate(() => (window as unknown as { __bridgeCalls: unknown[] }).__bridgeCalls);
const base = () => `http://127.0.0.1:${Number(process.env.E2E_PORT || 5183)}`;
const ARTICLE = '/announcements/article/40123';

/** The page, once the chrome is ready and the compliance answer (which the promotions' gate waits for) is in. */
async function open(page: Page, query = ''): Promise<void> {
  await page.setViewportSize(PHONE);
  const answer = page.waitForResponse(/\/compliance\/check/);
  await page.goto(`${APP}${query}`);
  await answer;
  await expect(bar(page)).toBeVisible({ timeout: 15_000 });
}

test.describe('inside the app', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the header without search or Download, no footer or app prompts; Log In, a trade link and the bar\'s Details open the app\'s pages', async ({ page }) => {
    const errors = collectErrors(page);
    await open(page);
    const banner = page.getByRole('banner');
    await expect(banner).toBeVisible();
    // The search box's place is kept until its code has decided (site-chrome §5: none with device_type).
    await expect(page.locator('[data-site-chrome-root="header"] span.sc-hdr-iconButton')).toHaveCount(0);
    await expect(banner.getByRole('searchbox')).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Download app' })).toHaveCount(0);
    // The bar (a positive signal: the page services and the bulletin have run) is there; the rest not.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('[data-site-chrome-root="footer"]')).toHaveCount(0);
    // The same phone on the web shows the app bar; in the app, none.
    await expect(page.getByRole('complementary', { name: 'Gate App' })).toHaveCount(0);

    await bar(page).getByRole('link', { name: 'Details' }).click();
    await banner.getByRole('link', { name: 'Log In' }).click();
    // A web view as wide as a tablet: the desktop menus.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Trade', exact: true }).click();
    await banner.getByRole('link', { name: /^Spot/ }).first().click();
    // The page has the login micro-app (its Log In opens a dialog on the web): in the app, its
    // handler does not run beside the app's login, nor does open('login').
    await expect(banner.getByRole('link', { name: 'Log In' })).toHaveAttribute('aria-haspopup', 'dialog');
    await page.getByRole('button', { name: "chrome.open('login')" }).click();
    await expect.poll(() => calls(page)).toEqual([
      { method: 'openPage', page: 'information', params: { id: '40123' } },
      { method: 'login', mode: 'login', params: {} },
      { method: 'openPage', page: 'trade', params: { pair: 'BTC_USDT' } },
      { method: 'login', mode: 'login' },
    ]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(APP);
    expect(errors).toEqual([]);
  });

  test('a KYC notice\'s Upgrade now opens the app\'s KYC page on Android, and the web page on an iOS build without it', async ({ page, context }) => {
    await useScenario(context, base(), 'kyc-upgrade', true);
    await open(page);
    const notice = page.getByRole('dialog', { name: 'Upgrade your verification' });
    await notice.getByRole('link', { name: 'Upgrade now' }).click();
    await expect.poll(() => calls(page)).toEqual([{ method: 'openPage', page: 'kyc', params: {} }]);
    expect(new URL(page.url()).pathname).toBe(APP);

    // No GateApp build in this iOS web view: the KYC entry stays the web page (compliance §4).
    await context.clearCookies({ name: 'kyc_upgrade_notice' });
    await hostPage(page, '/myaccount/kyc_home', '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>KYC</title></head><body><h1>KYC</h1></body></html>');
    await open(page, '?device_type=ios');
    const left = page.waitForURL(onSite('/myaccount/kyc_home') as string);
    await page.getByRole('dialog', { name: 'Upgrade your verification' }).getByRole('link', { name: 'Upgrade now' }).click();
    await left;
  });

  test('without a bridge the link stays a web link; a bridge that throws is a warning, and the link is followed', async ({ page }) => {
    await hostPage(page, ARTICLE, '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Article</title></head><body><h1>Article</h1></body></html>');
    await open(page, '?bridge=0');
    let left = page.waitForURL(onSite(ARTICLE) as string);
    await bar(page).getByRole('link', { name: 'Details' }).click();
    await left;

    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      (window as unknown as { gateAppBridge: unknown }).gateAppBridge = { postMessage: () => { throw new Error('the app is busy'); } };
    });
    await open(page, '?bridge=0');
    left = page.waitForURL(onSite(ARTICLE) as string);
    await bar(page).getByRole('link', { name: 'Details' }).click();
    await left;
    expect(warnings.filter((text) => text.includes('[SiteChrome] the app did not take "openPage"'))).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
