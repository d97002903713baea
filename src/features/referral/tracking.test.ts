import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';

const jar = vi.hoisted(() => ({
  values: new Map<string, string>(),
  log: [] as Array<[string, string | null, unknown?]>,
}));
vi.mock('../../platform/cookies', () => ({
  readCookie: (name: string) => jar.values.get(name),
  writeCookie: (name: string, value: string, options: unknown) => {
    jar.values.set(name, value);
    jar.log.push([name, value, options]);
    return Promise.resolve();
  },
  deleteCookie: (name: string) => {
    jar.values.delete(name);
    jar.log.push([name, null]);
    return Promise.resolve();
  },
  cookiesReadable: () => true,
}));

const { trackReferral } = await import('./tracking');
const { setTestPage } = await import('../../test/page-setup');
const { clearRequestCache } = await import('../../api/client');
await (await import('../../api/lazy')).loadCalls();

const TTL = { maxAge: 1209600 };

beforeEach(() => {
  jar.values.clear();
  jar.log = [];
  clearRequestCache();
  setTestPage();
  window.localStorage.clear();
});

function stored(values: Record<string, string>): void {
  for (const [k, v] of Object.entries(values)) jar.values.set(k, v);
}

describe('trackReferral', () => {
  it('no earlier ref: writes the four cookies for 14 days without asking the server', async () => {
    const calls = mockFetch(() => json({ code: 0 }));
    await trackReferral('?ref=ABC&ref_type=3&ch=tab&group_id=7');
    expect(calls).toEqual([]);
    expect(jar.log).toEqual([['ref_uid', 'ABC', TTL], ['ref_type', '3', TTL], ['ref_channel', 'tab', TTL], ['group_id', '7', TTL]]);
  });

  it('an earlier ref: asks verify_invite_info with the code and type; code 0 replaces the referral', async () => {
    stored({ ref_uid: 'OLD', ref_type: '1', ref_channel: 'c', group_id: 'g' });
    const calls = mockFetch(() => json({ code: 0 }));
    await trackReferral('?ref=NEW&ref_type=3&ch=tab');
    // Calls are absolute on the page's origin (issue 20: a host <base href> must not take them).
    expect(calls.map((c) => c.url.replace(location.origin, ''))).toEqual(['/api/web/v1/rebate/verify_invite_info?invite_code=NEW&ref_type=3']);
    expect(Object.fromEntries(jar.values)).toEqual({ ref_uid: 'NEW', ref_type: '3', ref_channel: 'tab' });
  });

  it('code 10530135 keeps the earlier ref and refreshes channel and group', async () => {
    stored({ ref_uid: 'OLD', ref_type: '1', ref_channel: 'c', group_id: 'g' });
    mockFetch(() => json({ code: 10530135 }));
    await trackReferral('?ref=NEW&ref_type=3&ch=tab&group_id=9');
    expect(Object.fromEntries(jar.values)).toEqual({ ref_uid: 'OLD', ref_type: '1', ref_channel: 'tab', group_id: '9' });
  });

  it.each([
    ['another code', () => json({ code: 1001 })],
    ['an HTTP error', () => json('oops', 500)],
    ['a malformed answer', () => json({ code: 'zero' })],
  ])('%s saves nothing', async (_what, reply) => {
    stored({ ref_uid: 'OLD', ref_type: '1' });
    mockFetch(reply);
    await trackReferral('?ref=NEW&ref_type=3&ch=tab');
    expect(jar.log).toEqual([]);
  });

  it('the same code and type: no call, channel and group only', async () => {
    stored({ ref_uid: 'ABC', ref_type: '3', ref_channel: 'old' });
    const calls = mockFetch(() => json({ code: 0 }));
    await trackReferral('?ref=ABC&ref_type=3&group_id=5');
    expect(calls).toEqual([]);
    expect(jar.log).toEqual([['ref_channel', null], ['group_id', '5', TTL]]);
  });

  describe('the sign-up query follows the same decision (issue 20)', () => {
    const record = () => ({ query: window.localStorage.getItem('signup_query'), at: window.localStorage.getItem('signup_query_at') });

    it('an accepted referral is saved with its time', async () => {
      vi.useFakeTimers({ now: 1_800_000_000_000, toFake: ['Date'] });
      mockFetch(() => json({ code: 0 }));
      await trackReferral('?ref=ABC&ref_type=3&ch=tab&invite_code=X');
      expect(record()).toEqual({ query: 'ref=ABC&ref_type=3&ch=tab', at: '1800000000000' });
      vi.useRealTimers();
    });

    it.each([
      ['a verify that refuses it', () => json({ code: 1001 })],
      ['already bound', () => json({ code: 10530135 })],
      ['no answer', () => json('oops', 500)],
    ])('%s leaves the verified record alone', async (_what, reply) => {
      stored({ ref_uid: 'OLD', ref_type: '1' });
      window.localStorage.setItem('signup_query', 'ref=OLD&ref_type=1');
      window.localStorage.setItem('signup_query_at', String(Date.now() - 1000));
      mockFetch(reply);
      await trackReferral('?ref=EVIL&ref_type=3&utm_source=x');
      expect(record().query).toBe('ref=OLD&ref_type=1');
    });
  });
});
