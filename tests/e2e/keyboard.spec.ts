import { expect, test, type Locator, type Page } from './fixtures';
import { FOCUSABLE, expectFocusTrapped, focusIn, hostPage, useScenario } from './helpers';

/**
 * Keyboard walk of issue 5: Tab reaches every control of the header, the footer and the overlay's
 * page bars, each menu opens from the keyboard, Tab walks its panel, and Escape closes it with
 * focus back on its trigger. Data-driven: the controls are collected from the shadow roots at run
 * time, so a control a feature adds joins by existing. Menus are found by `aria-expanded`.
 *
 * The overlay root is the last element of <body> (the host page places the header and footer, the
 * SDK appends the overlay's host itself), so its bars come after the footer in Tab order although
 * they sit under the header: accepted (docs/architecture.md, "Page bars and no shift"), as moving the overlay
 * host into the host page's header container could break the host's own layout.
 */

const LANDING = '/demo-pages/landing.html';
const WALKS = [
  // The landing page's announcement bar (Details, Close).
  { name: 'visitor', scenario: 'visitor', loggedIn: false, width: 1440, path: LANDING, bars: ['Announcement'] },
  // Every other page bar: business banner, IP-limit tips (a futures page), KYC tips, announcement.
  {
    name: 'logged in, with the page bars', scenario: 'user,ip-tips,kyc-tips,business-banner', loggedIn: true, width: 1440, path: '/futures/USDT/BTC_USDT',
    bars: ['Important notice for your region', 'Regional restriction', 'Identity verification', 'Announcement'],
  },
  { name: 'logged in, 390 px', scenario: 'user', loggedIn: true, width: 390, path: LANDING, bars: [] },
];

test.describe.configure({ mode: 'parallel' });

