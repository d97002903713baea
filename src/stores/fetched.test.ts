import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiContext } from '../api/client';
import type { LanguageCode } from '../config/languages';
import { fetchedStore } from './fetched';
import { userStore } from './user-store';
import { setTestPage } from '../test/page-setup';
import { $login, type LoginState } from './user';

/**
 * The stale-answer guard of the fetched stores: when the page moves on (another language, another
 * user) while a call is out, the older answer may arrive last; it must never overwrite the newer.
 */

/** A call whose answers the test releases one by one, in any order. */
function controlledCall() {
  const pending = new Map<string, (value: string) => void>();
  const load = vi.fn((ctx: ApiContext) => new Promise<string>((resolve) => pending.set(ctx.lang, resolve)));
  const answer = (lang: string, value: string) => pending.get(lang)!(value);
  return { load, answer };
}

const setLang = (lang: LanguageCode) => setTestPage({ lang });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const user = (uid: string): LoginState => ({
  status: 'in',
  info: { uid, nickname: uid, userNick: '', avatar: '', verified: 4, safeLevel: 2, isSub: false, whiteListShow: false, country: '' },
});

beforeEach(() => {
  setLang('en');
  $login.set({ status: 'loading' });
});

describe('fetchedStore', () => {
  it('keeps the answer for the current language when the older one arrives last', async () => {
    const { load, answer } = controlledCall();
    const $store = fetchedStore('initial', load);
    const off = $store.listen(() => undefined);
    setLang('de');
    expect(load).toHaveBeenCalledTimes(2);

    answer('de', 'German');
    await settle();
    expect($store.get()).toEqual({ loaded: true, value: 'German' });
    answer('en', 'English (stale)');
    await settle();
    expect($store.get()).toEqual({ loaded: true, value: 'German' });
    off();
  });

  it('takes the answer when it is the current one, whatever came before', async () => {
    const { load, answer } = controlledCall();
    const $store = fetchedStore('initial', load);
    const off = $store.listen(() => undefined);
    answer('en', 'English');
    await settle();
    expect($store.get()).toEqual({ loaded: true, value: 'English' });
    setLang('fr');
    answer('fr', 'French');
    await settle();
    expect($store.get()).toEqual({ loaded: true, value: 'French' });
    off();
  });
});

describe('userStore', () => {
  it("drops the first user's answer once another user is logged in", async () => {
    const pending = new Map<string, (value: string) => void>();
    const uids: string[] = [];
    const $store = userStore('initial', () => new Promise<string>((resolve) => {
      const uid = ($login.get() as Extract<LoginState, { status: 'in' }>).info.uid;
      uids.push(uid);
      pending.set(uid, resolve);
    }));
    const off = $store.listen(() => undefined);
    $login.set(user('1'));
    $login.set(user('2'));
    expect(uids).toEqual(['1', '2']);

    pending.get('2')!('answer for 2');
    await settle();
    pending.get('1')!('answer for 1 (stale)');
    await settle();
    expect($store.get()).toEqual({ loaded: true, value: 'answer for 2' });
    off();
  });
});
