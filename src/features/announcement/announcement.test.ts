import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTestPage } from '../../test/page-setup';

/**
 * IndexedDB as idb opens it: a working in-memory table (`present`), a failing open (`throwing`), a
 * table whose reads and writes throw (`broken`), an open that never settles (`stuck`). `missing`
 * is no `indexedDB` global at all.
 */
const idb = vi.hoisted(() => {
  const table = new Map<string, unknown>();
  const state = { mode: 'present' as 'present' | 'throwing' | 'broken' | 'stuck', gets: 0 };
  const database = {
    get: (_store: string, key: string) => (state.gets += 1, state.mode === 'broken') ? Promise.reject(new DOMException('read failed', 'UnknownError')) : Promise.resolve(table.get(key)),
    put: (_store: string, value: unknown, key: string) => {
      if (state.mode === 'broken') throw new DOMException('quota', 'QuotaExceededError');
      table.set(key, value);
      return Promise.resolve(key);
    },
  };
  const openDB = () => {
    if (state.mode === 'throwing') return Promise.reject(new DOMException('open failed', 'InvalidStateError'));
    if (state.mode === 'stuck') return new Promise(() => undefined);
    return Promise.resolve(database);
  };
  return { table, state, openDB };
});
vi.mock('idb', () => ({ openDB: idb.openDB }));

const bulletins = vi.hoisted(() => ({
  value: { index: { contentId: '40123', content: 'Listing news', link: '/a' }, trade: { contentId: '7', content: 'Trade news', link: '' } } as Record<string, unknown>,
}));
vi.mock('../../api/lazy', () => ({ loadCalls: () => Promise.resolve({ getBulletins: () => Promise.resolve(bulletins.value) }) }));

const { $bars } = await import('../../stores/bars');
const { GLOBAL_NOTICE_KEY, readDismissedEarly } = await import('./storage');
const { $announcement, dismissAnnouncement, resetAnnouncementForTests, watchAnnouncement, DISMISSED_WAIT_MS } = await import('./announcement');
const { resetIdbForTests } = await import('../../platform/idb');

/** A new page load: nothing in memory, the same IndexedDB. */
function newPage(page = 'home') {
  resetIdbForTests();
  resetAnnouncementForTests();
  setTestPage({ page });
  return watchAnnouncement();
}
const barShown = () => $bars.get().includes('announcement');
const settled = () => vi.waitFor(() => expect($announcement.get() !== null || barShown() === false).toBe(true));

let stop: () => void = () => undefined;
beforeEach(() => {
  idb.table.clear();
  idb.state.mode = 'present';
  vi.stubGlobal('indexedDB', {});
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('announcement bar with IndexedDB present', () => {
  it('shows the bulletin of its page, not of others', async () => {
    stop = newPage('home');
    await vi.waitFor(() => expect(barShown()).toBe(true));
    expect($announcement.get()?.contentId).toBe('40123');
    stop();
    stop = newPage('futures');
    await settled();
    expect(barShown()).toBe(false);
  });

  it('Close hides it at once, stores the id, and it stays closed on the next page', async () => {
    stop = newPage();
    await vi.waitFor(() => expect(barShown()).toBe(true));
    const stored = dismissAnnouncement('40123');
    expect(barShown()).toBe(false);
    await expect(stored).resolves.toBe(true);
    expect(idb.table.get(GLOBAL_NOTICE_KEY)).toMatchObject({ value: ['40123'] });
    stop();
    stop = newPage();
    await vi.waitFor(() => expect($announcement.get()).toBeNull());
    // the trade page's bulletin has another id: it still shows there
    stop();
    stop = newPage('trade');
    await vi.waitFor(() => expect(barShown()).toBe(true));
  });

  it('keeps ids another page stored meanwhile, and reads an older front end\'s numbers', async () => {
    idb.table.set(GLOBAL_NOTICE_KEY, { value: [7, 'x'], timestamp: 1 });
    stop = newPage('home');
    await vi.waitFor(() => expect(barShown()).toBe(true));
    await dismissAnnouncement('40123');
    expect(idb.table.get(GLOBAL_NOTICE_KEY)).toMatchObject({ value: ['7', 'x', '40123'] });
  });

  it('a read started with the bar\'s chunks (the gate\'s wave) is the one the bar uses: one IndexedDB read, the stored ids honoured', async () => {
    idb.table.set(GLOBAL_NOTICE_KEY, { value: ['40123'], timestamp: 1 });
    resetIdbForTests();
    idb.state.gets = 0;
    readDismissedEarly();
    resetAnnouncementForTests();
    setTestPage({ page: 'trade' });
    stop = watchAnnouncement();
    await vi.waitFor(() => expect(barShown()).toBe(true));
    expect(idb.state.gets).toBe(1);
    // Taken once: the next page reads again.
    stop();
    stop = newPage('home');
    await vi.waitFor(() => expect(idb.state.gets).toBe(2));
    await new Promise((r) => setTimeout(r, 0));
    expect(barShown()).toBe(false);
  });

  it('a stored list of the wrong shape counts as empty', async () => {
    idb.table.set(GLOBAL_NOTICE_KEY, { value: '40123', timestamp: 1 });
    stop = newPage();
    await vi.waitFor(() => expect(barShown()).toBe(true));
  });
});

describe.each([
  ['missing', () => vi.stubGlobal('indexedDB', undefined)],
  ['throwing on open', () => { idb.state.mode = 'throwing'; }],
  ['throwing on read and write', () => { idb.state.mode = 'broken'; }],
])('announcement bar with IndexedDB %s', (_name, breakIt) => {
  it('shows, and Close still holds for the page without an error', async () => {
    breakIt();
    stop = newPage();
    await vi.waitFor(() => expect(barShown()).toBe(true));
    await expect(dismissAnnouncement('40123')).resolves.toBe(false);
    expect(barShown()).toBe(false);
    expect($announcement.get()).toBeNull();
  });
});

describe('announcement bar with an IndexedDB open that never settles', () => {
  it('shows after DISMISSED_WAIT_MS instead of never', async () => {
    idb.state.mode = 'stuck';
    vi.useFakeTimers();
    stop = newPage();
    await vi.advanceTimersByTimeAsync(DISMISSED_WAIT_MS - 100);
    expect(barShown()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(barShown()).toBe(true);
  });
});
