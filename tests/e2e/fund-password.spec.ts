import { expect, test, type Locator, type Page } from './fixtures';
import { CHROME_ROOTS, STRICT_AXE, expectAccessible, expectReachableSideways, hostPage, screenAndAxe, useScenario } from './helpers';

/**
 * The fund-password dialogs (issue 14, compliance-and-dialogs.md §4, §5, §8; CONTRACT §6 names).
 * The dev API's right fund password is 123456 with authenticator code 000000.
 */
const SAVE = '/json_svr/query_safe';
/** A dialog's first showing waits for its chunks: room for a loaded machine. */
const APPEARS = { timeout: 20_000 };

test.describe.configure({ timeout: 120_000 });
// Axe holds both dialogs to every impact level (STRICT_AXE), on the chrome's roots (the host page is the test's).

/** A host page mounting header and overlays, with buttons calling `open()`; results land in #result. */
async function host(page: Page, mount: Record<string, unknown> = {}): Promise<void> {
  await hostPage(page, '/host/fund.html', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title></head>
    <body><div id="top"></div><main><h1>Host</h1>
    <button id="ask" type="button">Ask fund password</button><button id="freq" type="button">Change frequency</button>
    <output id="result"></output></main>
    <script src="/static/chrome/site-chrome.umd.js" data-mount="manual"></script></body></html>`);
  await page.goto('/host/fund.html');
  await page.waitForFunction(() => typeof (window as unknown as { SiteChrome?: { mount?: unknown } }).SiteChrome?.mount === 'function');
  await page.evaluate(async (o) => {
    type Handle = { open(name: string): Promise<unknown> };
    const w = window as unknown as { SiteChrome: { mount(o: unknown): Promise<Handle> } };
    const chrome = await w.SiteChrome.mount({ header: '#top', footer: false, ...o });
    const result = document.getElementById('result')!;
    const run = (name: string) => chrome.open(name).then(
      (value) => { result.textContent = `resolved ${JSON.stringify(value ?? null)}`; },
      (error: { code?: string }) => { result.textContent = `rejected ${String(error.code)}`; },
    );
    document.getElementById('ask')!.addEventListener('click', () => void run('fund-password'));
    document.getElementById('freq')!.addEventListener('click', () => void run('fund-password-frequency'));
  }, mount);
}

function saveRequests(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(SAVE)) bodies.push(r.postData() ?? '');
  });
  return bodies;
}

async function fillFrequency(page: Page, fundpass: string, totp = '000000') {
  const dialog = page.getByRole('dialog', { name: 'Fund password frequency' });
  await expect(dialog).toBeVisible(APPEARS);
  await dialog.getByLabel('Fund password', { exact: true }).fill(fundpass);
  await dialog.getByLabel('Google authenticator code').fill(totp);
  return dialog;
}

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`fund-password dialogs at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the prompt: the field has focus, Confirm disabled until filled, show/hide, the password goes to the caller; the form is empty when it opens again (light: both dialogs\' screenshots and axe)', async ({ page, context, baseURL }) => {
      await useScenario(context, baseURL!, 'user', true);
      await host(page);
      await page.getByRole('button', { name: 'Ask fund password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Fund password' });
      await expect(dialog).toBeVisible(APPEARS);
      const field = dialog.getByLabel('Fund password', { exact: true });
      const confirm = dialog.getByRole('button', { name: 'Confirm' });
      // The prompt asks for one thing: it is ready for typing (not on its Close button).
      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toHaveAttribute('autocomplete', 'off');
      await expect(confirm).toBeDisabled();
      await screenAndAxe(page, `fund-password-light-${viewport.width}`, CHROME_ROOTS, STRICT_AXE);
      await field.fill('s3cret');
      await dialog.getByRole('button', { name: 'Show password' }).click();
      await expect(field).toHaveAttribute('type', 'text');
      await dialog.getByRole('button', { name: 'Hide password' }).click();
      await expect(field).toHaveAttribute('type', 'password');
      // Escape: closed without the password; the caller gets null and the form resets.
      await page.keyboard.press('Escape');
      await expect(page.locator('#result')).toHaveText('resolved null');
      await page.getByRole('button', { name: 'Ask fund password' }).click();
      await expect(dialog.getByLabel('Fund password', { exact: true })).toHaveValue('');
      await dialog.getByLabel('Fund password', { exact: true }).fill('s3cret');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.locator('#result')).toHaveText('resolved "s3cret"');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Ask fund password' })).toBeFocused();

      // The frequency dialog's light look, on the same page.
      await page.getByRole('button', { name: 'Change frequency' }).click();
      const frequency = page.getByRole('dialog', { name: 'Fund password frequency' });
      await expect(frequency.getByRole('radio', { name: 'One hour' })).toBeChecked(APPEARS);
      await screenAndAxe(page, `fund-frequency-light-${viewport.width}`, CHROME_ROOTS, STRICT_AXE);
    });

    test('frequency: current value from the server, both fields required, a right password saves (success toast, dialog closes) (dark: both dialogs\' screenshots and axe)', async ({ page, context, baseURL }) => {
      await useScenario(context, baseURL!, 'user', true);
      await context.addCookies([{ name: 'dev_fund_frequency', value: '2', url: baseURL! }, { name: 'dark', value: '2', url: baseURL! }]);
      const saves = saveRequests(page);
      await host(page);
      await page.getByRole('button', { name: 'Change frequency' }).click();
      const dialog = page.getByRole('dialog', { name: 'Fund password frequency' });
      await expect(dialog.getByRole('radio', { name: 'Every time' })).toBeChecked(APPEARS);
      // Where a user without the code gets it (compliance §2's account pages).
      await expect(dialog.getByRole('link', { name: 'Google Authenticator settings' })).toHaveAttribute('href', /\/myaccount\/totp$/);
      await screenAndAxe(page, `fund-frequency-dark-${viewport.width}`, CHROME_ROOTS, STRICT_AXE);
      await dialog.getByText('Never', { exact: true }).click();
      await expect(dialog.getByRole('radio', { name: 'Never' })).toBeChecked();
      const confirm = dialog.getByRole('button', { name: 'Confirm' });
      await dialog.getByLabel('Fund password', { exact: true }).fill('123456');
      await expect(confirm).toBeDisabled();
      await dialog.getByLabel('Google authenticator code').fill('000000');
      await expect(confirm).toBeEnabled();
      await confirm.click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved successfully' })).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(saves).toEqual(['action=tradepassfrequency&frequency=0&fundpass=123456&totp=000000']);
      // The server keeps it: the dialog shows the new value next time.
      await page.getByRole('button', { name: 'Change frequency' }).click();
      await expect(dialog.getByRole('radio', { name: 'Never' })).toBeChecked();
      await expect(dialog.getByLabel('Fund password', { exact: true })).toHaveValue('');

      // The prompt's dark look, on the same page.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Ask fund password' }).click();
      await expect(page.getByRole('dialog', { name: 'Fund password' })).toBeVisible(APPEARS);
      await screenAndAxe(page, `fund-password-dark-${viewport.width}`, CHROME_ROOTS, STRICT_AXE);
    });
  });
}

