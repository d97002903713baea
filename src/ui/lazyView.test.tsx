/** @jsxImportSource @emotion/react */
import { describe, expect, it, vi } from 'vitest';
import { Suspense, type ReactElement } from 'react';
import { renderShadowRoot } from '../mount/shadow-root';
import { lazyPart, lazyView } from './lazyView';
import { css } from '@emotion/react';

const styled = css`
  color: rgb(1, 2, 3);
`;

function Styled() {
  return <p css={styled}>styled by Emotion</p>;
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('lazyView', () => {
  it('renders a lazy part with its Emotion styles inside its own shadow root, none in document.head', async () => {
    const View = lazyView(async () => ({ default: Styled }));
    const root = renderShadowRoot(document.body, 'footer', 'n0nce', <Suspense fallback={null}><View /></Suspense>);
    await root.ready;
    const shadow = document.querySelector('[data-site-chrome-root="footer"]')?.shadowRoot;
    await waitFor(() => Boolean(shadow?.querySelector('p')));
    const p = shadow?.querySelector('p');
    expect(p?.textContent).toBe('styled by Emotion');
    const rules = [...(shadow?.querySelectorAll<HTMLStyleElement>('style[data-emotion]') ?? [])];
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((s) => s.getAttribute('nonce') === 'n0nce' || s.nonce === 'n0nce')).toBe(true);
    expect(document.head.querySelectorAll('style').length).toBe(0);
    root.unmount();
  });

  it.each([
    { case: 'loaded ahead (preload): renders in its first render, never its fallback', preload: true, fallbacks: 0 },
    { case: 'not loaded ahead: suspends once, as React.lazy does', preload: false, fallbacks: 1 },
  ])('$case', async ({ preload, fallbacks }) => {
    const View = lazyView(async () => ({ default: Styled }));
    if (preload) await View.preload();
    let shown = 0;
    function Fallback() {
      shown += 1;
      return null;
    }
    const root = renderShadowRoot(document.body, 'footer', 'n0nce', <Suspense fallback={<Fallback />}><View /></Suspense>);
    await root.ready;
    const shadow = document.querySelector('[data-site-chrome-root="footer"]')?.shadowRoot;
    await waitFor(() => Boolean(shadow?.querySelector('p')));
    expect(shadow?.querySelector('p')?.textContent).toBe('styled by Emotion');
    expect(shown).toBe(fallbacks);
    root.unmount();
  });

  it('a failed preload changes nothing: the part then loads as a lazy part', async () => {
    let calls = 0;
    const View = lazyView(async () => {
      calls += 1;
      if (calls === 1) throw new Error('dropped');
      return { default: Styled };
    });
    await expect(View.preload()).resolves.toBeUndefined();
    const root = renderShadowRoot(document.body, 'footer', 'n0nce', <Suspense fallback={null}><View /></Suspense>);
    await root.ready;
    const shadow = document.querySelector('[data-site-chrome-root="footer"]')?.shadowRoot;
    await waitFor(() => Boolean(shadow?.querySelector('p')));
    expect(shadow?.querySelector('p')?.textContent).toBe('styled by Emotion');
    root.unmount();
  });
});

describe('lazyPart: failure stays local', () => {
  const shadowOf = () => document.querySelector('[data-site-chrome-root="footer"]')?.shadowRoot;
  const buttonNamed = (name: string) => [...(shadowOf()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name);

  it('offers Retry in place of a part whose chunk failed, keeps its siblings, and Retry builds a new lazy component', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const load = vi.fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>panel</p> });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Part = lazyPart(load as () => Promise<{ default: () => ReactElement }>);
    const root = renderShadowRoot(document.body, 'footer', undefined, <><h2>sibling</h2><Suspense fallback={null}><Part /></Suspense></>);
    await root.ready;
    // Four tries with backoff (loadChunk), then the Retry.
    await vi.advanceTimersByTimeAsync(3500);
    vi.useRealTimers();
    await waitFor(() => Boolean(buttonNamed('Retry')));
    expect(load).toHaveBeenCalledTimes(4);
    expect(shadowOf()?.querySelector('h2')?.textContent).toBe('sibling');
    expect(warn).toHaveBeenCalled();
    buttonNamed('Retry')?.click();
    await waitFor(() => Boolean(shadowOf()?.querySelector('p')));
    expect(shadowOf()?.querySelector('p')?.textContent).toBe('panel');
    expect(load).toHaveBeenCalledTimes(5);
    expect(buttonNamed('Retry')).toBeUndefined();
    root.unmount();
    warn.mockRestore();
  });

  it('catches a render error inside the part in its own boundary, and Retry renders it again', async () => {
    let broken = true;
    const Flaky = () => {
      if (broken) throw new Error('render bug');
      return <p>recovered</p>;
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazyPart(async () => ({ default: Flaky }));
    const root = renderShadowRoot(document.body, 'footer', undefined, <><h2>sibling</h2><Suspense fallback={null}><Part /></Suspense></>);
    await root.ready;
    await waitFor(() => Boolean(buttonNamed('Retry')));
    expect(shadowOf()?.querySelector('h2')?.textContent).toBe('sibling');
    expect(shadowOf()?.textContent).not.toContain('Something went wrong');
    broken = false;
    buttonNamed('Retry')?.click();
    await waitFor(() => Boolean(shadowOf()?.querySelector('p')));
    expect(shadowOf()?.querySelector('p')?.textContent).toBe('recovered');
    root.unmount();
    error.mockRestore();
  });
});
