import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { setTestPage } from '../../test/page-setup';
import { $notifications, prefetchNotifications, resetNotificationsForTests, selectNotificationTab } from './notifications';

const record = (type: string) => ({ msg_id: `${type}-1`, title: `About ${type}`, content: 'x', send_timest: 1, type, template_id: 't', extras: {}, isAllowHref: true });

// The signed-in calls chunk (where notices live), loaded once up front: a cold transform takes
// longer than a waitFor.
beforeAll(() => import('../../api/calls/calls-signed-in'));
afterEach(() => { vi.unstubAllGlobals(); resetNotificationsForTests(); });

describe('the notifications store', () => {
  it('asks once on first interest, then again on every tab change, with the tab\'s types, page=1 and size=10; the current tab clicked again asks nothing', async () => {
    setTestPage();
    const calls = mockFetch((url) => json({ code: 0, data: { list: [record(new URL(url, 'http://x').searchParams.get('type')!.split(',')[0]!)] } }));
    prefetchNotifications();
    prefetchNotifications();
    expect($notifications.get().status).toBe('loading');
    await vi.waitFor(() => expect($notifications.get().status).toBe('done'));
    expect($notifications.get().list.map((n) => n.type)).toEqual(['market']);
    // The tab shown and loaded, clicked again: no change, no request.
    selectNotificationTab('trade');
    expect($notifications.get()).toMatchObject({ tab: 'trade', status: 'done' });
    selectNotificationTab('system');
    // Clicked again while its list is on its way: still the one request.
    selectNotificationTab('system');
    await vi.waitFor(() => expect($notifications.get()).toMatchObject({ tab: 'system', status: 'done' }));
    selectNotificationTab('system');
    // Back to a tab left earlier is a change: asked again.
    selectNotificationTab('trade');
    await vi.waitFor(() => expect($notifications.get()).toMatchObject({ tab: 'trade', status: 'done' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(3);
    const queries = calls.map((c) => new URL(c.url, 'http://x'));
    expect(queries.map((q) => q.pathname)).toEqual(Array(3).fill('/apiw/v2/herald/get_notice_record'));
    expect(queries.map((q) => q.searchParams.get('type'))).toEqual([
      'market,margin,future,delivery,options,strategybot,copytrading,pilot', 'notices,system', 'market,margin,future,delivery,options,strategybot,copytrading,pilot',
    ]);
    expect(queries.every((q) => q.searchParams.get('page') === '1' && q.searchParams.get('size') === '10')).toBe(true);
  });

  it('an answer for a tab already left does not replace the current one', async () => {
    setTestPage();
    let release!: () => void;
    const slow = new Promise<void>((r) => { release = r; });
    mockFetch(async (url) => {
      const type = new URL(url, 'http://x').searchParams.get('type')!;
      if (type.startsWith('market')) await slow;
      return json({ code: 0, data: { list: [record(type.split(',')[0]!)] } });
    });
    selectNotificationTab('trade');
    selectNotificationTab('system');
    await vi.waitFor(() => expect($notifications.get().status).toBe('done'));
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect($notifications.get()).toMatchObject({ tab: 'system', list: [{ type: 'notices' }] });
  });

  it('a failing call ends in the empty list', async () => {
    setTestPage();
    mockFetch(() => json({}, 500));
    prefetchNotifications();
    await vi.waitFor(() => expect($notifications.get()).toMatchObject({ status: 'done', list: [] }));
  });
});
