import { expect, test, type Page } from './fixtures';
import { collectErrors, hostPage, useScenario } from './helpers';

/**
 * One error path (issue 24): what the SDK handles reaches the integrator's `onError` once, as a
 * `SiteChromeError` with its `code`, `area` and the original as `cause`, and is logged as a
 * warning: no console error reaches the host page. A host page mounting through the queue with
 * an `onError` that records what it gets.
 */
interface Reported { name: string; code: string; area: string; message: string; cause: string }

async function openHost(page: Page): Promise<void> {
  await hostPage(page, '/host/error-path.html', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>errors</title></head>
<body><div data-site-chrome="header"></div><main><h1>Host page</h1></main><div data-site-chrome="footer"></div>
<script>
  window.__reported = [];
  window.SiteChrome = { q: [['mount', {
    site: 'main',
    microApps: { login: '/demo-pages/micro-apps/login.js' },
    onError: function (e) {
      window.__reported.push({ name: e.name, code: e.code, area: e.area, message: e.message, cause: e.cause && e.cause.message || '' });
    },
  }]] };
</script>
<script src="/static/chrome/site-chrome.umd.js" defer></script></body></html>`);
  await page.goto('/host/error-path.html');
}

const reported = (page: Page) => page.evaluate(() => (window as unknown as { __reported: Reported[] }).__reported);

/** The first report, then a moment for a second one that must not come. */
async function reportedOnce(page: Page): Promise<Reported> {
  await expect.poll(async () => (await reported(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(1000);
  const all = await reported(page);
  expect(all).toHaveLength(1);
  return all[0]!;
}

const banner = (page: Page) => page.getByRole('banner');
/** Console errors other than the browser's own line for a request the test refused. */
const chromeErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

test('a render error in a root: its island shows Retry, onError gets RENDER_FAILED once, no console error', async ({ page, context, baseURL }) => {
  const errors = collectErrors(page);
  await useScenario(context, baseURL!, 'user', true);
  // Intl.NumberFormat throws once the test says so: the personal centre formats the funds with it.
  await page.addInitScript(() => {
    const Real = Intl.NumberFormat;
    const w = window as unknown as { __breakIntl?: boolean };
    Intl.NumberFormat = function (this: unknown, ...args: ConstructorParameters<typeof Real>) {
      if (w.__breakIntl) throw new Error('forced render error');
      return new Real(...args);
    } as unknown as typeof Intl.NumberFormat;
  });
  await openHost(page);
  const account = banner(page).getByRole('button', { name: 'Account' });
  await expect(account).toBeVisible();
  await page.evaluate(() => { (window as unknown as { __breakIntl: boolean }).__breakIntl = true; });
  await account.click();
  await expect(banner(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  const value = await reportedOnce(page);
  expect(value).toMatchObject({ name: 'SiteChromeError', code: 'RENDER_FAILED', area: 'render', cause: 'forced render error' });
  // The rest of the header stays.
  await expect(banner(page).getByRole('link', { name: 'Deposit' }).or(banner(page).getByRole('button', { name: 'Deposit' }))).toBeVisible();
  expect(chromeErrors(errors)).toEqual([]);
});

test('a chunk that keeps failing: Retry in its place, onError gets CHUNK_FAILED once, no console error', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.route(/\/chunks\/MenuPanel-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await openHost(page);
  const trade = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Trade', exact: true });
  await trade.click();
  await expect(banner(page).getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
  const value = await reportedOnce(page);
  expect(value).toMatchObject({ name: 'SiteChromeError', code: 'CHUNK_FAILED', area: 'chunk' });
  expect(chromeErrors(errors)).toEqual([]);
});

test('a micro-app that fails to load: its dialog offers the page, onError gets MICRO_APP_FAILED once, no console error', async ({ page, context, baseURL }) => {
  const errors = collectErrors(page);
  await useScenario(context, baseURL!, 'visitor');
  await page.route('**/micro-apps/login.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await openHost(page);
  await banner(page).getByRole('link', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog', { name: 'Log In' }).getByRole('alert')).toContainText('could not be loaded');
  const value = await reportedOnce(page);
  expect(value).toMatchObject({ name: 'SiteChromeError', code: 'MICRO_APP_FAILED', area: 'micro-app' });
  expect(value.message).toContain('login micro-app');
  expect(chromeErrors(errors)).toEqual([]);
});
