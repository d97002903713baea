import { expect, test, type Page } from './fixtures';
import { useScenario } from './helpers';

/**
 * Issue 22: a part the data asks for shows with the header, so its code comes in one wave of
 * requests, not one import after another. Asserted on the order of the requests (each one asked
 * for before another has arrived), never on times.
 */

/** A chunk's name from its URL (`chunks/<name>-<8-character hash>.js`). */
const nameOf = (url: string) => /\/chunks\/([\w-]+?)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1] ?? null;

/** `start <chunk>` and `end <chunk>` in the order the browser reports them. */
function recordChunks(page: Page): string[] {
  const events: string[] = [];
  page.on('request', (r) => {
    const name = nameOf(r.url());
    if (name) events.push(`start ${name}`);
  });
  page.on('requestfinished', (r) => {
    const name = nameOf(r.url());
    if (name) events.push(`end ${name}`);
  });
  return events;
}

test('the loader asks for the page services and the calls beside the core, not once the core has run', async ({ page }) => {
  const events = recordChunks(page);
  await page.goto('/demo-pages/landing.html');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  const coreArrived = events.indexOf('end core');
  expect(coreArrived).toBeGreaterThan(-1);
  for (const chunk of ['page-services', 'calls']) {
    expect(events.indexOf(`start ${chunk}`), chunk).toBeGreaterThan(-1);
    expect(events.indexOf(`start ${chunk}`), chunk).toBeLessThan(coreArrived);
  }
});

test('the decision calls go out as soon as the loader\'s chunks have run, before ready, not a scheduler task after the first render', async ({ page, context, baseURL }) => {
  await useScenario(context, baseURL!, 'bulletin-long');
  // The core held back: the page services and the calls, asked for beside it, have arrived and run
  // as soon as it does. The core's own import() of them resolved a task after its first render.
  await page.route(/\/chunks\/core-[\w-]{8}\.js$/, async (route) => {
    await new Promise((wake) => setTimeout(wake, 300));
    await route.continue();
  });
  await page.addInitScript(() => {
    addEventListener('sitechrome:ready', () => { (window as unknown as { readyAt: number }).readyAt = performance.now(); }, { once: true });
  });
  await page.goto('/demo-pages/landing.html');
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  const { readyAt, calls } = await page.evaluate(() => ({
    readyAt: (window as unknown as { readyAt: number }).readyAt,
    calls: performance.getEntriesByType('resource').filter((e) => /\/compliance\/check|\/fullsiteBulletin/.test(e.name)).map((e) => e.startTime),
  }));
  expect(calls).toHaveLength(2);
  for (const start of calls) expect(start).toBeLessThan(readyAt);
});

test('the announcement bar\'s chunks come in one wave: the view\'s own imports are asked for with it', async ({ page, context, baseURL }) => {
  await useScenario(context, baseURL!, 'bulletin-long');
  const events = recordChunks(page);
  await page.goto('/demo-pages/landing.html');
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  // The bar (its store, rules and view: one file) and its static imports: the icons, the stack it
  // shows in (the page bars' shell).
  const viewArrived = events.indexOf('end announcement');
  expect(viewArrived).toBeGreaterThan(-1);
  for (const chunk of ['line-icons', 'bars']) {
    expect(events.indexOf(`start ${chunk}`), chunk).toBeGreaterThan(-1);
    expect(events.indexOf(`start ${chunk}`), chunk).toBeLessThan(viewArrived);
  }
});

test('a prerendered page\'s hydration comes in one wave: its chunk and the menus\' with their imports; the footer\'s after the page\'s first decisions', async ({ page }) => {
  const events = recordChunks(page);
  await page.goto('/demo-pages/landing.html?prerender=1');
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Trade' })).toBeVisible();
  // Asked for before any of them has arrived: the hydration's chunk, what the header's first render
  // draws (src/mount/hydration-loads.ts) and its static imports (the menu tree's).
  const wave = ['hydrate', 'MenuPanel'];
  // The browser's events may come after the render they served.
  await expect.poll(() => wave.every((c) => events.includes(`end ${c}`))).toBe(true);
  const firstArrived = Math.min(...wave.map((c) => events.indexOf(`end ${c}`)));
  for (const chunk of ['hydrate', 'MenuPanel', 'menus-account']) {
    expect(events.indexOf(`start ${chunk}`), chunk).toBeGreaterThan(-1);
    expect(events.indexOf(`start ${chunk}`), chunk).toBeLessThan(firstArrived);
  }
  // The footer, painted and working, is hydrated later, its content with its imports in one wave.
  await expect.poll(() => events.includes('end FooterContent')).toBe(true);
  expect(events.indexOf('start FooterContent')).toBeGreaterThan(firstArrived);
  expect(events.indexOf('start buttons')).toBeGreaterThan(-1);
  expect(events.indexOf('start buttons')).toBeLessThan(events.indexOf('end FooterContent'));
});

test('the compliance toast\'s chunk comes with the compliance screens\' wave, not once the queue shows it', async ({ page, context, baseURL }) => {
  await useScenario(context, baseURL!, 'compliance-toast');
  const events = recordChunks(page);
  await page.goto('/demo-pages/landing.html');
  await expect(page.getByRole('dialog', { name: 'Notice' })).toBeVisible();
  await expect.poll(() => events.includes('end compliance-run')).toBe(true);
  // Asked for before the screens' code (which asks the queue for the toast) has arrived.
  const runArrived = events.indexOf('end compliance-run');
  expect(runArrived).toBeGreaterThan(-1);
  expect(events.indexOf('start ComplianceToast')).toBeGreaterThan(-1);
  expect(events.indexOf('start ComplianceToast')).toBeLessThan(runArrived);
});

test('the footer\'s content waits for the page\'s first decisions: the announcement bar\'s wave goes first', async ({ page, context, baseURL }) => {
  await useScenario(context, baseURL!, 'bulletin-long');
  const events = recordChunks(page);
  await page.goto('/demo-pages/landing.html');
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  // The bar's chunks were asked for (and the bar started) before the footer's content was.
  expect(events.indexOf('end announcement')).toBeGreaterThan(-1);
  expect(events.indexOf('start FooterContent')).toBeGreaterThan(events.indexOf('end announcement'));
});
