import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { render } from '../test/render';
import { json, mockFetch } from '../test/fetch-mock';
import { setTestPage } from '../test/page-setup';
import { Header } from './Header';
import { MenuDrawer } from './drawer/MenuDrawer';

const visit = (path: string) => window.history.replaceState(null, '', path);

beforeEach(() => {
  mockFetch(() => json({}, 500));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  visit('/');
  document.body.innerHTML = '';
});

/** The link once its lazy part has arrived, or null after a while. */
async function liveLink(el: HTMLElement): Promise<HTMLAnchorElement | null> {
  for (let i = 0; i < 50; i++) {
    const link = el.querySelector<HTMLAnchorElement>('a[data-track-target="live_trading"]');
    if (link) return link;
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
  }
  return null;
}

describe.each([
  ['the header bar', () => <Header />],
  ['the phone drawer', () => <MenuDrawer open onClose={() => undefined} onClosed={() => undefined} />],
] as const)('demo trading shows a live-trading link in %s (site-chrome.md §2)', (_place, view) => {
  it.each([
    ['/zh/testnet/futures/USDT/ETH_USDT', '/zh/futures/USDT/ETH_USDT'],
    ['/testnet/options/BTC_USDT', '/options/BTC_USDT'],
    ['/testnet/', '/futures/USDT/BTC_USDT'],
  ])('on %s, to %s', async (path, live) => {
    visit(path);
    setTestPage({ isLogin: false, lang: path.startsWith('/zh/') ? 'zh' : 'en' });
    const { el, unmount } = await render(view());
    const link = await liveLink(el);
    expect(link?.getAttribute('href')).toBe(`${window.location.origin}${live}`);
    if (!path.startsWith('/zh/')) expect(link?.textContent).toBe('Live Trading');
    await unmount();
  });

  it('not on a live page', async () => {
    visit('/futures/USDT/BTC_USDT');
    setTestPage({ isLogin: false });
    const { el, unmount } = await render(view());
    expect(await liveLink(el)).toBeNull();
    await unmount();
  });
});

describe('a single-page host going back and forth', () => {
  it('shows the link on a demo page reached by popstate, and drops it on the way back', async () => {
    visit('/futures/USDT/BTC_USDT');
    setTestPage({ isLogin: false });
    const { el, unmount } = await render(<Header />);
    expect(await liveLink(el)).toBeNull();
    await act(async () => {
      visit('/testnet/futures/USDT/BTC_USDT');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect((await liveLink(el))?.getAttribute('href')).toBe(`${window.location.origin}/futures/USDT/BTC_USDT`);
    await act(async () => {
      visit('/futures/USDT/BTC_USDT');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(el.querySelector('a[data-track-target="live_trading"]')).toBeNull();
    await unmount();
  });
});
