import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { renderShadowRoot } from '../mount/shadow-root';
import { preloadPart } from './preloadPart';

const shadowOf = () => document.querySelector('[data-site-chrome-root="footer"]')?.shadowRoot;
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

/** Renders the part under Suspense; `fallback` counts the renders of the fallback. */
async function mount(Part: React.ComponentType) {
  const fallback = vi.fn(() => <p>loading</p>);
  const Fallback = fallback;
  const root = renderShadowRoot(document.body, 'footer', undefined, <Suspense fallback={<Fallback />}><Part /></Suspense>);
  await root.ready;
  await waitFor(() => shadowOf()?.querySelector('p')?.textContent === 'panel');
  return { fallback, root };
}

describe('preloadPart', () => {
  it('a part loaded ahead renders without suspending (no fallback, so no 300 ms reveal throttle)', async () => {
    const load = vi.fn(async () => ({ default: () => <p>panel</p> }));
    const { Part, preload } = preloadPart(load);
    preload();
    preload();
    await new Promise((r) => setTimeout(r, 0));
    const { fallback, root } = await mount(Part);
    expect(shadowOf()?.querySelector('p')?.textContent).toBe('panel');
    expect(fallback).not.toHaveBeenCalled();
    // Preloaded once, whatever the calls; the lazy twin never asked.
    expect(load).toHaveBeenCalledTimes(1);
    root.unmount();
  });

  it('without a preload it is a lazy part: the fallback first, then the part', async () => {
    const { Part } = preloadPart(async () => ({ default: () => <p>panel</p> }));
    const { fallback, root } = await mount(Part);
    expect(shadowOf()?.querySelector('p')?.textContent).toBe('panel');
    expect(fallback).toHaveBeenCalled();
    root.unmount();
  });

  it('a failed preload changes nothing: the part still loads on render', async () => {
    const load = vi.fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>panel</p> });
    const { Part, preload } = preloadPart(load as () => Promise<{ default: () => React.ReactElement }>);
    preload();
    await new Promise((r) => setTimeout(r, 0));
    const { root } = await mount(Part);
    expect(shadowOf()?.querySelector('p')?.textContent).toBe('panel');
    root.unmount();
  });
});
