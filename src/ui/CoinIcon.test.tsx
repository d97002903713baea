import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CoinIcon } from './CoinIcon';
import { defaultCoinIconUrl } from '../platform/asset-files';
import { DEFAULT_COIN_ICON_FILE } from '../rules/coin-icon';

let root: Root | null = null;
let host: HTMLElement;

function render(defer: boolean) {
  act(() => root!.render(<CoinIcon src="/images/coin_icon/64/btc.png" defer={defer} />));
}

describe('CoinIcon', () => {
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    host.remove();
  });

  it('mounted mid-scroll: a blank disc, no image request, until the scroll settles; then the icon for good', () => {
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    render(true);
    expect(host.querySelector('img')).toBeNull();
    expect(host.querySelector('.icon-wait')).not.toBeNull();
    render(false);
    expect(host.querySelector('img')?.getAttribute('src')).toBe('/images/coin_icon/64/btc.png');
    // A later scroll keeps the icon it already shows.
    render(true);
    expect(host.querySelector('img')).not.toBeNull();
  });

  it('an icon that fails to load gives way to the default icon, and keeps it', () => {
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    render(false);
    const img = host.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/coin_icon/64/btc.png');
    act(() => { img.dispatchEvent(new Event('error')); });
    expect(host.querySelector('img')?.getAttribute('src')).toBe(defaultCoinIconUrl());
    // The store's spelling of the file and the rules' one are the same file.
    expect(defaultCoinIconUrl()).toMatch(new RegExp(`/${DEFAULT_COIN_ICON_FILE}$`));
    // A later render (the list scrolls) does not ask for the broken file again.
    render(true);
    expect(host.querySelector('img')?.getAttribute('src')).toBe(defaultCoinIconUrl());
  });

  it('mounted while the list is still: the icon at once', () => {
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    render(false);
    expect(host.querySelector('img')).not.toBeNull();
  });
});
