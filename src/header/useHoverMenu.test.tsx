import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useHoverMenu, HOVER_CLOSE_MS } from './useHoverMenu';
import { $openMenu, closeMenu } from '../stores/ui';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Menu({ enabled = true }: { enabled?: boolean }) {
  const pointer = useHoverMenu('m', { enabled });
  return <div onMouseEnter={pointer.onMouseEnter} onMouseLeave={pointer.onMouseLeave}><button type="button" onClick={pointer.onClick}>m</button></div>;
}

async function render(enabled?: boolean) {
  const el = document.createElement('div');
  document.body.append(el);
  const root = createRoot(el);
  await act(async () => root.render(<Menu enabled={enabled} />));
  const wrap = el.firstElementChild as HTMLElement;
  const button = el.querySelector('button')!;
  const click = (detail: number) => act(() => { button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail })); });
  return { root, wrap, click };
}

afterEach(() => { closeMenu('m'); document.body.innerHTML = ''; vi.useRealTimers(); });

describe('useHoverMenu', () => {
  it('a hover opens; the click that follows keeps it open, the next closes it', async () => {
    const { wrap, click, root } = await render();
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
    const { wrap, click, root } = await render();
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
    const { wrap, click, root } = await render(false);
    act(() => { wrap.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })); });
    expect($openMenu.get()).toBeNull();
    await click(1);
    expect($openMenu.get()).toBe('m');
    await click(1);
    expect($openMenu.get()).toBeNull();
    act(() => root.unmount());
  });
});
