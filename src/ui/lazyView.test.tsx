/** @jsxImportSource @emotion/react */
import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { renderShadowRoot } from '../mount/shadow-root';
import { lazyView } from './lazyView';

function Styled() {
  return <p css={{ color: 'rgb(1, 2, 3)' }}>styled by Emotion</p>;
}

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
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
});
