import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { withMessages } from '../../i18n/catalogs';
import { render } from '../../test/render';
import { setTestPage } from '../../test/page-setup';
import { SideMenu } from './SideMenu';
import type { MenuEntry } from './rules';

const O = window.location.origin;
const resize = (width: number) => act(async () => {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 800 });
});

const ITEMS: readonly MenuEntry[] = [
  { kind: 'link', label: 'Overview', icon: `${O}/icons/home.svg`, href: `${O}/myaccount` },
  { kind: 'group', label: 'Assets', icon: null, children: [
    { kind: 'link', label: 'Spot', icon: null, href: `${O}/myaccount/spot` },
    { kind: 'link', label: 'Futures', icon: null, href: `${O}/myaccount/futures` },
  ] },
  { kind: 'group', label: 'orders', icon: null, children: [{ kind: 'link', label: 'Spot orders', icon: null, href: `${O}/orders/spot` }] },
];

beforeAll(async () => {
  setTestPage({ lang: 'en' });
  await withMessages('sidemenu', Promise.resolve());
});
beforeEach(async () => {
  window.history.pushState({}, '', '/zh/myaccount/spot/BTC');
  await resize(1440);
});
afterEach(() => {
  document.body.innerHTML = '';
  window.history.pushState({}, '', '/');
});

const nav = (el: HTMLElement) => el.querySelector('nav')!;
const byText = (el: HTMLElement, selector: string, text: string) =>
  [...el.querySelectorAll<HTMLElement>(selector)].find((e) => e.textContent?.trim().endsWith(text))!;
const panelOf = (el: HTMLElement, button: HTMLElement) => el.querySelector<HTMLElement>(`[id="${button.getAttribute('aria-controls')}"]`)!;
const click = (e: HTMLElement) => act(async () => e.click());

describe('side menu view', () => {
  it('expanded at 1440 px: the current link and its open group; collapsing keeps the open groups for expanding', async () => {
    const { el, unmount } = await render(<SideMenu items={ITEMS} label={null} collapsed={false} />);
    expect(nav(el).getAttribute('aria-label')).toBe('Section menu');
    expect(nav(el).dataset['layout']).toBe('expanded');
    const current = el.querySelector('[aria-current="page"]')!;
    expect(current.textContent).toBe('Spot');
    expect(current.getAttribute('href')).toBe(`${O}/myaccount/spot`);
    const assets = byText(el, 'button', 'Assets');
    const orders = byText(el, 'button', 'orders');
    expect(assets.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(el, assets).hidden).toBe(false);
    expect(orders.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(el, orders).hidden).toBe(true);
    await click(orders);
    expect(orders.getAttribute('aria-expanded')).toBe('true');

    const toggle = el.querySelector<HTMLElement>('button[aria-label="Collapse menu"]')!;
    await click(toggle);
    expect(nav(el).dataset['layout']).toBe('collapsed');
    expect(toggle.getAttribute('aria-label')).toBe('Expand menu');
    expect([assets, orders].map((b) => [b.getAttribute('aria-expanded'), panelOf(el, b).hidden, b.title])).toEqual([['false', true, 'Assets'], ['false', true, 'orders']]);
    // Icons, or the label's first letter; the label is still there for the accessible name.
    expect(byText(el, 'a', 'Overview').querySelector('img')?.getAttribute('src')).toBe(`${O}/icons/home.svg`);
    expect(byText(el, 'a', 'Overview').title).toBe('Overview');
    expect(orders.querySelector('[data-letter]')?.textContent).toBe('O');

    await click(toggle);
    expect(nav(el).dataset['layout']).toBe('expanded');
    expect([assets, orders].map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
    expect(byText(el, 'a', 'Overview').title).toBe('');
    await unmount();
  });

  it('follows the width: collapsed at 1439 px, a group pressed there expands it; a dropdown bar at 992 px', async () => {
    const { el, unmount } = await render(<SideMenu items={ITEMS} label="Wallet" collapsed={false} />);
    await resize(1439);
    expect(nav(el).dataset['layout']).toBe('collapsed');
    await click(byText(el, 'button', 'orders'));
    expect(nav(el).dataset['layout']).toBe('expanded');
    expect(byText(el, 'button', 'orders').getAttribute('aria-expanded')).toBe('true');

    await resize(992);
    expect(nav(el).dataset['layout']).toBe('dropdown');
    expect(nav(el).getAttribute('aria-label')).toBe('Wallet');
    const button = nav(el).querySelector<HTMLButtonElement>(':scope > button')!;
    expect(button.textContent).toBe('Spot');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(el, button).hidden).toBe(true);
    await click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(el, button).hidden).toBe(false);
    expect([...panelOf(el, button).querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Overview', 'Spot', 'Futures', 'Spot orders']);
    // Escape from inside the list closes it and gives the button focus.
    const link = byText(el, 'a', 'Futures');
    link.focus();
    await act(async () => link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    // A press elsewhere on the page closes it too.
    await click(button);
    await act(async () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true })));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await resize(1440);
    expect(nav(el).dataset['layout']).toBe('expanded');
    await unmount();
  });

  it('starts collapsed on a wide screen when asked, and re-renders new items in place', async () => {
    const { el, rerender, unmount } = await render(<SideMenu items={ITEMS} label={null} collapsed />);
    const before = nav(el);
    expect(before.dataset['layout']).toBe('collapsed');
    await rerender(<SideMenu items={ITEMS.slice(2)} label={null} collapsed={false} />);
    expect(nav(el)).toBe(before);
    expect(before.dataset['layout']).toBe('expanded');
    expect([...el.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Spot orders']);
    expect(el.querySelector('[aria-current]')).toBeNull();
    await unmount();
  });

  it('follows the path on a history move', async () => {
    const { el, unmount } = await render(<SideMenu items={ITEMS} label={null} collapsed={false} />);
    await act(async () => {
      window.history.pushState({}, '', '/orders/spot');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(el.querySelector('[aria-current="page"]')?.textContent).toBe('Spot orders');
    await unmount();
  });
});
