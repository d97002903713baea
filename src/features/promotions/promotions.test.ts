import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const nav = vi.hoisted(() => ({ navigate: vi.fn(() => true) }));
vi.mock('../../platform/navigation', () => ({ navigate: nav.navigate, currentPath: () => '/', currentSearch: () => '' }));

const { APP_FALLBACK_MS, closeAppBar, GIFT_KEY, offerGift, offerSwitchSite, openAppThenPage, stayOnSite, SWITCH_KEY, switchSiteUrl } = await import('./promotions');
const { $dialogs, closeDialog } = await import('../../stores/dialogs');
const { $appBar, HIDE_AD_KEY } = await import('./app-bar');

const waiting = () => [$dialogs.get().showing, ...$dialogs.get().waiting].filter(Boolean).map((d) => d!.name);
const T = new Date(2026, 0, 10, 9).getTime();
const MIN = 60_000;

beforeEach(() => {
  window.localStorage.clear();
  $dialogs.set({ showing: null, waiting: [] });
});
afterEach(() => {
  vi.useRealTimers();
  nav.navigate.mockClear();
});

describe('gift popup: the stored record decides, counted when asked for (fake clock)', () => {
  it('first show writes 1/now; again at +29 min nothing; at +31 min 2/now; a third never that day', () => {
    expect(offerGift(T)).toBe(true);
    expect(window.localStorage.getItem(GIFT_KEY)).toBe(`1/${T}`);
    expect(waiting()).toEqual(['gift-popup']);
    closeDialog('gift-popup');
    expect(offerGift(T + 29 * MIN)).toBe(false);
    expect(window.localStorage.getItem(GIFT_KEY)).toBe(`1/${T}`);
    expect(offerGift(T + 31 * MIN)).toBe(true);
    expect(window.localStorage.getItem(GIFT_KEY)).toBe(`2/${T + 31 * MIN}`);
    closeDialog('gift-popup');
    expect(offerGift(T + 5 * 60 * MIN)).toBe(false);
    expect(waiting()).toEqual([]);
  });

  it('a malformed record counts as none', () => {
    window.localStorage.setItem(GIFT_KEY, 'NaN/yesterday');
    expect(offerGift(T)).toBe(true);
    expect(window.localStorage.getItem(GIFT_KEY)).toBe(`1/${T}`);
  });

  it('does not show where storage cannot keep the record (nothing would hold it to 2 a day)', () => {
    const spy = vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => { throw new Error('QuotaExceededError'); });
    try {
      expect(offerGift(T)).toBe(false);
      expect(waiting()).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('claim in the app: the app link, then the app page after 2 s (fake clock)', () => {
  it('navigates to the app link at once and to the app page only once 2 s have passed', () => {
    vi.useFakeTimers();
    const allowed = ['https://www.gate.com'];
    openAppThenPage('https://www.gate.com/applink/open?ch=web_gift', '/appdownload?pos=gift', allowed);
    expect(nav.navigate).toHaveBeenCalledTimes(1);
    expect(nav.navigate).toHaveBeenLastCalledWith('https://www.gate.com/applink/open?ch=web_gift', allowed);
    vi.advanceTimersByTime(APP_FALLBACK_MS - 1);
    expect(nav.navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(nav.navigate).toHaveBeenCalledTimes(2);
    expect(nav.navigate).toHaveBeenLastCalledWith('/appdownload?pos=gift', allowed);
  });

  it('the returned cancel stops the second step', () => {
    vi.useFakeTimers();
    openAppThenPage('https://www.gate.com/a', '/appdownload', [])();
    vi.advanceTimersByTime(APP_FALLBACK_MS * 2);
    expect(nav.navigate).toHaveBeenCalledTimes(1);
  });
});

describe('app bar close and the switch-site memory', () => {
  it('Close sets hide_ad and hides the bar for this page even where storage fails', () => {
    $appBar.set(true);
    closeAppBar();
    expect(window.localStorage.getItem(HIDE_AD_KEY)).toBe('1');
    expect($appBar.get()).toBe('closed');
  });

  it('staying keeps the prompt away for 7 days, then it is offered again', () => {
    expect(offerSwitchSite('eu', T)).toBe(true);
    closeDialog('switch-site');
    stayOnSite('eu', T);
    expect(JSON.parse(window.localStorage.getItem(SWITCH_KEY)!)).toEqual({ target: 'eu', timestamp: T });
    expect(offerSwitchSite('eu', T + 6 * 24 * 60 * MIN)).toBe(false);
    expect(waiting()).toEqual([]);
    expect(offerSwitchSite('eu', T + 7 * 24 * 60 * MIN)).toBe(true);
    expect($dialogs.get().waiting.at(-1)?.props).toEqual({ target: 'eu' });
  });

  it.each([
    ['eu', 'en', 'https://www.gate.eu/'], ['eu', 'it', 'https://www.gate.eu/it-eu/'], ['eu', 'de', 'https://www.gate.eu/'],
    ['main', 'en-eu', 'https://www.gate.com/'], ['main', 'it-eu', 'https://www.gate.com/it/'],
  ] as const)('the %s site\'s home for %s is %s', (target, lang, url) => {
    expect(switchSiteUrl(target, lang)).toBe(url);
  });
});
