import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderShadowRoot, type RenderedRoot } from '../../mount/shadow-root';
import { PayWith } from './PayWith';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let rendered: RenderedRoot | null = null;
const OPTIONS = [{ fiat: 'USD' }, { fiat: 'EUR' }, { fiat: 'TRY' }] as never[];

async function render(onChange = vi.fn()) {
  await act(async () => { rendered = renderShadowRoot(document.body, 'header', undefined, <PayWith options={OPTIONS} fiat="USD" onChange={onChange} />); });
  await rendered!.ready;
  const shadow = document.querySelector('[data-site-chrome-root="header"]')!.shadowRoot!;
  const button = (name: string) => [...shadow.querySelectorAll('button')].find((b) => b.textContent === name);
  const picker = () => shadow.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
  return { shadow, button, picker, onChange };
}
const click = (el: Element) => act(() => { el.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 })); });
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  expect(check()).toBe(true);
};

afterEach(() => {
  act(() => rendered?.unmount());
  rendered = null;
  document.body.innerHTML = '';
});

describe('PayWith (the one dropdown, in a group of its own)', () => {
  it('a click opens it; a code sets the fiat and closes it, focus back on the picker', async () => {
    const { button, picker: find, onChange } = await render();
    const picker = find();
    expect(picker.textContent).toBe('USD');
    await click(picker);
    expect(picker.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => Boolean(button('EUR')));
    await click(button('EUR')!);
    expect(onChange).toHaveBeenCalledWith('EUR');
    expect(picker.getAttribute('aria-expanded')).toBe('false');
  });

  it('goes with the panel it sits in: rendered again, it shows closed', async () => {
    const first = await render();
    await click(first.picker());
    expect(first.picker().getAttribute('aria-expanded')).toBe('true');
    act(() => rendered?.unmount());
    document.body.innerHTML = '';
    const again = await render();
    expect(again.picker().getAttribute('aria-expanded')).toBe('false');
  });
});
