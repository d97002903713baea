import { expect, test, type Page } from '@playwright/test';
import { useScenario } from './helpers';

/**
 * Keyboard walk of issue 5: Tab reaches every control of the header and footer, each menu opens
 * from the keyboard, Tab walks its panel, and Escape closes it with focus back on its trigger.
 * Data-driven: the controls are collected from the shadow roots at run time, so a control a
 * feature adds joins by existing. Menus are found by `aria-expanded`.
 */

const WALKS = [
  { name: 'visitor', scenario: 'visitor', loggedIn: false, width: 1440 },
  { name: 'logged in', scenario: 'user', loggedIn: true, width: 1440 },
  { name: 'logged in, 390 px', scenario: 'user', loggedIn: true, width: 390 },
];

test.describe.configure({ mode: 'parallel' });

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Installs page helpers: the deepest focused element, and a description of an element. */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate((focusable) => {
    const w = window as unknown as Record<string, unknown>;
    const describe = (el: Element) => {
      const root = el.getRootNode() as ShadowRoot | Document;
      const host = 'host' in root ? root.host.getAttribute('data-site-chrome-root') : 'page';
      const name = el.getAttribute('aria-label') || (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const all = [...root.querySelectorAll(focusable)];
      return `${host}:${el.tagName.toLowerCase()}#${all.indexOf(el)} "${name}"`;
    };
    w.__kwDeepActive = () => {
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return a && a !== document.body ? describe(a) : null;
    };
    /** Visible focusable controls inside the chrome's shadow roots (header and footer). */
    w.__kwTargets = (within?: string) => [...document.querySelectorAll('[data-site-chrome-root="header"], [data-site-chrome-root="footer"]')]
      .flatMap((host) => [...(host.shadowRoot?.querySelectorAll(focusable) ?? [])])
      .filter((el) => (within ? el.closest(`[id="${within}"]`) : true))
      .filter((el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed')
      .map(describe);
  }, FOCUSABLE);
}

const deepActive = (page: Page) => page.evaluate(() => (window as unknown as { __kwDeepActive(): string | null }).__kwDeepActive());
const targets = (page: Page, within?: string) =>
  page.evaluate((w) => (window as unknown as { __kwTargets(w?: string): string[] }).__kwTargets(w), within);

/** Presses Tab until focus leaves the page or `limit` presses; returns what got focus, in order. */
async function tabThrough(page: Page, limit: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const now = await deepActive(page);
    if (now === null || seen.includes(now)) break;
    seen.push(now);
  }
  return seen;
}

for (const walk of WALKS) {
  test(`keyboard walk (${walk.name}): Tab reaches every header and footer control; menus open, walk and close on Escape`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: walk.width, height: 900 });
    await useScenario(context, baseURL!, walk.scenario, walk.loggedIn);
    await page.goto('/demo-pages/landing.html');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' }).or(page.getByRole('button', { name: 'Account' }))).toBeVisible();
    await installProbe(page);

    const expected = await targets(page);
    expect(expected.length).toBeGreaterThan(10);
    const visited = await tabThrough(page, 400);
    const missed = expected.filter((t) => !visited.includes(t));
    expect(missed, 'controls Tab never reached').toEqual([]);

    // Every disclosure (nav menus, Account, later ones): Enter opens, Tab walks the whole panel,
    // Escape closes it and puts focus back on the trigger.
    const triggers = page.getByRole('banner').locator('button[aria-expanded]');
    const count = await triggers.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const trigger = triggers.nth(i);
      const label = (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText());
      const panelId = await trigger.getAttribute('aria-controls');
      expect(panelId, `${label}: aria-controls`).toBeTruthy();
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger, `${label} opens on Enter`).toHaveAttribute('aria-expanded', 'true');
      const panelTargets = await targets(page, panelId!);
      expect(panelTargets.length, `${label}: controls in the panel`).toBeGreaterThan(0);
      const inPanel: string[] = [];
      for (let n = 0; n < panelTargets.length; n++) {
        await page.keyboard.press('Tab');
        const now = await deepActive(page);
        if (now) inPanel.push(now);
      }
      expect(inPanel, `${label}: Tab walks the panel in order`).toEqual(panelTargets);
      await page.keyboard.press('Escape');
      await expect(trigger, `${label} closes on Escape`).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger, `${label}: focus back on the trigger`).toBeFocused();
    }
  });
}

// The click after a hover (and a tap, whose emulated mouseenter opens the menu first) must not
// toggle the menu shut again: one click or tap opens, the next closes.
test('one click or tap opens a header menu, the next closes it', async ({ browser, baseURL }) => {
  for (const touch of [false, true]) {
    const context = await browser.newContext({ baseURL, hasTouch: touch, viewport: { width: touch ? 390 : 1440, height: 800 } });
    const page = await context.newPage();
    await page.goto('/demo-pages/landing.html');
    const trade = page.getByRole('button', { name: 'Trade' });
    await expect(trade).toBeVisible();
    if (touch) await trade.tap();
    else await trade.click();
    await expect(trade, touch ? 'tap opens' : 'click opens').toHaveAttribute('aria-expanded', 'true');
    if (touch) await trade.tap();
    else await trade.click();
    await expect(trade, touch ? 'second tap closes' : 'second click closes').toHaveAttribute('aria-expanded', 'false');
    await context.close();
  }
});