/** Installs page helpers: the deepest focused element, and a description of an element. */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate((focusable) => {
    const w = window as unknown as Record<string, unknown>;
    const describe = (el: Element) => {
      const root = el.getRootNode() as ShadowRoot | Document;
      const host = 'host' in root ? root.host.getAttribute('data-site-chrome-root') : 'page';
      const name = el.getAttribute('aria-label') || (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      // Numbered among controls of the same kind and name only, so a control that renders later
      // elsewhere (a lazy menu, the footer's QR block) does not renumber the others.
      const nameOf = (x: Element) => x.getAttribute('aria-label') || (x.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const same = [...root.querySelectorAll(focusable)].filter((x) => x.tagName === el.tagName && nameOf(x) === name);
      return `${host}:${el.tagName.toLowerCase()} "${name}"#${same.indexOf(el)}`;
    };
    w.__kwDeepActive = () => {
      let a: Element | null = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return a && a !== document.body ? describe(a) : null;
    };
    /** Visible focusable controls inside the chrome's shadow roots (header, footer, the overlay's bars). */
    w.__kwTargets = (within?: string) => [...document.querySelectorAll('[data-site-chrome-root="header"], [data-site-chrome-root="footer"], [data-site-chrome-root="overlay"]')]
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
  test(`keyboard walk (${walk.name}): Tab reaches every header, footer and page-bar control; menus open, walk and close on Escape`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: walk.width, height: 900 });
    await useScenario(context, baseURL!, walk.scenario, walk.loggedIn);
    await page.goto(walk.path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The bars come after calls and lazy chunks: all there before the walk collects its targets.
    for (const bar of walk.bars) await expect(page.getByRole('region', { name: bar })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Log In' }).or(page.getByRole('button', { name: 'Account' }))).toBeVisible();
    // What waits for the visitor to scroll is brought in before the walk collects its targets: the
    // footer's app download block (near the viewport) and, on wide screens, the floating footer menu
    // (compliance §6, once the page is scrolled). Then back to the top.
    await page.mouse.move(100, 300);
    await page.mouse.wheel(0, 240);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    if (walk.width >= 768) await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'More download options' })).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await installProbe(page);

    const visited = await tabThrough(page, 400);
    // Collected after the walk: parts that render when scrolled into view (the footer's QR block)
    // exist by then, and positions in the list are final.
    const expected = await targets(page);
    expect(expected.length).toBeGreaterThan(10);
    if (walk.bars.length) expect(expected.filter((t) => t.startsWith('overlay:')).length, 'the bars\' controls are targets').toBeGreaterThanOrEqual(walk.bars.length);
    const missed = expected.filter((t) => !visited.includes(t));
    expect(missed, `controls Tab never reached (walk: ${visited.slice(-6).join(' → ')})`).toEqual([]);

    // Every disclosure (nav menus, Account, Download app, later ones): Enter opens, Tab walks the
    // whole panel, Escape closes it and puts focus back on the trigger. A disclosure is a visible
    // button with aria-expanded and aria-controls; buttons that open a dialog (the phone's Menu
    // drawer, the Account drawer below 768 px) are checked by DIALOGS below. Collected by their
    // panel ids up front: a panel's own disclosures (Pay with) come and go with the panel.
    const panelIds = await page.getByRole('banner').locator('button[aria-expanded][aria-controls]:not([aria-haspopup="dialog"])')
      .filter({ visible: true }).evaluateAll((els) => els.map((el) => el.getAttribute('aria-controls')!));
    // Below 992 px the nav is the Menu drawer and the Account centre a drawer (both dialogs).
    if (walk.width >= 992) expect(panelIds.length).toBeGreaterThan(0);
    for (const panelId of panelIds) {
      const trigger = page.getByRole('banner').locator(`button[aria-controls="${panelId}"]`);
      const label = (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText());
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger, `${label} opens on Enter`).toHaveAttribute('aria-expanded', 'true');
      // The panel's content is a lazy chunk (and desktop nav panels sit in the top layer as
      // popovers, still inside the panel element): wait for its controls to render.
      await expect.poll(async () => (await targets(page, panelId)).length, { message: `${label}: controls in the panel` }).toBeGreaterThan(0);
      const panelTargets = await targets(page, panelId);
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
// toggle the menu shut again: one click or tap opens, the next closes. The tap runs on a tablet
// width (1024 px): below 992 px the inline menus give way to the Menu drawer (a dialog, DIALOGS).
test('one click or tap opens a header menu, the next closes it', async ({ browser, baseURL }) => {
  for (const touch of [false, true]) {
    const context = await browser.newContext({ baseURL, hasTouch: touch, viewport: { width: touch ? 1024 : 1440, height: 800 } });
    const page = await context.newPage();
    await page.goto(LANDING);
    const trade = page.getByRole('button', { name: 'Trade' });
    await expect(trade).toBeVisible();
    if (touch) await trade.tap();
    else await trade.click();
    await expect(trade, touch ? 'tap opens' : 'click opens').toHaveAttribute('aria-expanded', 'true');
    // And stays: a tap's emulated mouse leaves right after its click, which closed the menu 150 ms
    // later (the test passed only when it looked within those 150 ms).
    const panel = page.locator(`[id="${await trade.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link').first()).toBeVisible();
    await expect(trade, touch ? 'the tapped menu stays open' : 'the clicked menu stays open').toHaveAttribute('aria-expanded', 'true');
    if (touch) await trade.tap();
    else await trade.click();
    await expect(trade, touch ? 'second tap closes' : 'second click closes').toHaveAttribute('aria-expanded', 'false');
    await context.close();
  }
});

/**
 * Dialogs (issue 5: "dialogs trap focus and have names"). A dialog joins with one line: how to
 * get to its trigger (the trigger is clicked by the check), on the landing page unless `page`
 * loads another host page, at 1280 px unless `width` says otherwise. The check: a named dialog
 * opens, focus is inside it and stays inside on Tab and Shift+Tab (the browser's own UI stop,
 * where nothing in the page has focus, is allowed), Escape closes it and focus returns to the
 * trigger.
 *
 * Dialogs a rule opens on page load (compliance, KYC, regional notices; issue 13) have no trigger:
 * one page load asks for several, and `queue` names them in the order the dialog queue shows them.
 * Each gets the same check, except that Escape closes only a closable one; one that may not be
 * closed stays through Escape and is acknowledged with its button from the keyboard.
 */
interface QueuedDialog { name: string; closable: boolean; acknowledge?: string }
export const DIALOGS: {
  name: string; scenario?: string; loggedIn?: boolean; width?: number;
  /** A non-modal dialog (the chat room floats beside the page): focus moves in, Tab may leave it. */
  modal?: false;
  page?: (page: Page) => Promise<void>;
  trigger?: (page: Page) => Promise<Locator>;
  /** Where focus goes back to when the trigger itself is gone by then (a menu panel that closed). */
  fallback?: (page: Page) => Locator;
  queue?: QueuedDialog[];
}[] = [
  { name: 'language and region', trigger: async (page) => page.getByRole('banner').getByRole('button', { name: 'Language and currency' }) },
  { name: 'settings', trigger: async (page) => page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }) },
  { name: 'settings (phone)', width: 390, trigger: async (page) => page.getByRole('banner').getByRole('button', { name: 'Settings', exact: true }) },
  { name: 'deposit chooser', scenario: 'user', loggedIn: true, trigger: async (page) => page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }) },
  { name: 'phone menu drawer', width: 390, trigger: async (page) => page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }) },
  { name: 'personal centre drawer (phone)', scenario: 'user', loggedIn: true, width: 390, trigger: async (page) => page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }) },
  {
    // EU: links of upcoming features open "Stay tuned!" from inside a menu panel.
    name: 'EU Stay tuned',
    page: async (page) => {
      await hostPage(page, '/host/kw-eu.html', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>eu</title></head>
<body><div data-site-chrome="header"></div><main><h1>Host page</h1></main>
<script src="/static/chrome/site-chrome.umd.js" data-site="eu" data-lang="en-eu" defer></script></body></html>`);
      await page.goto('/host/kw-eu.html');
    },
    trigger: async (page) => {
      const trade = page.getByRole('banner').getByRole('button', { name: 'Trade', exact: true });
      await trade.click();
      await expect(trade).toHaveAttribute('aria-expanded', 'true');
      return page.getByRole('banner').getByRole('link', { name: /^Copy Trading/ });
    },
    // The modal's backdrop takes the pointer off the menu, whose panel then closes (hover-out);
    // focus goes back to the menu's button (Header.tsx, openUpcoming).
    fallback: (page) => page.getByRole('banner').getByRole('button', { name: 'Trade', exact: true }),
  },
  {
    // Turkish chosen in the phone footer's language list of another site: the Turkey confirm
    // modal. The list closes on the choice, so focus goes back to its Language button.
    name: 'Turkey confirm', width: 390,
    trigger: async (page) => {
      const language = page.getByRole('contentinfo').getByRole('button', { name: /^Language/ });
      await language.click();
      await expect(language).toHaveAttribute('aria-expanded', 'true');
      return page.getByRole('contentinfo').getByRole('button', { name: 'Türkçe' });
    },
    fallback: (page) => page.getByRole('contentinfo').getByRole('button', { name: /^Language/ }),
  },
  {
    // The login micro-app (demo-pages/micro-apps/login.js) in the chrome's dialog: Log In opens it.
    name: 'login micro-app',
    page: async (page) => { await page.goto('/demo-pages/micro-apps.html'); },
    trigger: async (page) => page.getByRole('banner').getByRole('link', { name: 'Log In' }),
  },
  {
    // The search micro-app (demo-pages/micro-apps/search.js) in the chrome's dialog: the header's
    // Search box opens it.
    name: 'search micro-app',
    page: async (page) => { await page.goto('/demo-pages/micro-apps.html'); },
    trigger: async (page) => page.getByRole('banner').getByRole('searchbox', { name: 'Search', exact: true }),
  },
  {
    // The funds-transfer micro-app (demo-pages/micro-apps/transfer.js), from Assets › Transfer:
    // focus goes back to the Assets button (the entry's panel closes when the dialog opens).
    name: 'transfer micro-app', scenario: 'user', loggedIn: true,
    page: async (page) => { await page.goto('/demo-pages/micro-apps.html'); },
    trigger: async (page) => {
      const assets = page.getByRole('banner').getByRole('button', { name: 'Assets', exact: true });
      await assets.click();
      await expect(assets).toHaveAttribute('aria-expanded', 'true');
      return page.getByRole('banner').getByRole('link', { name: 'Transfer', exact: true });
    },
    fallback: (page) => page.getByRole('banner').getByRole('button', { name: 'Assets', exact: true }),
  },
  {
    // The chat-room micro-app, from Community › Chat Room: focus goes back to the Community button
    // (the entry's panel closes when the room opens).
    name: 'chat room micro-app', modal: false,
    page: async (page) => { await page.goto('/demo-pages/micro-apps.html'); },
    trigger: async (page) => {
      const community = page.getByRole('banner').getByRole('button', { name: 'Community', exact: true });
      await community.click();
      await expect(community).toHaveAttribute('aria-expanded', 'true');
      return page.getByRole('banner').getByRole('button', { name: /^Chat Room/ });
    },
    fallback: (page) => page.getByRole('banner').getByRole('button', { name: 'Community', exact: true }),
  },
  {
    // Restricted location, the regional notices and toast, KYC, then the compliance toast.
    name: 'compliance, regional and KYC notices', scenario: 'user,restricted-modal,nl-limit,uz-user,hk-user,brazil-toast,kyc-upgrade,compliance-toast', loggedIn: true,
    queue: [
      { name: 'Restricted Location', closable: false, acknowledge: 'I understand' },
      { name: 'Notice for users in the Netherlands', closable: true },
      { name: 'Notice for users in Uzbekistan', closable: true },
      { name: 'Notice for users in Hong Kong', closable: true },
      { name: 'Notice for your region', closable: true },
      { name: 'Upgrade your verification', closable: true },
      { name: 'Notice', closable: true },
    ],
  },
  {
    // The tips page of a Chinese-language UK-limited user whose KYC risk notice may not be closed.
    name: 'state limit, UK notice, locked KYC notice (Chinese)', scenario: 'state-limit,uk-chinese,risk-locked', loggedIn: true,
    page: async (page) => { await page.goto('/zh/state_compliance_tips'); },
    queue: [
      { name: '您所在的地区暂不提供服务', closable: true },
      { name: '致英国用户的通知', closable: true },
      { name: '验证您的身份', closable: false, acknowledge: '确定' },
    ],
  },
];

async function expectGoodDialog(page: Page, trigger: Locator, what: string, fallback?: Locator, modal = true): Promise<void> {
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog, `${what}: a dialog opens`).toBeVisible();
  await expect(dialog, `${what}: the dialog has a name`).toHaveAccessibleName(/\S/);
  await expect.poll(() => focusIn(dialog), { message: `${what}: focus moves into the dialog` }).toBe('inside');
  if (modal) await expectFocusTrapped(page, dialog, what);
  else {
    await page.keyboard.press('Tab');
    await expect.poll(() => focusIn(dialog), { message: `${what}: Tab reaches its controls` }).toBe('inside');
  }
  await page.keyboard.press('Escape');
  await expect(dialog, `${what}: Escape closes it`).toBeHidden();
  // A trigger gone or hidden with its closed panel: focus goes to the panel's menu button.
  if (fallback && !(await trigger.isVisible())) await expect(fallback, `${what}: focus back on the trigger's menu`).toBeFocused();
  else await expect(trigger, `${what}: focus back on the trigger`).toBeFocused();
}

/** A rule's dialog (no trigger): named, focus inside and trapped; Escape closes only a closable one. */
async function expectGoodQueuedDialog(page: Page, queued: QueuedDialog): Promise<void> {
  const dialog = page.getByRole(queued.closable ? 'dialog' : 'alertdialog', { name: queued.name, exact: true });
  await expect(dialog, `${queued.name}: opens by itself, in the queue's order`).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')), `${queued.name}: alone on screen`).toHaveCount(1);
  await expect.poll(() => focusIn(dialog), { message: `${queued.name}: focus moves into the dialog` }).toBe('inside');
  await expectFocusTrapped(page, dialog, queued.name);
  await page.keyboard.press('Escape');
  if (queued.closable) {
    await expect(dialog, `${queued.name}: Escape closes it`).toBeHidden();
    return;
  }
  // The positive signal first: the dialog answered the key (focus is still inside it).
  expect(await focusIn(dialog)).not.toMatch(/^escaped/);
  await expect(dialog, `${queued.name}: Escape leaves it open`).toBeVisible();
  await dialog.getByRole('button', { name: queued.acknowledge! }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog, `${queued.name}: its button acknowledges it`).toBeHidden();
}

for (const entry of DIALOGS) {
  const what = entry.queue ? 'named, trap focus, Escape closes only the closable ones'
    : entry.modal === false ? 'named, takes focus (not modal), Escape closes and returns focus' : 'named, traps focus, Escape closes and returns focus';
  test(`dialog "${entry.name}": ${what}`, async ({ page, context, baseURL }) => {
    if (entry.queue) test.setTimeout(120_000);
    if (entry.width) await page.setViewportSize({ width: entry.width, height: 844 });
    if (entry.scenario) await useScenario(context, baseURL!, entry.scenario, entry.loggedIn);
    if (entry.page) await entry.page(page);
    else await page.goto(LANDING);
    await expect(page.getByRole('banner')).toBeVisible();
    if (entry.loggedIn && !entry.queue) await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
    for (const queued of entry.queue ?? []) await expectGoodQueuedDialog(page, queued);
    if (entry.trigger) await expectGoodDialog(page, await entry.trigger(page), entry.name, entry.fallback?.(page), entry.modal ?? true);
  });
}

// The dialog check itself, on a native <dialog> in an open shadow root as the chrome renders them.
test('the dialog check passes a well-made shadow-root dialog and catches one that lets focus out', async ({ page }) => {
  await hostPage(page, '/host/dialog.html', `<!doctype html><html lang="en"><head><title>d</title></head><body>
    <a href="#before">before</a><div id="host"></div><a href="#after">after</a>
    <script>
      const root = document.getElementById('host').attachShadow({ mode: 'open' });
      root.innerHTML = '<button id="open">Open</button><button id="leaky">Leaky</button>' +
        '<dialog aria-labelledby="t"><h2 id="t">Settings</h2><button>One</button><button id="close">Close</button></dialog>' +
        '<div id="fake" role="dialog" aria-label="Leaky" hidden><button>Inside</button></div>';
      const dialog = root.querySelector('dialog');
      const opener = root.getElementById('open');
      opener.addEventListener('click', () => dialog.showModal());
      dialog.addEventListener('close', () => opener.focus());
      const fake = root.getElementById('fake');
      const leaky = root.getElementById('leaky');
      leaky.addEventListener('click', () => { fake.hidden = false; fake.querySelector('button').focus(); });
      fake.addEventListener('keydown', (e) => { if (e.key === 'Escape') { fake.hidden = true; leaky.focus(); } });
    </script></body></html>`);
  await page.goto('/host/dialog.html');
  await expectGoodDialog(page, page.getByRole('button', { name: 'Open' }), 'native dialog');
  // A non-modal "dialog" lets Tab reach the page behind it: the check must fail.
  const failure = await expectGoodDialog(page, page.getByRole('button', { name: 'Leaky' }), 'leaky').then(() => '', (e: Error) => e.message);
  expect(failure, 'the check catches focus escaping').toMatch(/keeps focus in the dialog/);
});
