import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectErrors, recordReady, readyEvent, useScenario } from './helpers';

/**
 * The prerendered chrome with JavaScript on (issue 25): the SDK's script on a `?prerender=1` page
 * hydrates the header and footer the server included. React adopts the painted elements (no
 * second header, nothing drawn again), then renders what only the browser knows (the menus'
 * buttons, the search box, a logged-in user's actions) inside the same boxes: no layout shift
 * from the first paint on. A fragment that does not match is rendered again and reported once.
 */

/** From the page's start: its layout shifts, and a mark on the painted header and footer landmarks. */
async function watchFromStart(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number }[]) w.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
    // Parsed, before the deferred loader runs: the elements the server's HTML painted.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const kind of ['header', 'footer']) {
        const landmark = document.querySelector(`[data-site-chrome="${kind}"]`)?.shadowRoot?.querySelector(kind);
        if (landmark) (landmark as unknown as { __painted: boolean }).__painted = true;
      }
    });
  });
}

const adopted = (page: Page, kind: 'header' | 'footer') => page.evaluate((k) =>
  (document.querySelector(`[data-site-chrome="${k}"]`)?.shadowRoot?.querySelector(k) as unknown as { __painted?: boolean } | null)?.__painted === true, kind);
/** The page's console warnings, as they come: the SDK's one error path writes each report there. */
function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  return warnings;
}

/** The page at desktop size with its ready recorded from its start (it may come before a listener added after goto), its console errors and warnings. */
async function watched(page: Page): Promise<{ errors: string[]; warnings: string[] }> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await recordReady(page);
  return { errors: collectErrors(page), warnings: consoleWarnings(page) };
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);

/** The prerendered landing page at desktop size, watched from its start, once the chrome is ready: its console errors. */
async function openLanding(page: Page): Promise<string[]> {
  const { errors } = await watched(page);
  await watchFromStart(page);
  await page.goto('/demo-pages/landing.html?prerender=1');
  await readyEvent(page);
  return errors;
}

test('landing page, prerendered, JavaScript on: hydrated in place, one header, then scripted, no shift, no console error', async ({ page, baseURL }) => {
  const errors = await openLanding(page);
  const banner = page.getByRole('banner');
  // Scripted after the hydration: the menus are buttons again, the search box is in its place,
  // links are absolute on the page's origin.
  await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Trade' })).toBeVisible();
  await expect(banner.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', `${baseURL}/login`);
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  // One header and one footer: the slots themselves are the hosts, and their landmarks the
  // elements the HTML painted.
  await expect(banner).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  expect(await page.locator('[data-site-chrome-root="header"]').count()).toBe(1);
  expect(await adopted(page, 'header')).toBe(true);
  expect(await adopted(page, 'footer')).toBe(true);
  // A menu opens: the hydrated header works as the scripted one does.
  await banner.getByRole('button', { name: 'Trade' }).click();
  await expect(banner.getByRole('button', { name: 'Trade' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  expect(await shifts(page)).toEqual([]);
  expect(errors).toEqual([]);

  // The host page's own styles: as on the page without the chrome's fragments.
  const hostStyle = (p: Page) => p.locator('body').evaluate(() => {
    const pick = (el: Element | null) => (el ? (({ fontFamily, fontSize, fontWeight, color, margin }) => ({ fontFamily, fontSize, fontWeight, color, margin }))(getComputedStyle(el)) : null);
    return { h1: pick(document.querySelector('h1')), body: pick(document.body) };
  });
  const plain = await page.context().newPage();
  await plain.setViewportSize({ width: 1440, height: 900 });
  await plain.goto(`${baseURL}/demo-pages/landing.html`);
  expect(await hostStyle(page)).toEqual(await hostStyle(plain));
});

for (const [name, path] of [['prerendered', '/demo-pages/landing.html?prerender=1'], ['script-only', '/demo-pages/landing.html']] as const) {
  test(`a logged-in user (${name}): the account actions take the visitor buttons' place and nothing moves, in the header or below`, async ({ page, context, baseURL }) => {
    await useScenario(context, baseURL!, 'user', true);
    const { errors } = await watched(page);
    await watchFromStart(page);
    await page.goto(path);
    await readyEvent(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Account' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    if (name === 'prerendered') expect(await adopted(page, 'header')).toBe(true);
    // The actions that depend on the login state come first in the end-aligned group, which has
    // no box of its own: their arrival moves neither the search box nor the buttons after it.
    expect(await shifts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a fragment that does not match (edited) is rendered again, reported once, and the chrome works', async ({ page }) => {
  const { errors, warnings } = await watched(page);
  await page.route('**/demo-pages/legacy.html?prerender=1', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('>Log In</a>', '>Log in here</a>');
    expect(body).toContain('Log in here');
    await route.fulfill({ response, body });
  });
  await page.goto('/demo-pages/legacy.html?prerender=1');
  await readyEvent(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Log in here' })).toHaveCount(0);
  await expect(banner).toHaveCount(1);
  await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Trade' })).toBeVisible();
  expect(warnings.filter((w) => w.includes('the prerendered chrome did not match'))).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('in Arabic, and on the legacy page (quirks mode, hostile CSS, <base href>): hydrated with no mismatch', async ({ page }) => {
  const { errors, warnings } = await watched(page);
  await page.goto('/ar/demo-pages/landing.html?prerender=1');
  await readyEvent(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('navigation').getByRole('button').first()).toBeVisible();
  expect(await banner.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await page.goto('/demo-pages/legacy.html?prerender=1');
  await readyEvent(page);
  await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Trade' })).toBeVisible();
  // The page's <base href> points elsewhere: the hydrated links are absolute on the page's origin.
  expect(await banner.getByRole('link', { name: 'Log In' }).evaluate((a) => (a as HTMLAnchorElement).href)).toBe(new URL('/login', page.url()).href);
  expect(warnings.filter((w) => w.includes('did not match'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the hydration\'s chunk does not come: the server\'s chrome stays, its links working; the rest of the chrome renders; reported', async ({ page }) => {
  const { errors, warnings } = await watched(page);
  await page.route(/\/chunks\/hydrate-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/demo-pages/landing.html?prerender=1');
  await readyEvent(page);
  const banner = page.getByRole('banner');
  // As the server drew it: the menus' links, the paths.
  await expect(banner.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trade' })).toBeVisible();
  // The overlay root (bars, dialogs) did not wait for it.
  await expect(page.locator('[data-site-chrome-root="overlay"]')).toHaveCount(1);
  await expect.poll(() => warnings.filter((w) => w.includes('could not load the hydration')).length).toBe(1);
  // The browser's own line for each refused request (four tries) is not the SDK's.
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});
