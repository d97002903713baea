import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { clearRequestCache } from '../api/client';
import { json, mockFetch } from '../test/fetch-mock';
import { $funds, $tier } from './account';
import { setTestPage } from '../test/page-setup';
import { $login } from './user';
import { $signupQuery, SIGNUP_QUERY_AT_KEY, SIGNUP_QUERY_KEY } from './signup';
import { markPainted } from './painted';

const flush = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  clearRequestCache();
  setTestPage();
});

describe('tier and funds stores', () => {
  it('ask nothing while the user is logged out, then fetch once logged in (tier data as a JSON string)', async () => {
    const calls = mockFetch((url) => {
      if (url.includes('get_user_tier')) return json({ code: 0, data: JSON.stringify({ tier_level: 3, tier_all_trade_usdt: '1234.5', tier_next_progress: 62, tier_next_usdt: '1000' }) });
      if (url.includes('total_funds')) return json({ code: 0, data: { total_btc: '0.1', total_usd: '6789.12' } });
      return json({ code: 1 });
    });
    $login.set({ status: 'out' });
    const offTier = $tier.listen(() => undefined);
    const offFunds = $funds.listen(() => undefined);
    await flush();
    expect(calls).toHaveLength(0);
    expect($tier.get().loaded).toBe(false);

    $login.set({ status: 'in', info: { uid: '1', nickname: 'a', userNick: '', avatar: '', verified: 4, safeLevel: 2, isSub: false, whiteListShow: false, country: '' } });
    await vi.waitFor(() => expect($tier.get().loaded && $funds.get().loaded).toBe(true));
    expect($tier.get()).toMatchObject({ loaded: true, value: { level: 3, allTradeUsdt: 1234.5, nextProgress: 62 } });
    expect($funds.get()).toMatchObject({ loaded: true, value: { totalUsd: 6789.12 } });
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname).sort()).toEqual(['/api/web/v1/usercenter/get_user_tier', '/apiw/v2/account/total_funds']);
    offTier();
    offFunds();
  });

  it('empty answers give zeros (shown as 0.00)', async () => {
    mockFetch(() => json({ code: 0, data: {} }));
    $login.set({ status: 'in', info: { uid: '2', nickname: 'b', userNick: '', avatar: '', verified: 0, safeLevel: 0, isSub: false, whiteListShow: false, country: '' } });
    const off = $funds.listen(() => undefined);
    await vi.waitFor(() => expect($funds.get().value.totalUsd).toBe(0));
    expect($funds.get().value.totalUsd).toBe(0);
    off();
  });
});

describe('stored sign-up query', () => {
  afterEach(() => {
    window.localStorage.clear();
    cleanStores($signupQuery);
  });
  // The referral rule's side of it (a link's ref waits for the cookies' rule; 14 days) is in signup.test.ts.
  /** The store's lazy first read has landed. */
  const landed = async () => {
    await import('./signup-record');
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('remembers the campaign parameters of the landing URL in localStorage, once the chrome has painted', async () => {
    window.history.replaceState(null, '', '/?utm_source=ABC&tab=x');
    const off = $signupQuery.listen(() => undefined);
    // Storage is not touched before the first paint (its first access blocks the main thread).
    await landed();
    expect(window.localStorage.getItem(SIGNUP_QUERY_KEY)).toBeNull();
    markPainted();
    await landed();
    expect($signupQuery.get()).toBe('utm_source=ABC');
    expect(window.localStorage.getItem(SIGNUP_QUERY_KEY)).toBe('utm_source=ABC');
    off();
  });

  it('a later page without referral parameters takes the stored query after the first paint', async () => {
    window.localStorage.setItem(SIGNUP_QUERY_KEY, 'ref=XYZ');
    window.localStorage.setItem(SIGNUP_QUERY_AT_KEY, String(Date.now()));
    window.history.replaceState(null, '', '/markets');
    markPainted();
    const off = $signupQuery.listen(() => undefined);
    await landed();
    expect($signupQuery.get()).toBe('ref=XYZ');
    off();
  });
});
