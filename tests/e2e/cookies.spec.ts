import { expect, test, type BrowserContext, type Page } from './fixtures';
import { collectErrors, hostPage } from './helpers';
import config from '../../playwright.config';

/**
 * Preference cookies against older cookies of the same name at a parent domain (issue 11). A
 * domain cookie needs a real parent domain, so the demo server is reached as www.sc.example.com
 * (mapped to 127.0.0.1 in this browser only; nothing is resolved or fetched elsewhere). Its
 * registrable domain is example.com; plain http is not a secure context there, so no Secure.
 */
const HOST = 'www.sc.example.com';
const PORT = Number(process.env.E2E_PORT || 5183);
const ORIGIN = `http://${HOST}:${PORT}`;
const LANDING = `${ORIGIN}/demo-pages/landing.html`;

const launch = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...launch, args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`] } });

/** Cookies of `name` the page is sent, in the browser's order (the first one wins on reads). */
const sent = (page: Page, name: string) => page.evaluate((n) => document.cookie.split('; ').filter((c) => c.startsWith(`${n}=`)), name);
const jar = async (context: BrowserContext, name: string) =>
  (await context.cookies(ORIGIN)).filter((c) => c.name === name).map((c) => `${c.domain} ${c.value}`).sort();

/** Older cookies of `name` at the registrable domain and at a parent between it and the host. */
async function shadow(context: BrowserContext, name: string, value: string): Promise<void> {
  await context.addCookies([
    { name, value, domain: '.example.com', path: '/' },
    { name, value, domain: '.sc.example.com', path: '/' },
  ]);
}

test('a fiat choice wins over an older curr_fiat at a parent domain, after the reload', async ({ page, context }) => {
  const errors = collectErrors(page);
  await shadow(context, 'curr_fiat', 'EUR');
  await page.goto(LANDING);
  expect(await sent(page, 'curr_fiat')).toEqual(['curr_fiat=EUR', 'curr_fiat=EUR']);
  await page.getByRole('banner').getByRole('button', { name: 'Language and currency' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Exchange rate' }).click();
  await expect(dialog.getByRole('button', { name: /^EUR\b/ })).toHaveAttribute('aria-current', 'true');
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: /^GBP\b/ }).click()]);

  // One cookie left, at the registrable domain, SameSite=Lax; the chrome reads the new choice.
  expect(await sent(page, 'curr_fiat')).toEqual(['curr_fiat=GBP']);
  const [fiat] = (await context.cookies(ORIGIN)).filter((c) => c.name === 'curr_fiat');
  expect(fiat).toMatchObject({ domain: '.example.com', path: '/', value: 'GBP', sameSite: 'Lax', secure: false });
  await page.getByRole('banner').getByRole('button', { name: 'Language and currency' }).click();
  await page.getByRole('dialog').getByRole('tab', { name: 'Exchange rate' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /^GBP\b/ })).toHaveAttribute('aria-current', 'true');
  expect(errors).toEqual([]);
});

test('the theme cookies replace older ones at parent domains', async ({ page, context }) => {
  await shadow(context, 'dark', '0');
  await page.goto(LANDING);
  await page.getByRole('button', { name: /theme/i }).click();
  await expect.poll(() => sent(page, 'dark')).toEqual(['dark=2']);
  expect(await jar(context, 'dark')).toEqual(['.example.com 2']);
  expect(await jar(context, 'is_change_skin')).toEqual(['.example.com 1']);
});

test('this-device logout removes pver and sign: host-only and at every parent domain', async ({ page, context }) => {
  await context.addCookies([
    { name: 'dev_scenario', value: 'user', url: ORIGIN },
    { name: 'uid', value: '10293847', url: ORIGIN },
    { name: 'nickname', value: 'Satoshi', url: ORIGIN },
    { name: 'pver', value: 'host', url: ORIGIN },
    { name: 'sign', value: 'host', url: ORIGIN },
  ]);
  await shadow(context, 'pver', 'p1');
  await shadow(context, 'sign', 's1');
  await hostPage(page, '/login', '<!doctype html><title>login</title><h1>Login</h1>');
  await page.goto(LANDING);
  expect(await sent(page, 'pver')).toHaveLength(3);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('button', { name: 'Log out of this device' }).click();
  await page.waitForURL('**/login');
  expect(await jar(context, 'pver')).toEqual([]);
  expect(await jar(context, 'sign')).toEqual([]);
});
