import { expect, test, type Page } from '@playwright/test';
import { collectErrors, hostPage, useScenario } from './helpers';

/**
 * The one dialog system (issue 10): `open(name)` shows the same dialog with or without the overlay
 * root, dialogs asked for together show one at a time in the documented order (src/dialogs/order.ts),
 * and focus goes back to what asked for each. Issue 11: "Logging out" does not stick when the page stays.
 */

type Handle = { open(name: string): Promise<void> };

/** A host page mounting the header only (no overlay root, no footer), with buttons calling `open()`. */
async function manualHost(page: Page, options: Record<string, unknown>): Promise<void> {
  await hostPage(page, '/host/dialogs.html', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title></head>
    <body><div id="top"></div><main><h1>Host</h1>
    <button id="deposit" type="button">Open deposit</button><button id="settings" type="button">Open settings</button>
    <button id="both" type="button">Open both</button></main>
    <script src="/static/chrome/site-chrome.umd.js" data-mount="manual"></script></body></html>`);
  await page.goto('/host/dialogs.html');
  await page.waitForFunction(() => typeof (window as unknown as { SiteChrome?: { mount?: unknown } }).SiteChrome?.mount === 'function');
  await page.evaluate(async (o) => {
    const w = window as unknown as { SiteChrome: { mount(o: unknown): Promise<Handle> }; __chrome: Handle };
    w.__chrome = await w.SiteChrome.mount(o);
    const open = (name: string) => { void w.__chrome.open(name); };
    document.getElementById('deposit')!.addEventListener('click', () => open('deposit'));
    document.getElementById('settings')!.addEventListener('click', () => open('settings'));
    // Asked for in one go, deposit first: the order puts settings first.
    document.getElementById('both')!.addEventListener('click', () => { open('deposit'); open('settings'); });
  }, options);
}

test.describe('one dialog system', () => {
  test('without the overlay root, open("deposit") and open("settings") show their dialog; Escape closes it and focus returns (deposit failed before issue 10)', async ({ page, context, baseURL }) => {
    const errors = collectErrors(page);
    await useScenario(context, baseURL!, 'user', true);
    await manualHost(page, { header: '#top', footer: false, overlays: false });
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    expect(await page.locator('[data-site-chrome-root="overlay"]').count()).toBe(0);
    for (const [button, name] of [['Open deposit', 'Deposit'], ['Open settings', 'Settings']] as const) {
      const trigger = page.getByRole('button', { name: button });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      // Rendered by the header root, the only one mounted.
      expect(await dialog.evaluate((d) => (d.getRootNode() as ShadowRoot).host.getAttribute('data-site-chrome-root'))).toBe('header');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger, `${name}: focus back on the control that asked`).toBeFocused();
    }
    expect(errors).toEqual([]);
  });

  for (const overlays of [true, false]) {
    test(`two dialogs asked for together show one at a time, in the documented order (overlays: ${overlays})`, async ({ page, context, baseURL }) => {
      await useScenario(context, baseURL!, 'user', true);
      await manualHost(page, { header: '#top', footer: false, overlays });
      await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
      const both = page.getByRole('button', { name: 'Open both' });
      await both.click();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      const deposit = page.getByRole('dialog', { name: 'Deposit' });
      await expect(settings).toBeVisible();
      // Never two stacked: the deposit chooser waits for its turn.
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(deposit).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(both).toBeFocused();
    });
  }

  test('a dialog asked for while another shows waits for it: open("settings") during the Turkey confirm modal', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await manualHost(page, { site: 'main', lang: 'en', header: false, footer: '#top' });
    const footer = page.getByRole('contentinfo');
    const language = footer.getByRole('button', { name: /^Language/ });
    await language.click();
    await footer.getByRole('button', { name: 'Türkçe' }).click();
    const turkey = page.getByRole('dialog', { name: 'Continue in Turkish' });
    await expect(turkey).toBeVisible();
    await page.evaluate(() => (window as unknown as { __chrome: Handle }).__chrome.open('settings'));
    const settings = page.getByRole('dialog', { name: 'Settings' });
    // Settings is queued behind the modal on screen, never stacked on it.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(turkey).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(settings).toBeVisible();
    await expect(turkey).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('"Logging out" (issue 11)', () => {
  test('goes again when a beforeunload handler of the host keeps the page (stuck for good before)', async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'user', true);
    await page.goto('/demo-pages/landing.html');
    await page.evaluate(() => window.addEventListener('beforeunload', (e) => { e.preventDefault(); e.returnValue = ''; }));
    // "Stay on this page".
    page.on('dialog', (d) => { if (d.type() === 'beforeunload') void d.dismiss(); });
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Log Out', exact: true }).click();
    await page.getByRole('button', { name: 'Log out of this device' }).click();
    const status = page.getByRole('status', { name: 'Logging out' });
    await expect(status).toBeVisible();
    await expect(status).toBeHidden({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/demo-pages/landing.html');
  });
});
