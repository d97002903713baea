import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Locator, Page } from '@playwright/test';

/** Console errors and uncaught exceptions of a page, for "no console error" checks. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/** Chooses the dev API scenario (see scripts/dev-api/scenarios.mjs) and the matching login cookies. */
export async function useScenario(context: BrowserContext, baseURL: string, scenario: string, loggedIn = false): Promise<void> {
  const cookies = [{ name: 'dev_scenario', value: scenario, url: baseURL }];
  if (loggedIn) cookies.push({ name: 'uid', value: '10293847', url: baseURL }, { name: 'nickname', value: 'Satoshi', url: baseURL });
  await context.addCookies(cookies);
}

/** A host page served at `path` on the demo origin, so cookies and the dev API work as usual. */
export async function hostPage(page: Page, path: string, html: string): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
}

/**
 * A message catalog of the chrome (src/i18n/locales/<folder>/<lang>.json; `folder` '' for the
 * top-level one), so specs find controls by the names people read in every language.
 */
export const catalog = (folder: string, lang: string) =>
  JSON.parse(readFileSync(`src/i18n/locales/${folder ? `${folder}/` : ''}${lang}.json`, 'utf8')) as Record<string, string>;

/**
 * Market requests of a page from now on, by path: the lists and the panel's own trade tabs
 * (`common/tabs`), for "nothing of the markets is asked for" checks.
 */
export function marketCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/apiw\/v2\/(market|pilot|pre-m|common\/tabs)/.test(path)) seen.push(path);
  });
  return seen;
}

/** Waits for the first `sitechrome:ready` of the page. */
export function readyEvent(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => {
    if ((window as unknown as { __scReady?: unknown }).__scReady) resolve((window as unknown as { __scReady?: unknown }).__scReady);
    window.addEventListener('sitechrome:ready', (e) => resolve((e as CustomEvent).detail), { once: true });
  }));
}

/** Records `sitechrome:ready` from the very start of the page (before any script of it runs). */
export async function recordReady(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('sitechrome:ready', (e) => {
      (window as unknown as { __scReady?: unknown }).__scReady = (e as CustomEvent).detail;
    });
  });
}

export interface AxeOptions {
  /**
   * Fail on findings of every impact (minor and moderate too), not only serious and critical:
   * for screens held to the stricter bar (the issue-14 popups and dialogs).
   */
  everyImpact?: boolean;
}

/** The chrome's shadow hosts, for axe on the chrome alone (the host page around them is the test's). */
export const CHROME_ROOTS: readonly string[] = ['[data-site-chrome-root]'];
/** The stricter bar of the issue-14 popups and dialogs: findings of every impact fail. */
export const STRICT_AXE: AxeOptions = { everyImpact: true };

/**
 * axe-core on the page as it is now (open shadow roots included): no serious or critical
 * violation (`everyImpact`: none at all). Call it again after opening each menu, drawer or dialog;
 * features join the accessibility gate by a line in tests/e2e/a11y.spec.ts (or by calling this in
 * their own specs).
 */
export async function expectAccessible(page: Page, what: string, include: readonly string[] = [], options: AxeOptions = {}): Promise<void> {
  const { expect, test } = await import('@playwright/test');
  // An axe pass takes a second or more on a busy 2-core machine: each one gives its test 15 s
  // more, so a test that opens several screens is not cut short by the 30 s default.
  test.info().setTimeout(test.info().timeout + 15_000);
  const bad = await runAxe(page, include, options.everyImpact ?? false);
  expect(bad, `axe on ${what}`).toEqual([]);
}

type AxeGlobal = {
  run(context: unknown, options: unknown): Promise<{
    violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
  }>;
};

/**
 * axe-core run in the page itself, injected once per document (issue 26). @axe-core/playwright
 * injected the 550 kB source again on every pass and finished each one in a second blank page:
 * 2-3 s a pass where this takes under 1 s, and the suite makes some 250 passes. The chrome has no
 * frames, so the top document's run sees all of it (open shadow roots included); only violations
 * come back.
 */
async function runAxe(page: Page, include: readonly string[], everyImpact: boolean): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  return page.evaluate(async ({ include, everyImpact }) => {
    const axe = (window as unknown as { axe: AxeGlobal }).axe;
    const context = include.length ? { include: include.map((s) => [s]) } : document;
    const results = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((v) => everyImpact || v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  }, { include: [...include], everyImpact });
}

