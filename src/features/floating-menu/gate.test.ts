import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COMPLIANCE } from '../../api/defaults';
import type { Compliance } from '../../api/calls/compliance';
import type { Loadable } from '../../stores/fetched';
import { SITES } from '../../config/sites';

// The compliance answer is set by hand (no calls); the view is a stand-in: only whether it loads counts.
vi.mock('../../stores/compliance', async () => {
  const { atom } = await import('nanostores');
  const { DEFAULT_COMPLIANCE: initial } = await import('../../api/defaults');
  return { $compliance: atom<Loadable<Compliance>>({ loaded: false, value: initial }) };
});
const view = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./FloatingMenu', () => {
  view.loads += 1;
  return { default: () => null };
});
vi.mock('../../platform/chunk', async (original) => (await import('../../test/feature-gate')).oneTryChunks(original));

const { FLOATING_MENU } = await import('./gate');
const { $floatingMenu } = await import('./store');
const { $compliance } = await import('../../stores/compliance');
const { setTestPage } = await import('../../test/page-setup');

const answered = () => ($compliance as unknown as { set(v: Loadable<Compliance>): void }).set({ loaded: true, value: DEFAULT_COMPLIANCE });
const unanswered = () => ($compliance as unknown as { set(v: Loadable<Compliance>): void }).set({ loaded: false, value: DEFAULT_COMPLIANCE });
/** happy-dom resizes the window and fires the media queries' `change`, as a browser does. */
const resize = (width: number) => (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } })
  .happyDOM.setViewport({ width, height: 800 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const scroll = () => {
  window.scrollTo(0, 200);
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => {
  resize(1024);
  unanswered();
  $floatingMenu.set(false);
});

describe('the floating footer menu\'s gate (compliance §6)', () => {
  it('a wide main-site page: shows once the compliance answer is in; stopped with the last instance', async () => {
    resize(1280);
    setTestPage();
    window.scrollTo(0, 0);
    const stop = FLOATING_MENU.run();
    await settle();
    expect($floatingMenu.get()).toBe(false);
    answered();
    await settle();
    // Not before the visitor scrolls: a glance at the top of the page loads none of it.
    expect($floatingMenu.get()).toBe(false);
    expect(view.loads).toBe(0);
    scroll();
    await vi.waitFor(() => expect($floatingMenu.get()).toBe(true));
    expect(view.loads).toBe(1);
    stop();
    expect($floatingMenu.get()).toBe(false);
  });

  it.each(['hongkong', 'eu'] as const)('%s: never', async (site) => {
    resize(1280);
    setTestPage({ site: SITES[site] });
    const stop = FLOATING_MENU.run();
    answered();
    await settle();
    expect($floatingMenu.get()).toBe(false);
    stop();
  });

  it('inside the app: never', async () => {
    resize(1280);
    setTestPage({ inApp: true });
    const stop = FLOATING_MENU.run();
    answered();
    await settle();
    expect($floatingMenu.get()).toBe(false);
    stop();
  });

  it('a phone: not; the same page widened later: shown then', async () => {
    resize(390);
    setTestPage();
    const stop = FLOATING_MENU.run();
    answered();
    await settle();
    expect($floatingMenu.get()).toBe(false);
    scroll();
    await settle();
    expect($floatingMenu.get()).toBe(false);
    resize(1280);
    await vi.waitFor(() => expect($floatingMenu.get()).toBe(true));
    stop();
  });
});
