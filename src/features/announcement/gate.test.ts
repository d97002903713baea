import { describe, expect, it, vi } from 'vitest';
import { setTestPage } from '../../test/page-setup';
import { withChunkDroppedOnce } from '../../test/feature-gate';

/** The announcement bar's gate (issue 22): its chunk loads for a page with a bulletin, and again after a drop. */
vi.mock('../../api/lazy', () => ({
  loadCalls: () => Promise.resolve({ getBulletins: () => Promise.resolve({ index: { contentId: '1', content: 'Listing news', link: '' } }) }),
}));
const bar = vi.hoisted(() => ({ watch: vi.fn(() => () => undefined) }));
vi.mock('./announcement', () => ({ watchAnnouncement: bar.watch }));
vi.mock('../../platform/chunk', async (original) => (await import('../../test/feature-gate')).oneTryChunks(original));

const { ANNOUNCEMENT } = await import('./gate');

describe('the announcement gate', () => {
  it('a page without a bulletin loads no bar; update() to a page with one does', async () => {
    setTestPage({ page: 'trade' });
    const stop = ANNOUNCEMENT.run();
    await new Promise((r) => setTimeout(r, 20));
    expect(bar.watch).not.toHaveBeenCalled();
    setTestPage({ page: 'index' });
    await vi.waitFor(() => expect(bar.watch).toHaveBeenCalledTimes(1));
    stop();
    bar.watch.mockClear();
  });

  it('a dropped chunk is asked for again at the next chance (the network back): before, the bar never came', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await withChunkDroppedOnce(ANNOUNCEMENT, async (tries) => {
      setTestPage({ page: 'index' });
      const stop = ANNOUNCEMENT.run();
      await vi.waitFor(() => expect(tries()).toBe(1));
      await new Promise((r) => setTimeout(r, 20));
      expect(bar.watch).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(bar.watch).toHaveBeenCalledTimes(1));
      stop();
    });
  });
});
