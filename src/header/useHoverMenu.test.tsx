import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render } from '../test/render';
import { useHoverMenu, HOVER_CLOSE_MS } from './useHoverMenu';
import { $openMenu, closeMenu } from '../stores/ui';

function Menu({ enabled = true }: { enabled?: boolean }) {
  const pointer = useHoverMenu('m', { enabled });
  return <div onMouseEnter={pointer.onMouseEnter} onMouseLeave={pointer.onMouseLeave}><button type="button" onClick={pointer.onClick}>m</button></div>;
}

async function renderMenu(enabled?: boolean) {
  const { el, root } = await render(<Menu enabled={enabled} />);
  const wrap = el.firstElementChild as HTMLElement;
  const button = el.querySelector('button')!;
  const click = (detail: number) => act(() => { button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail })); });
  return { root, wrap, click };
}

afterEach(() => { closeMenu('m'); document.body.innerHTML = ''; vi.useRealTimers(); });

describe('useHoverMenu', () => {
  it('a hover opens; the click that follows keeps it open, the next closes it', async () => {
    const { wrap, click, root } = await renderMenu();
    act(() => { wrap.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })); });
    expect($openMenu.get()).toBe('m');
    await click(1);
    expect($openMenu.get()).toBe('m');
    await click(1);
    expect($openMenu.get()).toBeNull();
    await click(1);
    expect($openMenu.get()).toBe('m');
    act(() => root.unmount());
  });

  it('keyboard clicks toggle; leaving closes after a moment', async () => {
    vi.useFakeTimers();
    const { wrap, click, root } = await renderMenu();
    await click(0);
    expect($openMenu.get()).toBe('m');
    await click(0);
    expect($openMenu.get()).toBeNull();
    act(() => { wrap.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })); });
    act(() => { wrap.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })); });
    expect($openMenu.get()).toBe('m');
    act(() => { vi.advanceTimersByTime(HOVER_CLOSE_MS); });
    expect($openMenu.get()).toBeNull();
    act(() => root.unmount());
  });

  it('when disabled (a drawer on small screens) hover does nothing and a click toggles', async () => {
    const { wrap, click, root } = await renderMenu(false);
    act(() => { wrap.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })); });
    expect($openMenu.get()).toBeNull();
    await click(1);
    expect($openMenu.get()).toBe('m');
    await click(1);
    expect($openMenu.get()).toBeNull();
    act(() => root.unmount());
  });
});
