import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { SITES, type SiteKey } from '../../config/sites';
import { panelOf } from '../../config/menus/header';
import type { MenuEntry, PanelLayout } from '../../config/menus/types';
import type { VisibilityInput } from '../../rules/menu-visibility';
import { $pageSetup } from '../../stores/page-setup';
import { MenuLayout, PanelBody } from './MenuPanel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const setSite = (key: SiteKey) =>
  $pageSetup.set({ site: SITES[key], lang: 'en', apiBase: '', page: 'home', isLogin: undefined, nonce: undefined, microApps: {} });

const input = (key: SiteKey): VisibilityInput => ({ site: SITES[key], loggedIn: false, hiddenCodes: [], ukLimit: false, italyLimit: false });

async function render(node: React.ReactNode) {
  const el = document.body.appendChild(document.createElement('div'));
  const root = createRoot(el);
  await act(async () => root.render(node));
  return { el, root };
}

/** Link counts per column (`ul`) of a rendered panel. */
const columnSizes = (el: Element) => [...el.querySelectorAll('ul')].map((ul) => ul.querySelectorAll(':scope > li').length);

const item = (n: number, extra: Partial<MenuEntry> = {}): MenuEntry =>
  ({ id: `x.${n}`, label: 'nav.more.fee', route: `/x/${n}`, ...extra });

afterEach(() => {
  document.body.innerHTML = '';
  $pageSetup.set(null);
});

describe('menu layouts are data (config/menus/header.ts)', () => {
  it('each menu carries its layout: site-chrome.md §9 splits and the design\'s columns', () => {
    expect(panelOf('info').layout).toEqual({ perColumn: 5, perColumnOn: { eu: 8 }, teaser: 'info.referral' });
    expect(panelOf('earn').layout).toEqual({ perColumn: 6, groups: true });
    expect(panelOf('buy').layout).toEqual({ perColumn: 5, payWith: true });
    for (const id of ['more', 'funds', 'orders']) expect(panelOf(id).layout.perColumn).toBe(7);
    expect(panelOf('trade').layout.perColumn).toBe(9);
    for (const id of ['derivatives', 'community']) expect(panelOf(id).layout.perColumn).toBe(6);
  });

  it('a panel lays out any items as its layout says: column length, teaser card, groups; the drawer in one column', async () => {
    setSite('main');
    const items = Array.from({ length: 9 }, (_, i) => item(i));
    const teaser: PanelLayout = { perColumn: 4, teaser: 'x.0' };
    const { el, root } = await render(<MenuLayout items={items} layout={teaser} />);
    expect(columnSizes(el)).toEqual([4, 4]);
    // The teaser item is a card beside the columns, not in them.
    // Hrefs are absolute on the page's origin (useHref), so match the path's end.
    const teaserLink = el.querySelector('a[href$="/x/0"]');
    expect(teaserLink).not.toBeNull();
    expect(teaserLink?.closest('ul')).toBeNull();
    await act(async () => root.render(<MenuLayout items={items} layout={{ perColumn: 3, perColumnOn: { main: 2 } }} />));
    expect(columnSizes(el)).toEqual([2, 2, 2, 2, 1]);
    await act(async () => root.render(<MenuLayout items={items} layout={teaser} compact />));
    expect(columnSizes(el)).toEqual([9]);
    const groups = [{ id: 'g1', label: 'nav.earn.wealth', children: items.slice(0, 5) }, { id: 'g2', label: 'nav.earn.stake', children: items.slice(5) }] as const;
    await act(async () => root.render(<MenuLayout items={groups} layout={{ perColumn: 3, groups: true }} />));
    expect([...el.querySelectorAll('section')].map((s) => columnSizes(s))).toEqual([[3, 2], [3, 1]]);
    expect(el.querySelectorAll('h3')).toHaveLength(2);
    act(() => root.unmount());
  });

  it('Promotions: columns of 5 beside the referral teaser, of 8 on the EU site', async () => {
    setSite('main');
    const main = await render(<PanelBody id="info" input={input('main')} />);
    const mainSizes = columnSizes(main.el);
    expect(mainSizes.slice(0, -1).every((n) => n === 5)).toBe(true);
    const referral = main.el.querySelector('a[href$="/referral"]');
    expect(referral).not.toBeNull();
    expect(referral?.closest('ul')).toBeNull();
    act(() => main.root.unmount());
    setSite('eu');
    const eu = await render(<PanelBody id="info" input={input('eu')} />);
    const euSizes = columnSizes(eu.el);
    expect(euSizes.length).toBeGreaterThan(1);
    expect(euSizes.slice(0, -1).every((n) => n === 8)).toBe(true);
    act(() => eu.root.unmount());
  });
});
