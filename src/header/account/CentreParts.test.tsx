import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { render } from '../../test/render';
import { Avatar } from './CentreParts';

const ANTI = ['https://www.gate.com'];
afterEach(() => { document.body.innerHTML = ''; });

describe('Avatar (the URL guard on user_avatar)', () => {
  it.each([
    'https://evil.example/a.png', 'javascript:alert(1)', 'data:image/svg+xml,<svg/onload=alert(1)>', '//evil.example/a.png', '',
  ])('%j: the initial, no image', async (url) => {
    const { el, unmount } = await render(<Avatar url={url} anti={ANTI} name="satoshi" />);
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toBe('S');
    await unmount();
  });

  it.each([
    ['/images/a.png', `${window.location.origin}/images/a.png`],
    ['https://www.gate.com/a.png', 'https://www.gate.com/a.png'],
  ])('%j loads as %j (absolute), and falls back to the initial when it fails', async (url, src) => {
    const { el, unmount } = await render(<Avatar url={url} anti={ANTI} name="satoshi" />);
    const img = el.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(src);
    await act(async () => { img.dispatchEvent(new Event('error')); });
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toBe('S');
    await unmount();
  });
});
