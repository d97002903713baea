import { afterEach, describe, expect, it } from 'vitest';
import { act, type ReactNode } from 'react';
import { renderShadowRoot, type RenderedRoot } from '../mount/shadow-root';
import { atom } from 'nanostores';
import { $openMenu, closeMenu } from './openMenu';
import { Dropdown } from './Dropdown';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  expect(check()).toBe(true);
};

let rendered: RenderedRoot | null = null;

/** By default two dropdowns and a plain button beside them, in a chrome shadow root like the header's. */
async function render(tree: ReactNode = (
  <div>
    <Dropdown id="a" button="Alpha" panelLabel="Alpha panel">
      <a href="/one">One</a>
      <a href="/two">Two</a>
    </Dropdown>
    <Dropdown id="b" button="Beta" placement="end">
      <a href="/three">Three</a>
    </Dropdown>
    <button type="button">Elsewhere</button>
  </div>
)) {
  await act(async () => { rendered = renderShadowRoot(document.body, 'header', undefined, tree); });
  await rendered!.ready;
  const shadow = document.querySelector('[data-site-chrome-root="header"]')!.shadowRoot!;
  const button = (name: string) => [...shadow.querySelectorAll('button')].find((b) => b.textContent === name)!;
  const link = (name: string) => [...shadow.querySelectorAll('a')].find((a) => a.textContent === name);
  const panelOf = (b: HTMLElement) => shadow.getElementById(b.getAttribute('aria-controls')!)!;
  return { shadow, button, link, panelOf };
}

const fire = (el: Element, event: Event) => act(() => { el.dispatchEvent(event); });
const key = (el: Element, k: string) => fire(el, new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true }));
/**
 * A press on `el` as a browser reports it outside the shadow root: the target is the host, only
 * the composed path names `el` (happy-dom does not retarget, so the event is dispatched that way).
 */
const press = (el: Element) => {
  const path: EventTarget[] = [];
  for (let n: Node | null = el; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null)) path.push(n);
  const event = new MouseEvent('pointerdown', { bubbles: true, composed: true });
  Object.defineProperty(event, 'composedPath', { value: () => [...path, window] });
  const host = path.find((n) => n instanceof Element && n.shadowRoot) as Element | undefined;
  return fire(host ?? el, event);
};
const deepActive = () => {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
};

afterEach(() => {
  act(() => rendered?.unmount());
  rendered = null;
  closeMenu();
  document.body.innerHTML = '';
});