test('frequency: a wrong password shows the server msg and keeps the dialog; the fields are not stored anywhere; Confirm is reachable on a phone held sideways', async ({ page, context, baseURL }) => {
  await useScenario(context, baseURL!, 'user', true);
  await host(page);
  await page.getByRole('button', { name: 'Change frequency' }).click();
  const dialog = await fillFrequency(page, 'wrong-pass');
  await expectReachableSideways(page, dialog, dialog.getByRole('button', { name: 'Confirm' }));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect fund password' })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'frequency dialog with its error toast', CHROME_ROOTS, STRICT_AXE);
  const kept = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
  expect(kept).not.toContain('wrong-pass');
});

test('frequency: a failure without msg says "Error"', async ({ page, context, baseURL }) => {
  await useScenario(context, baseURL!, 'fundpass-no-msg', true);
  await host(page);
  await page.getByRole('button', { name: 'Change frequency' }).click();
  const dialog = await fillFrequency(page, 'wrong');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error');
});

test('frequency: Confirm is debounced by 1.5 s — one request for a double click, and for a second press right after the answer', async ({ page, context, baseURL }) => {
  await useScenario(context, baseURL!, 'user', true);
  await page.clock.install();
  const saves = saveRequests(page);
  await host(page);
  await page.getByRole('button', { name: 'Change frequency' }).click();
  const dialog = await fillFrequency(page, 'wrong');
  // The page's clock stands still from here: every press below falls inside the 1.5 s.
  await page.clock.pauseAt(Date.now() + 60_000);
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await confirm.dblclick();
  await expect(page.getByRole('alert')).toHaveText('Incorrect fund password');
  await confirm.click();
  await confirm.click();
  expect(saves).toHaveLength(1);
  // 1.5 s later a press goes through again.
  await page.clock.fastForward(1500);
  await confirm.click();
  await expect.poll(() => saves.length).toBe(2);
});

