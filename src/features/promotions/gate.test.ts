import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COMPLIANCE } from '../../api/defaults';
import type { Compliance } from '../../api/calls/compliance';
import type { Loadable } from '../../stores/fetched';

// The compliance answer is set by hand (no calls); the watch is a spy: only whether it loads counts.
vi.mock('../../stores/compliance', async () => {
  const { atom } = await import('nanostores');
  const { DEFAULT_COMPLIANCE: initial } = await import('../../api/defaults');
  return { $compliance: atom<Loadable<Compliance>>({ loaded: false, value: initial }) };
});
const watch = vi.hoisted(() => ({ start: vi.fn(() => () => undefined) }));
vi.mock('./watch', () => ({ watchPromotions: watch.start }));

vi.mock('../../platform/chunk', async (original) => (await import('../../test/feature-gate')).oneTryChunks(original));

const { PROMOTIONS } = await import('./gate');
const { $compliance } = await import('../../stores/compliance');
const { setTestPage } = await import('../../test/page-setup');
const { withChunkDroppedOnce } = await import('../../test/feature-gate');

/** happy-dom resizes the window and fires the media queries' `change`, as a browser does. */
const resize = (width: number) => (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } })
  .happyDOM.setViewport({ width, height: 800 });
/** Long enough for a dynamic import of the (mocked) watch to settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  resize(1024);
  watch.start.mockClear();
});

describe('the promotions gate: the phone offers follow the viewport, not only the first width', () => {
  it('a main-site page loaded wide loads nothing; narrowed to a phone width later, the watch loads once', async () => {
    resize(1024);
    setTestPage();
    const stop = PROMOTIONS.run();
    ($compliance as unknown as { set(v: Loadable<Compliance>): void }).set({ loaded: true, value: DEFAULT_COMPLIANCE });
    await settle();
    expect(watch.start).not.toHaveBeenCalled();

    resize(390);
    await vi.waitFor(() => expect(watch.start).toHaveBeenCalledTimes(1));
    resize(1024);
    resize(390);
    await settle();
    expect(watch.start).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stopped, it no longer listens to the viewport', async () => {
    resize(1024);
    setTestPage();
    const stop = PROMOTIONS.run();
    ($compliance as unknown as { set(v: Loadable<Compliance>): void }).set({ loaded: true, value: DEFAULT_COMPLIANCE });
    stop();
    resize(390);
    await settle();
    expect(watch.start).not.toHaveBeenCalled();
  });
});

describe('the promotions gate: a dropped chunk (issue 22)', () => {
  it('is asked for again at the next chance (the network back), not only at the next store change', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await withChunkDroppedOnce(PROMOTIONS, async (tries) => {
      resize(390);
      setTestPage();
      const stop = PROMOTIONS.run();
      ($compliance as unknown as { set(v: Loadable<Compliance>): void }).set({ loaded: true, value: DEFAULT_COMPLIANCE });
      await settle();
      expect(tries()).toBe(1);
      expect(watch.start).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(watch.start).toHaveBeenCalledTimes(1));
      stop();
    });
  });
});
