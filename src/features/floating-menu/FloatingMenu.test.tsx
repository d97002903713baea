import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { json, mockFetch } from '../../test/fetch-mock';
import { render } from '../../test/render';
import { SITES } from '../../config/sites';

const { withMessages } = await import('../../i18n/catalogs');
// The menu ships in its own chunk with the footer's messages, as its gate loads it.
const { default: FloatingMenu } = await withMessages('footer', import('./FloatingMenu'));
const { setTestPage } = await import('../../test/page-setup');

/** happy-dom resizes the window and fires the media queries' `change`, as a browser does. */
const resize = (width: number) => (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } })
  .happyDOM.setViewport({ width, height: 800 });

/** Each control of the landmark: its accessible name (the label beside the icon) and where it leads. */
const controls = (nav: Element | null) => [...(nav?.querySelectorAll('a, button') ?? [])].map((el) => ({
  name: el.textContent, href: el instanceof HTMLAnchorElement ? new URL(el.href).pathname + new URL(el.href).search : null,
}));

beforeEach(() => {
  resize(1280);
  mockFetch(() => json({}, 500));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => resize(1024));

describe('the floating footer menu', () => {
  it('a navigation landmark named Quick links: the gift box, the app, customer support, Back to top', async () => {
    setTestPage({ isLogin: false });
    const view = await render(<FloatingMenu />);
    const nav = view.el.querySelector('nav');
    expect(nav?.getAttribute('aria-label')).toBe('Quick links');
    expect(controls(nav)).toEqual([
      { name: 'Claim rewards', href: '/rewards_hub' },
      { name: 'Download the app', href: '/appdownload' + '?pos=float' },
      { name: 'Customer support', href: '/groupchat/call_service?platform=web' },
      { name: 'Back to top', href: null },
    ]);
    // Fixed above the page: it takes no room in the host's flow.
    expect(getComputedStyle(nav!).position).toBe('fixed');
    await view.unmount();
  });

  it('Turkey hides the gift box; links carry the language prefix', async () => {
    setTestPage({ site: SITES.turkey, lang: 'en', isLogin: false });
    const view = await render(<FloatingMenu />);
    expect(controls(view.el.querySelector('nav'))).toEqual([
      { name: 'Download the app', href: '/en/mobileapp?pos=float' },
      { name: 'Customer support', href: '/en/groupchat/call_service?platform=web' },
      { name: 'Back to top', href: null },
    ]);
    await view.unmount();
  });

  it('Back to top scrolls the host page to its top', async () => {
    setTestPage({ isLogin: false });
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const view = await render(<FloatingMenu />);
    const top = [...view.el.querySelectorAll('button')].find((b) => b.textContent === 'Back to top')!;
    expect(top.getAttribute('type')).toBe('button');
    act(() => top.click());
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await view.unmount();
  });

  it('a window narrowed to a phone width drops it; widened again, it is back', async () => {
    setTestPage({ isLogin: false });
    const view = await render(<FloatingMenu />);
    expect(view.el.querySelector('nav')).not.toBeNull();
    await act(async () => resize(390));
    expect(view.el.querySelector('nav')).toBeNull();
    await act(async () => resize(1280));
    expect(view.el.querySelector('nav')).not.toBeNull();
    await view.unmount();
  });
});
