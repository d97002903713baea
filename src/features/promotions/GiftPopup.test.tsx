import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { json, mockFetch } from '../../test/fetch-mock';
import { render } from '../../test/render';

const nav = vi.hoisted(() => ({ navigate: vi.fn(() => true) }));
vi.mock('../../platform/navigation', async (original) => ({ ...await original<object>(), navigate: nav.navigate }));

const { withMessages } = await import('../../i18n/catalogs');
// The popup ships in a lazy chunk with the promotions' messages, as the dialog host loads it.
const { default: GiftPopup } = await withMessages('popups', import('./GiftPopup'));
const { APP_FALLBACK_MS } = await import('./promotions');
const { setTestPage } = await import('../../test/page-setup');

/** The dev API's answers the popup asks for: the newbie prize and the app links. */
function serve(prize: string) {
  mockFetch((url) => (url.includes('newbiePrizeGuide')
    ? json({ code: 0, data: { prize_num: prize } })
    : json({ android: '/download/android', ios: 'https://apps.apple.com/app/id1' })));
}

async function openPopup() {
  setTestPage({ isLogin: false });
  const view = await render(<GiftPopup onClose={() => undefined} />);
  const dialog = () => view.el.querySelector('dialog');
  const claimInApp = () => [...view.el.querySelectorAll('button')].find((b) => b.textContent === 'Claim in the app')!;
  return { view, dialog, claimInApp };
}

afterEach(() => {
  vi.useRealTimers();
  nav.navigate.mockClear();
});

describe('gift popup', () => {
  it('shows the amount newbiePrizeGuide answers, not the default', async () => {
    serve('25,000');
    const { view, dialog } = await openPopup();
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('$25,000+'));
    expect(dialog()?.textContent).not.toContain('$10,000');
    await view.unmount();
  });

  it('Claim in the app: the app page follows after 2 s while the popup is open; a second press starts the 2 s again', async () => {
    serve('10,000');
    const { view, claimInApp } = await openPopup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => claimInApp().click());
    act(() => vi.advanceTimersByTime(APP_FALLBACK_MS - 500));
    act(() => claimInApp().click());
    expect(nav.navigate).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(APP_FALLBACK_MS - 1));
    expect(nav.navigate).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(1));
    expect(nav.navigate).toHaveBeenCalledTimes(3);
    expect(nav.navigate).toHaveBeenLastCalledWith(expect.stringMatching(/\/appdownload\?pos=gift$/), expect.any(Array));
    await view.unmount();
  });

  it('Claim in the app, then the popup closes (or the chrome unmounts) within 2 s: the app page is not opened', async () => {
    serve('10,000');
    const { view, claimInApp } = await openPopup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => claimInApp().click());
    expect(nav.navigate).toHaveBeenCalledTimes(1);
    // The dialog host stops rendering the popup when it closes; unmounting the chrome does the same.
    await view.unmount();
    vi.advanceTimersByTime(APP_FALLBACK_MS * 2);
    expect(nav.navigate).toHaveBeenCalledTimes(1);
  });
});
