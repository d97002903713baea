import { expect, test, type Page } from './fixtures';
import { collectErrors, recordReady, useScenario } from './helpers';

/**
 * Storage failures of issue 5: localStorage throwing, cookies disabled, IndexedDB missing or
 * failing. The chrome renders with no console error, and what works without storage works: the
 * theme switches in the page, menus open, a logged-in user gets the Account menu.
 *
 * A failure mode is one line in BREAKAGES (an init script run before any page script).
 */

/** `active` runs in the page and proves the breakage is in effect. */
const BREAKAGES: { name: string; script: () => void; active: () => boolean | Promise<boolean> }[] = [
  {
    name: 'localStorage methods throw',
    active: () => { try { localStorage.setItem('x', '1'); return false; } catch { return true; } },
    script: () => {
      const deny = () => { throw new DOMException('The operation is insecure.', 'SecurityError'); };
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(Storage.prototype, method, { value: deny, configurable: true });
      }
    },
  },
  {
    name: 'localStorage itself throws',
    active: () => { try { return !window.localStorage; } catch { return true; } },
    script: () => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, { get() { throw new DOMException('Access is denied', 'SecurityError'); }, configurable: true });
      }
    },
  },
  {
    name: 'cookies disabled',
    active: () => { try { return typeof document.cookie !== 'string'; } catch { return true; } },
    script: () => {
      Object.defineProperty(Document.prototype, 'cookie', {
        get() { throw new DOMException('Access is denied', 'SecurityError'); },
        set() { throw new DOMException('Access is denied', 'SecurityError'); },
        configurable: true,
      });
    },
  },
  {
    name: 'no IndexedDB',
    active: () => typeof indexedDB === 'undefined',
    script: () => { Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true }); },
  },
  {
    name: 'IndexedDB open() throws',
    active: () => { try { indexedDB.open('x'); return false; } catch { return true; } },
    script: () => {
      Object.defineProperty(IDBFactory.prototype, 'open', {
        value: () => { throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError'); },
        configurable: true,
      });
    },
  },
  {
    name: 'IndexedDB open() fails asynchronously',
    active: () => new Promise<boolean>((resolve) => { indexedDB.open('x').onerror = () => resolve(true); setTimeout(() => resolve(false), 500); }),
    script: () => {
      Object.defineProperty(IDBFactory.prototype, 'open', {
        value: () => {
          const request = new EventTarget() as EventTarget & { error: DOMException; result: undefined; onerror: ((e: Event) => void) | null };
          request.error = new DOMException('Storage is disabled', 'UnknownError');
          request.onerror = null;
          setTimeout(() => {
            const event = new Event('error');
            request.dispatchEvent(event);
            request.onerror?.(event);
          }, 0);
          return request;
        },
        configurable: true,
      });
    },
  },
];

/** One breakage per test, then everything at once, as in a locked-down embedded browser. */
const CASES = [
  ...BREAKAGES.map((b) => ({ name: b.name, scripts: [b.script], active: b.active })),
  { name: 'all storage broken at once', scripts: BREAKAGES.filter((b) => !/asynchronously/.test(b.name)).map((b) => b.script), active: undefined },
];

async function expectWorkingChrome(page: Page, loggedIn: boolean): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { __scReady?: unknown }).__scReady);

  // The theme switches in the page (it cannot be stored, which is fine).
  const banner = page.getByRole('banner');
  const before = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);

  // Menus open and close.
  const trade = page.getByRole('button', { name: 'Trade' });
  await trade.click();
  await expect(trade).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Spot/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trade).toHaveAttribute('aria-expanded', 'false');

  if (loggedIn) {
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByText('UID 10293847')).toBeVisible();
  } else {
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  }
}

test.describe.configure({ mode: 'parallel' });

for (const { name, scripts, active } of CASES) {
  // A logged-in session needs the login cookies to be readable or the user info call to answer;
  // with cookies disabled the SDK asks the server, which still knows the session.
  for (const loggedIn of [false, true]) {
    test(`${name}${loggedIn ? ', logged in' : ''}: the chrome renders and works, with no console error`, async ({ page, context, baseURL }) => {
      await useScenario(context, baseURL!, loggedIn ? 'user' : 'visitor', loggedIn);
      const errors = collectErrors(page);
      for (const script of scripts) await page.addInitScript(script);
      await recordReady(page);
      await page.goto('/demo-pages/landing.html');
      if (active) expect(await page.evaluate(active), 'the breakage is in effect').toBe(true);
      await expectWorkingChrome(page, loggedIn);
      expect(errors).toEqual([]);
    });
  }
}
