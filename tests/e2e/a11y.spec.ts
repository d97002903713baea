import { expect, test, type BrowserContext, type Page } from './fixtures';
import { chromeTheme, collectErrors, expectAccessible, switchTheme, useScenario } from './helpers';

/**
 * The accessibility gate of issue 5: axe (serious + critical) on every demo page, light and dark,
 * 1440 and 390 px, with every menu, drawer and dialog open in turn. One page load per
 * (page, theme, width), whose states are opened and closed inside it, plus one per theme at
 * 1440 px on the landing page that opens each header menu (phones have none: their nav is the
 * Menu drawer, a STATE).
 *
 * Features join by adding a line:
 *  - a demo page → PAGES;
 *  - a menu, drawer or dialog → STATES (`open` brings it up, `close` puts the page back; by default
 *    Escape). Header disclosure buttons (`aria-expanded`) are found and opened automatically.
 */

test.describe.configure({ mode: 'parallel' });

interface A11yPage {
  name: string;
  path: string;
  /** dev API scenario (scripts/dev-api/scenarios.mjs); logged in when the scenario logs in. */
  scenario?: string;
  loggedIn?: boolean;
  /** Resolves when the chrome of this page has rendered. */
  ready: (page: Page) => Promise<void>;
  /**
   * The four variants in one load: light at 1440 px, then the header's theme toggle and a resize,
   * as a visitor who switches both would (issue 26: a page load per variant was a fifth of this
   * file's time). For pages that embed the same chrome as the landing page, whose own tests keep a
   * load per variant (the `dark` cookie at load, the phone's first paint).
   */
  oneLoad?: boolean;
}

interface A11yState {
  name: string;
  /** Page names (PAGES[].name) where this state is checked; the landing page when absent (the
   * chrome is the same component on every page, and every axe run costs seconds). */
  on?: string[];
  /** Viewport widths where this state exists (the phone drawer only below 992 px); all when absent. */
  widths?: number[];
  open: (page: Page) => Promise<void>;
  close?: (page: Page) => Promise<void>;
  /** What axe analyses in this state; the chrome's roots by default, [] for the whole page. */
  scope?: string[];
}

const chrome = async (page: Page) => {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Login state settled: the visitor buttons or the Account button are in.
  await expect(page.getByRole('link', { name: 'Log In' }).or(page.getByRole('button', { name: 'Account' }))).toBeVisible();
};

export const PAGES: A11yPage[] = [
  { name: 'index', path: '/demo-pages/index.html', ready: chrome, oneLoad: true },
  { name: 'landing', path: '/demo-pages/landing.html', ready: chrome },
  { name: 'landing (logged in)', path: '/demo-pages/landing.html', scenario: 'user', loggedIn: true, ready: chrome },
  { name: 'legacy', path: '/demo-pages/legacy.html', ready: chrome, oneLoad: true },
  { name: 'cdn', path: '/demo-pages/cdn.html', ready: chrome, oneLoad: true },
  { name: 'integrator', path: '/demo-pages/integrator.html', ready: chrome, oneLoad: true },
  {
    // axe-core adds empty inline <style> elements while it runs; this page's CSP blocks them (and
    // logs a console error each), which changes nothing in axe's results. So the chrome's own
    // record is taken before axe starts: not one violation up to the first analysis.
    name: 'csp', path: '/demo-pages/csp.html', oneLoad: true,
    ready: async (page) => {
      await chrome(page);
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: unknown[] }).__cspViolations)).toEqual([]);
    },
  },
  {
    name: 'widget-error', path: '/demo-pages/widget-error.html',
    ready: async (page) => { await expect(page.getByRole('alert')).toBeVisible(); },
  },
];

/**
 * Header disclosure menus are the same component on every page: they are opened on this page only
 * (logged-in-only menus are STATES of the logged-in page).
 */
const DISCLOSURES_ON = 'landing';