let source: string | undefined;
function axeSource(): string {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/**
 * A screen as people see it: a screenshot attached to the test (`name`, to look at), then axe on
 * the same state. For the finished-look checks of each open dialog, light and dark, 1440 and 390 px.
 */
export async function screenAndAxe(page: Page, name: string, include: readonly string[] = [], options: AxeOptions = {}): Promise<void> {
  const { test } = await import('@playwright/test');
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
  await expectAccessible(page, name, include, options);
}

/**
 * A small phone held sideways (667 × 375): the wheel over `dialog` brings `target` into view. A dialog
 * frame that clips its body without scrolling it leaves the last controls out of reach of touch
 * and wheel (only Tab would get there). The viewport is put back afterwards.
 */
export async function expectReachableSideways(page: Page, dialog: Locator, target: Locator): Promise<void> {
  const { expect } = await import('@playwright/test');
  const before = page.viewportSize();
  await page.setViewportSize({ width: 667, height: 375 });
  const box = await dialog.boundingBox();
  if (!box) throw new Error('the dialog is not on screen');
  // Below the title row, over the body that should scroll.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.6);
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(target).toBeInViewport({ ratio: 1, timeout: 500 });
  }).toPass({ timeout: 10_000 });
  if (before) await page.setViewportSize(before);
}

/**
 * A chrome link's href for `path`: site paths are absolute on the page's origin (issue 11: a host
 * `<base href>` elsewhere must not move them), other URLs as they are.
 */
export function onSite(path: string | RegExp): string | RegExp {
  return typeof path === 'string' && path.startsWith('/') ? `http://127.0.0.1:${Number(process.env.E2E_PORT || 5183)}${path}` : path;
}

/** The header's theme toggle in every language, hidden on phones (Settings holds it) and inert under a modal. */
const THEME_NAMES = new Set(readdirSync('src/i18n/locales').filter((f) => f.endsWith('.json'))
  .flatMap((f) => { const c = JSON.parse(readFileSync(`src/i18n/locales/${f}`, 'utf8')) as Record<string, string>; return [c['header.theme.toDark'], c['header.theme.toLight']]; })
  .filter((name): name is string => Boolean(name)));
const THEME_TOGGLE = new RegExp(`^(${[...THEME_NAMES].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
export const chromeTheme = (page: Page) => page.evaluate(() => document.querySelector('[data-site-chrome-root="header"]')?.shadowRoot?.querySelector('.sc-root')?.getAttribute('data-theme'));

/**
 * Attaches a screenshot of the viewport in both themes (`<name>-light-<width>`, `-dark-`) without
 * loading the page again: the header's theme toggle is clicked by a dispatched event (under a
 * modal it is inert and on phones hidden, but its own handler still runs), which writes the
 * `dark` cookie, so pages loaded later in the test keep the theme it leaves.
 */
export async function attachThemes(page: Page, name: string): Promise<void> {
  const { test } = await import('@playwright/test');
  const width = page.viewportSize()?.width ?? 0;
  for (let i = 0; i < 2; i++) {
    const theme = await chromeTheme(page);
    await test.info().attach(`${name}-${theme}-${width}`, { body: await page.screenshot(), contentType: 'image/png' });
    if (i === 1) break;
    await switchTheme(page);
  }
}

/** The other theme, by the header's own toggle (see attachThemes), once the chrome shows it. */
export async function switchTheme(page: Page): Promise<void> {
  const { expect } = await import('@playwright/test');
  const theme = await chromeTheme(page);
  await page.getByRole('banner').getByRole('button', { name: THEME_TOGGLE, includeHidden: true }).dispatchEvent('click');
  await expect.poll(() => chromeTheme(page), { message: 'the theme switches' }).not.toBe(theme);
}

/**
 * The elements Tab can stop on (disabled controls are skipped; `summary` toggles its <details>),
 * for counting and listing a root's or a dialog's controls.
 */
export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Where focus is, for a dialog: inside it, in the browser's own UI (nothing in the page has it), or escaped. */
export function focusIn(dialog: Locator): Promise<string> {
  return dialog.evaluate((d) => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    if (!a || a === document.body) return 'outside-page';
    // Inside the dialog, or inside a shadow root hosted in it (a micro-app's own root).
    for (let b: Node | null = a; b; b = b.getRootNode() instanceof ShadowRoot ? (b.getRootNode() as ShadowRoot).host : null) {
      if (d.contains(b)) return 'inside';
    }
    return `escaped to ${a.tagName.toLowerCase()} ${a.getAttribute('aria-label') ?? a.textContent?.trim().slice(0, 30)}`;
  });
}

/**
 * Tab and Shift+Tab past every stop: focus stays inside the open dialog (the browser traps it in a
 * modal); the browser's own UI stop, where nothing in the page has focus, is allowed.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, what = 'dialog'): Promise<void> {
  const { expect } = await import('@playwright/test');
  const stops = await dialog.evaluate((d, focusable) => d.querySelectorAll(focusable).length, FOCUSABLE);
  const seen: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press(key);
      seen.push(await focusIn(dialog));
      expect(['inside', 'outside-page'], `${what}: ${key} #${i + 1} keeps focus in the dialog`).toContain(seen.at(-1));
    }
  }
  expect(seen, `${what}: Tab reaches the dialog's controls`).toContain('inside');
}
