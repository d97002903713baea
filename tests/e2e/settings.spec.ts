import { expect, test, type Page } from './fixtures';
import { collectErrors, expectAccessible, hostPage } from './helpers';

const LANDING = '/demo-pages/landing.html';

/** Every `sitechrome:change` of the tab, kept in sessionStorage so it survives the reloads. */
async function recordChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('sitechrome:change', (e) => {
      const list = JSON.parse(sessionStorage.getItem('__changes') ?? '[]') as unknown[];
      list.push((e as CustomEvent).detail);
      sessionStorage.setItem('__changes', JSON.stringify(list));
    });
  });
}
const changes = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('__changes') ?? '[]') as unknown[]);

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name);
}

async function openLanguageModal(page: Page, buttonName: string | RegExp = 'Language and currency') {
  const button = page.getByRole('banner').getByRole('button', { name: buttonName });
  if (await button.isVisible()) {
    await button.click();
  } else {
    // Phones keep only Settings in the bar; its Language row opens the same modal.
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: /^Language/ }).click();
  }
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The element that has focus, looked up through the shadow roots. */
const focusedName = (page: Page) => page.evaluate(() => {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el?.getAttribute('aria-label') ?? el?.textContent ?? '';
});

test.describe('language and region modal', () => {
  test('a language reloads the current path under its prefix; the default language has none', async ({ page }) => {
    const errors = collectErrors(page);
    await recordChanges(page);
    await page.goto(LANDING);
    const dialog = await openLanguageModal(page);
    await expect(dialog).toHaveAccessibleName('Language and currency');
    await expect(dialog.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    // The list shows the site-settings labels (the dev API answers with lang_list).
    await dialog.getByRole('button', { name: 'Deutsch' }).click();
    await page.waitForURL('**/de/demo-pages/landing.html');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
    // No market_rise_color cookie yet: a non-Chinese language sets green-up.
    await expect.poll(async () => (await cookie(page, 'market_rise_color'))?.value).toBe('green-up');

    const back = await openLanguageModal(page, 'Sprache und Währung');
    await expect(back.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await back.getByRole('button', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === LANDING);
    expect(await changes(page)).toEqual([{ key: 'lang', value: 'de' }, { key: 'lang', value: 'en' }]);
    expect(errors).toEqual([]);
  });

  test('the list shows the lang_list labels of the settings call, the SDK labels when it fails', async ({ page }) => {
    await page.route('**/api/web/v1/site/settings', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { lang_list: Record<string, string> } };
      body.data.lang_list = { ...body.data.lang_list, de: 'Deutsch (Server)' };
      await route.fulfill({ response, json: body });
    });
    await page.goto(LANDING);
    let dialog = await openLanguageModal(page);
    await expect(dialog.getByRole('button', { name: 'Deutsch (Server)' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.unroute('**/api/web/v1/site/settings');
    await page.route('**/api/web/v1/site/settings', (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    dialog = await openLanguageModal(page);
    await expect(dialog.getByRole('button', { name: 'Deutsch', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '日本語' })).toBeVisible();
  });

  test('Chinese sets red-up when no rise colour was chosen', async ({ page }) => {
    await page.goto(LANDING);
    const dialog = await openLanguageModal(page);
    await dialog.getByRole('button', { name: '简体中文' }).click();
    await page.waitForURL('**/zh/demo-pages/landing.html');
    await expect.poll(async () => (await cookie(page, 'market_rise_color'))?.value).toBe('red-up');
  });

  test('Turkish from the header of the global site shows a notice and stays', async ({ page }) => {
    await page.goto(LANDING);
    const dialog = await openLanguageModal(page);
    await dialog.getByRole('button', { name: 'Türkçe' }).click();
    await expect(dialog.getByRole('status')).toContainText('Turkish is available on Gate.TR');
    await expect(dialog.getByRole('link', { name: 'Go to Gate.TR' })).toHaveAttribute('href', 'https://www.gate.tr/demo-pages/landing.html');
    // The notice above is the positive signal that the choice was handled: it replaces a reload.
    expect(new URL(page.url()).pathname).toBe(LANDING);
  });

  test('fiat: search, then a choice writes curr_fiat for a year (path /, Secure) and reloads', async ({ page }) => {
    await recordChanges(page);
    await page.goto(LANDING);
    const dialog = await openLanguageModal(page);
    await dialog.getByRole('tab', { name: 'Exchange rate' }).click();
    const search = dialog.getByRole('searchbox', { name: 'Search fiat' });
    await search.fill('eu');
    await expect(dialog.getByRole('button', { name: /^EUR\b/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^GBP\b/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(dialog.getByRole('button', { name: /^GBP\b/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^USD\b/ })).toHaveAttribute('aria-current', 'true');

    await search.fill('EU');
    const before = Date.now() / 1000;
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: /^EUR\b/ }).click()]);
    // Chromium treats http://127.0.0.1 as a secure context, so the Secure cookie is kept here as on https.
    const fiat = await cookie(page, 'curr_fiat');
    expect(fiat).toMatchObject({ value: 'EUR', path: '/', secure: true });
    expect(Math.abs((fiat?.expires ?? 0) - (before + 31536000))).toBeLessThan(120);
    expect(await page.evaluate(() => localStorage.getItem('currencyRate'))).toBe('1');
    expect(await changes(page)).toEqual([{ key: 'fiat', value: 'EUR' }]);

    // After the reload the choice is marked.
    const again = await openLanguageModal(page);
    await again.getByRole('tab', { name: 'Exchange rate' }).click();
    await expect(again.getByRole('button', { name: /^EUR\b/ })).toHaveAttribute('aria-current', 'true');

    // The do-not-switch switch: open sets USD, closed clears the fiat.
    const lock = again.getByRole('switch', { name: "Don't switch to fiat" });
    await lock.click();
    await expect(lock).toHaveAttribute('aria-checked', 'true');
    await expect.poll(async () => (await cookie(page, 'curr_fiat'))?.value).toBe('USD');
    await lock.click();
    await expect(lock).toHaveAttribute('aria-checked', 'false');
    expect(await cookie(page, 'curr_fiat')).toBeUndefined();
  });

  test('keyboard: arrows move between tabs, Escape closes and returns focus', async ({ page }) => {
    await page.goto(LANDING);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Language and currency' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Language and currency' });
    await expect(dialog).toBeVisible();
    const languageTab = dialog.getByRole('tab', { name: 'Language and region' });
    const rateTab = dialog.getByRole('tab', { name: 'Exchange rate' });
    await languageTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(rateTab).toBeFocused();
    await expect(rateTab).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel', { name: 'Exchange rate' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(languageTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(rateTab).toBeFocused();
    // Tab order: only the selected tab is a stop, the panel follows.
    await expect(languageTab).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await focusedName(page)).toBe('Language and currency');

    // A dialog the browser closes by itself opens again on the next click.
    await trigger.click();
    await expect(dialog).toBeVisible();
    await dialog.evaluate((el) => (el as HTMLDialogElement).close());
    await expect(dialog).toHaveCount(0);
    await trigger.click();
    await expect(dialog).toBeVisible();
  });
});

test.describe('settings modal and display preferences', () => {
  test('theme, rise colour and reference time are stored and announced', async ({ page }) => {
    await recordChanges(page);
    await page.goto(LANDING);
    await page.getByRole('banner').getByRole('button', { name: /theme/i }).click();
    await expect.poll(async () => (await cookie(page, 'dark'))?.value).toBe('2');
    await expect.poll(async () => (await cookie(page, 'is_change_skin'))?.value).toBe('1');

    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Red up, green down' }).check();
    await expect.poll(async () => (await cookie(page, 'market_rise_color'))?.value).toBe('red-up');
    // Every root paints rises in red now: the scheme is on the root and --sc-up is the red.
    const root = page.locator('[data-site-chrome-root="header"] .sc-root');
    await expect(root).toHaveAttribute('data-rise', 'risered');
    expect(await root.evaluate((el) => getComputedStyle(el).getPropertyValue('--sc-up').trim())).toBe('#f6465d'); // the dark theme's red
    await dialog.getByRole('radio', { name: 'UTC+8 00:00' }).check();
    expect(await page.evaluate(() => [localStorage.getItem('riseColorValue'), localStorage.getItem('reftimeValue')])).toEqual(['red-up', 'utc8']);
    await dialog.getByRole('radio', { name: 'Light' }).check();
    await expect.poll(async () => (await cookie(page, 'dark'))?.value).toBe('0');
    expect(await changes(page)).toEqual([
      { key: 'theme', value: 'dark' }, { key: 'riseColor', value: 'red-up' }, { key: 'refTime', value: 'utc8' }, { key: 'theme', value: 'light' },
    ]);

    // Choices survive a reload.
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('radio', { name: 'Red up, green down' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'UTC+8 00:00' })).toBeChecked();

    // The language row leads to the language and region modal.
    await page.getByRole('dialog').getByRole('button', { name: /^Language/ }).click();
    await expect(page.getByRole('dialog', { name: 'Language and currency' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Language and region' })).toHaveAttribute('aria-selected', 'true');
  });

  for (const [where, options] of [
    ['in the overlay root, with no header', { header: false, footer: false }],
    ['in the header root, with no overlays', { header: '#top', footer: false, overlays: false }],
  ] as const) {
    test(`chrome.open('settings') opens the settings modal ${where}`, async ({ page }) => {
      await hostPage(page, '/host/settings-open.html', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title></head>
        <body><div id="top"></div><main><h1>Host</h1></main>
        <script src="/static/chrome/site-chrome.umd.js" data-mount="manual"></script></body></html>`);
      await page.goto('/host/settings-open.html');
      await page.waitForFunction(() => typeof (window as unknown as { SiteChrome?: { mount?: unknown } }).SiteChrome?.mount === 'function');
      await page.evaluate(async (o) => {
        const sc = (window as unknown as { SiteChrome: { mount(o: unknown): Promise<{ open(d: string): void }> } }).SiteChrome;
        (await sc.mount(o)).open('settings');
      }, options);
      const dialog = page.getByRole('dialog', { name: 'Settings' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });
  }

  test('Arabic is right to left in the header, the footer and the dialogs', async ({ page }) => {
    await page.goto('/ar/demo-pages/landing.html');
    const direction = (l: ReturnType<Page['getByRole']>) => l.evaluate((el) => getComputedStyle(el).direction);
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await direction(page.getByRole('banner'))).toBe('rtl');
    expect(await direction(page.getByRole('contentinfo'))).toBe('rtl');
    await page.getByRole('banner').getByRole('button', { name: 'اللغة والعملة' }).click();
    const dialog = page.getByRole('dialog', { name: 'اللغة والعملة' });
    await expect(dialog).toBeVisible();
    expect(await direction(dialog)).toBe('rtl');
    // Arrows follow the reading direction: left moves forward.
    await dialog.getByRole('tab', { name: 'اللغة والمنطقة' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('tab', { name: 'سعر الصرف' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('accessibility of the dialogs', () => {
  for (const width of [1440, 390]) {
    for (const theme of ['light', 'dark'] as const) {
      test(`axe with each dialog open, ${theme}, ${width} px`, async ({ page, context, baseURL }) => {
        // One axe run per dialog.
        test.setTimeout(60_000);
        await context.addCookies([{ name: 'dark', value: theme === 'dark' ? '2' : '0', url: baseURL ?? '' }]);
        await page.setViewportSize({ width, height: 860 });
        await page.goto(LANDING);
        const dialog = await openLanguageModal(page);
        await expectAccessible(page, `language tab, ${theme}, ${width}`);
        await dialog.getByRole('tab', { name: 'Exchange rate' }).click();
        await expectAccessible(page, `exchange-rate tab, ${theme}, ${width}`);
        await page.keyboard.press('Escape');
        await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
        await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
        await expectAccessible(page, `settings modal, ${theme}, ${width}`);
      });
    }
  }
});