export const STATES: A11yState[] = [
  {
    name: 'Account menu', on: ['landing (logged in)'],
    open: async (page) => {
      await page.getByRole('button', { name: 'Account' }).click();
      await expect(page.getByText('UID 10293847')).toBeVisible();
    },
  },
  {
    name: 'Account menu, logout choice', on: ['landing (logged in)'],
    open: async (page) => {
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('button', { name: 'Log Out', exact: true }).click();
      await expect(page.getByRole('group', { name: 'Log Out' })).toBeVisible();
    },
  },
  {
    // Phones reach it from the Account drawer (account.spec.ts checks that one with axe).
    name: 'Deposit chooser', on: ['landing (logged in)'], widths: [1440],
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Deposit' }).getByRole('link').first()).toBeVisible();
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
  {
    // Turkish from the phone footer's language list (main site): the Turkey confirm modal.
    name: 'Turkey confirm', widths: [390],
    open: async (page) => {
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('button', { name: /^Language/ }).click();
      await footer.getByRole('button', { name: 'Türkçe' }).click();
      await expect(page.getByRole('dialog', { name: 'Continue in Turkish' }).getByRole('button').first()).toBeVisible();
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
  {
    // The phone's whole menu, one accordion section open.
    name: 'Menu drawer', widths: [390],
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('button', { name: 'Trade', exact: true }).click();
      await expect(drawer.getByRole('link', { name: 'Spot', exact: true })).toBeVisible();
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
];

/**
 * Every disclosure button the header shows at this width (nav menus, Download app, later ones),
 * found on the page: buttons with aria-expanded and aria-controls. Buttons that open a dialog
 * (the phone's Menu drawer) are STATES; hidden ones (the inline nav below 992 px) are skipped.
 */
async function headerDisclosures(page: Page): Promise<string[]> {
  const buttons = page.getByRole('banner').locator('button[aria-expanded][aria-controls]:not([aria-haspopup="dialog"])').filter({ visible: true });
  const names: string[] = [];
  for (const button of await buttons.all()) {
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText()).trim();
    if (name) names.push(name);
  }
  return names;
}

/** Once the whole page has passed, open states are checked in the chrome's own roots only (faster). */
const CHROME_ROOTS = ['[data-site-chrome-root]'];
/** Header menus live in the header's root; the footer's many links were checked closed. */
const HEADER_ROOT = ['[data-site-chrome-root="header"]'];

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [1440, 390] as const;

async function load(page: Page, context: BrowserContext, baseURL: string, target: A11yPage, theme: string, width: number) {
  const errors = collectErrors(page);
  await page.setViewportSize({ width, height: 900 });
  if (target.scenario) await useScenario(context, baseURL, target.scenario, target.loggedIn);
  if (theme === 'dark') await context.addCookies([{ name: 'dark', value: '2', url: baseURL }]);
  await page.goto(target.path);
  await target.ready(page);
  // Console errors after this point may be axe's own (see the csp page above).
  expect(errors, 'console errors before axe').toEqual([]);
}

for (const target of PAGES.filter((p) => p.oneLoad)) {
  test(`axe: ${target.name}, light and dark, 1440 and 390 px, in one load`, async ({ page, context, baseURL }) => {
    test.setTimeout(60_000);
    await load(page, context, baseURL!, target, 'light', 1440);
    for (const [theme, width] of [['light', 1440], ['dark', 1440], ['dark', 390], ['light', 390]] as const) {
      if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 900 });
      if ((await chromeTheme(page)) !== theme) await switchTheme(page);
      expect(await chromeTheme(page)).toBe(theme);
      await expectAccessible(page, `${target.name} (${theme}, ${width} px)`);
    }
  });
}

for (const target of PAGES.filter((p) => !p.oneLoad)) {
  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      const where = `${target.name} (${theme}, ${width} px)`;
      test(`axe: ${target.name}, ${theme}, ${width} px`, async ({ page, context, baseURL }) => {
        // A whole-page axe run and one per open state (the logged-in landing page has several).
        test.setTimeout(60_000);
        await load(page, context, baseURL!, target, theme, width);
        await expectAccessible(page, where);
        for (const state of STATES.filter((s) => (s.on ?? [DISCLOSURES_ON]).includes(target.name) && (s.widths ?? [width]).includes(width))) {
          await state.open(page);
          await expectAccessible(page, `${where} with ${state.name}`, state.scope ?? CHROME_ROOTS);
          if (state.close) await state.close(page);
          else await page.keyboard.press('Escape');
        }
      });

      // Phones have no header disclosure (the nav is the Menu drawer, a STATE; Download app is
      // hidden; Account is a drawer), so the menus run at 1440 only.
      if (target.name !== DISCLOSURES_ON || width < 992) continue;
      // A test of its own, so it runs beside the page's test.
      test(`axe: ${target.name}, ${theme}, ${width} px, each header menu open`, async ({ page, context, baseURL }) => {
        test.setTimeout(60_000);
        await load(page, context, baseURL!, target, theme, width);
        const names = await headerDisclosures(page);
        expect(names.length).toBeGreaterThan(0);
        for (const name of names) {
          const button = page.getByRole('banner').getByRole('button', { name, exact: true });
          await button.click();
          await expect(button).toHaveAttribute('aria-expanded', 'true');
          // The panel's content is a lazy chunk: check it rendered, not its loading note.
          const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
          await expect(panel.getByRole('link').or(panel.getByRole('img')).first()).toBeVisible();
          await expectAccessible(page, `${where} with "${name}" open`, HEADER_ROOT);
          await page.keyboard.press('Escape');
          await expect(button).toHaveAttribute('aria-expanded', 'false');
        }
      });
    }
  }
}