test('both dialogs reject LOGIN_REQUIRED for a visitor and show nothing', async ({ page, context, baseURL }) => {
  await useScenario(context, baseURL!, 'visitor');
  await host(page);
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  for (const button of ['Ask fund password', 'Change frequency']) {
    await page.locator('#result').evaluate((el) => { el.textContent = ''; });
    await page.getByRole('button', { name: button }).click();
    await expect(page.locator('#result')).toHaveText('rejected LOGIN_REQUIRED');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

/**
 * Everything a serialisation of the dialog's shadow root shows (session replay, DOM snapshots,
 * extensions): the root's HTML with nested serialisable roots, and every input's outerHTML.
 */
async function serialised(dialog: Locator): Promise<string> {
  return dialog.evaluate((el) => {
    const root = el.getRootNode() as ShadowRoot & { getHTML?: (o: { serializableShadowRoots: boolean }) => string };
    const html = root.getHTML ? root.getHTML({ serializableShadowRoots: true }) : root.innerHTML;
    return [html, ...[...root.querySelectorAll('input')].map((input) => input.outerHTML)].join('\n');
  });
}

test('no typed secret in any serialisation of the open dialogs, masked or shown: the fund password and the authenticator code (issue 20)', async ({ page, context, baseURL }) => {
  const SECRET = 'Zq7-s3cret-Xw';
  const CODE = '482913';
  await useScenario(context, baseURL!, 'user', true);
  await host(page);

  await page.getByRole('button', { name: 'Ask fund password' }).click();
  const prompt = page.getByRole('dialog', { name: 'Fund password' });
  await expect(prompt).toBeVisible(APPEARS);
  const field = prompt.getByLabel('Fund password', { exact: true });
  await field.fill(SECRET);
  // The positive signal: the input holds it (its DOM property) and Confirm is enabled.
  await expect(field).toHaveValue(SECRET);
  await expect(prompt.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  expect(await serialised(prompt)).not.toContain(SECRET);
  await prompt.getByRole('button', { name: 'Show password' }).click();
  await expect(field).toHaveAttribute('type', 'text');
  expect(await serialised(prompt)).not.toContain(SECRET);
  await page.keyboard.press('Escape');
  await expect(page.locator('#result')).toHaveText('resolved null');

  await page.getByRole('button', { name: 'Change frequency' }).click();
  const frequency = page.getByRole('dialog', { name: 'Fund password frequency' });
  await expect(frequency.getByRole('radio', { name: 'One hour' })).toBeChecked(APPEARS);
  expect(await serialised(frequency)).not.toContain(CODE);
  await fillFrequency(page, SECRET, CODE);
  await expect(frequency.getByLabel('Google authenticator code')).toHaveValue(CODE);
  await expect(frequency.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  const before = await serialised(frequency);
  expect(before).not.toContain(SECRET);
  expect(before).not.toContain(CODE);
  await frequency.getByRole('button', { name: 'Show password' }).click();
  await expect(frequency.getByLabel('Fund password', { exact: true })).toHaveAttribute('type', 'text');
  const after = await serialised(frequency);
  expect(after).not.toContain(SECRET);
  expect(after).not.toContain(CODE);
});