describe('Dropdown', () => {
  it('a hover opens it; the panel (lazy, named, controlled by the button) shows the content', async () => {
    const { button, link, panelOf } = await render();
    const alpha = button('Alpha');
    expect(alpha.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(alpha).hidden).toBe(true);
    await fire(alpha.parentElement!, new MouseEvent('mouseover', { bubbles: true }));
    expect(alpha.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => Boolean(link('One')));
    const region = panelOf(alpha).querySelector('[role="region"]');
    expect(region?.getAttribute('aria-label')).toBe('Alpha panel');
    expect(region?.contains(link('One')!)).toBe(true);
  });

  it('a click opens it and the next closes it; one dropdown is open at a time', async () => {
    const { button } = await render();
    await fire(button('Alpha'), new MouseEvent('click', { bubbles: true, detail: 1 }));
    expect($openMenu.get()).toBe('a');
    await fire(button('Beta'), new MouseEvent('click', { bubbles: true, detail: 1 }));
    expect(button('Beta').getAttribute('aria-expanded')).toBe('true');
    expect(button('Alpha').getAttribute('aria-expanded')).toBe('false');
    await fire(button('Beta'), new MouseEvent('click', { bubbles: true, detail: 1 }));
    expect($openMenu.get()).toBeNull();
  });

  it('ArrowDown opens it and focuses the first item; arrows move; Escape closes it and refocuses the button', async () => {
    const { button, link } = await render();
    const alpha = button('Alpha');
    alpha.focus();
    await key(alpha, 'ArrowDown');
    expect(alpha.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => deepActive() === link('One'));
    await key(link('One')!, 'ArrowDown');
    expect(deepActive()).toBe(link('Two'));
    await key(link('Two')!, 'Escape');
    expect(alpha.getAttribute('aria-expanded')).toBe('false');
    expect(deepActive()).toBe(alpha);
    expect(link('One')).toBeUndefined();
  });

  it('a press outside closes it, through the shadow root; a press inside does not', async () => {
    const { button, link } = await render();
    await fire(button('Alpha'), new MouseEvent('click', { bubbles: true, detail: 1 }));
    await waitFor(() => Boolean(link('One')));
    await press(link('One')!);
    expect($openMenu.get()).toBe('a');
    await press(button('Elsewhere'));
    expect($openMenu.get()).toBeNull();
    await fire(button('Alpha'), new MouseEvent('click', { bubbles: true, detail: 1 }));
    await press(document.body);
    expect($openMenu.get()).toBeNull();
  });

  it('Escape elsewhere on the page closes it, unless it is pressed in a dialog', async () => {
    const { button } = await render();
    await fire(button('Alpha'), new MouseEvent('click', { bubbles: true, detail: 1 }));
    const dialog = document.body.appendChild(document.createElement('dialog'));
    await key(dialog, 'Escape');
    expect($openMenu.get()).toBe('a');
    await key(document.body, 'Escape');
    expect($openMenu.get()).toBeNull();
  });

  it('focus leaving it closes it; focus moving into a dialog opened from it does not', async () => {
    const { shadow, button, link } = await render();
    const alpha = button('Alpha');
    await fire(alpha, new MouseEvent('click', { bubbles: true, detail: 1 }));
    await waitFor(() => Boolean(link('One')));
    const dialog = shadow.appendChild(document.createElement('dialog'));
    const inDialog = dialog.appendChild(document.createElement('button'));
    await fire(link('One')!, new FocusEvent('focusout', { bubbles: true, relatedTarget: inDialog }));
    expect($openMenu.get()).toBe('a');
    await fire(link('One')!, new FocusEvent('focusout', { bubbles: true, relatedTarget: link('Two') }));
    expect($openMenu.get()).toBe('a');
    await fire(link('One')!, new FocusEvent('focusout', { bubbles: true, relatedTarget: button('Elsewhere') }));
    expect($openMenu.get()).toBeNull();
  });

  it('a picker in a group of its own opens on click only, keeps its menu open, closes alone on Escape and when the pointer leaves it', async () => {
    const picker = atom<string | null>(null);
    const { button } = await render(
      <Dropdown id="menu" button="Menu">
        <Dropdown id="fiat" group={picker} openOn="click" leave button="Fiat">
          <button type="button">EUR</button>
        </Dropdown>
      </Dropdown>,
    );
    await fire(button('Menu'), new MouseEvent('click', { bubbles: true, detail: 1 }));
    await waitFor(() => Boolean(button('Fiat')));
    const fiat = button('Fiat');
    await fire(fiat.parentElement!, new MouseEvent('mouseover', { bubbles: true }));
    expect(picker.get()).toBeNull();
    await fire(fiat, new MouseEvent('click', { bubbles: true, detail: 1 }));
    expect(picker.get()).toBe('fiat');
    expect($openMenu.get()).toBe('menu');
    await waitFor(() => Boolean(button('EUR')));
    await key(button('EUR'), 'Escape');
    expect(picker.get()).toBeNull();
    expect($openMenu.get()).toBe('menu');
    expect(deepActive()).toBe(fiat);
    await fire(fiat, new MouseEvent('click', { bubbles: true, detail: 1 }));
    // The pointer moves on to the menu's own button: out of the picker, still in its menu.
    await fire(fiat.parentElement!, new MouseEvent('mouseout', { bubbles: true, relatedTarget: button('Menu') }));
    await waitFor(() => picker.get() === null);
    expect($openMenu.get()).toBe('menu');
  });

  it('inline: the panel opens in the flow under its button, with arrow keys; leaving does not close it', async () => {
    const selectors = atom<string | null>(null);
    const { shadow, button } = await render(
      <div>
        <Dropdown id="language" group={selectors} openOn="click" inline button="Language">
          <button type="button">English</button>
          <button type="button">Deutsch</button>
        </Dropdown>
        <Dropdown id="currency" group={selectors} openOn="click" inline button="Currency">
          <button type="button">EUR</button>
        </Dropdown>
      </div>,
    );
    const language = button('Language');
    language.focus();
    await key(language, 'ArrowDown');
    await waitFor(() => deepActive() === button('English'));
    const panel = shadow.getElementById(language.getAttribute('aria-controls')!)!;
    expect(panel.querySelector('[popover]')).toBeNull();
    await key(button('English'), 'ArrowDown');
    expect(deepActive()).toBe(button('Deutsch'));
    await fire(language.parentElement!, new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(selectors.get()).toBe('language');
    await fire(button('Currency'), new MouseEvent('click', { bubbles: true, detail: 1 }));
    expect(selectors.get()).toBe('currency');
    expect(language.getAttribute('aria-expanded')).toBe('false');
    expect($openMenu.get()).toBeNull();
  });
});
