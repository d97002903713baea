import { expect, test, type Page } from './fixtures';
import { collectErrors, hostPage, onSite, useScenario } from './helpers';

/**
 * Inside the exchange's app (issue 24, compliance §2): the demo's "in the app" page carries
 * `device_type` and a fake bridge that records calls. The chrome shows no header, footer or app
 * prompts there, and its links to the app's pages go through the bridge.
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

  test('no header, footer or app prompts, no height held for them; the bar\'s Details opens the app\'s information page', async ({ page }) => {
    const errors = collectErrors(page);
    await open(page);
    // The bar (a positive signal: the page services and the bulletin have run) is there; the rest not.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('[data-site-chrome-root="header"], [data-site-chrome-root="footer"]')).toHaveCount(0);
    // The same phone on the web shows the app bar; in the app, none.
    await expect(page.getByRole('complementary', { name: 'Gate App' })).toHaveCount(0);
    const slot = await page.locator('[data-site-chrome="header"]').boundingBox();
    expect(slot?.height ?? 0).toBe(0);

    await bar(page).getByRole('link', { name: 'Details' }).click();
    await expect.poll(() => calls(page)).toEqual([{ method: 'openPage', page: 'information', params: { id: '40123' } }]);
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
