import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { withMessages } from '../../i18n/catalogs';
import { clearRequestCache } from '../../api/client';
import { json, mockFetch } from '../../test/fetch-mock';
import { render } from '../../test/render';
import { setTestPage } from '../../test/page-setup';
import { $login } from '../../stores/user';
import { GrowthTabs } from './GrowthTabs';
import { $referralInfo } from './info';
import { TAB_NAMES } from './rules';

const user = (uid: string) => ({ status: 'in' as const, info: { uid, nickname: 'a', userNick: '', avatar: '', verified: 4, safeLevel: 2, isSub: false, whiteListShow: false, country: '' } });
const origin = window.location.origin;

beforeAll(async () => {
  setTestPage({ lang: 'zh' });
  await withMessages('growth', Promise.resolve());
});
beforeEach(() => clearRequestCache());
afterEach(() => {
  document.body.innerHTML = '';
});

const links = (el: HTMLElement) => [...el.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);

describe('growth tabs view', () => {
  it('links each tab under the language prefix, marks the current one and adds the ch of the move', async () => {
    $login.set({ status: 'out' });
    const { el, unmount } = await render(<GrowthTabs tabs={TAB_NAMES} current="/zh/competition/center/futures" />);
    expect(el.querySelector('nav')?.getAttribute('aria-busy')).toBeNull();
    expect(links(el)).toEqual([
      ['Rewards Hub', `${origin}/zh/rewards_hub?ch=growth_cc_rh`, null],
      ['Competition Centre', `${origin}/zh/competition/center`, 'page'],
      ['Referral', `${origin}/zh/referral?ch=growth_cc_ref`, null],
    ]);
    await unmount();
  });

  it('without `current`, follows the page\'s path through Back and Forward', async () => {
    $login.set({ status: 'out' });
    window.history.pushState({}, '', '/zh/referral');
    const { el, unmount } = await render(<GrowthTabs tabs={TAB_NAMES} current={null} />);
    const currentTab = () => el.querySelector('[aria-current="page"]')?.textContent;
    expect(currentTab()).toBe('Referral');
    await act(async () => {
      window.history.pushState({}, '', '/zh/rewards_hub');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(currentTab()).toBe('Rewards Hub');
    await unmount();
    window.history.pushState({}, '', '/');
  });

  it('adds the affiliate tab once a logged-in affiliate\'s referral info is in, busy until then', async () => {
    // The referral info waits for the test; anything else (the site settings) answers empty.
    const answers: ((r: Response) => void)[] = [];
    const calls = mockFetch((url) => (url.includes('/rebate/get_user_info') ? new Promise<Response>((resolve) => { answers.push(resolve); }) : json({ code: 0, data: {} })));
    $login.set({ status: 'out' });
    const { el, unmount } = await render(<GrowthTabs tabs={TAB_NAMES} current="/referral" />);
    await act(async () => $login.set(user('7')));
    expect(el.querySelector('nav')?.getAttribute('aria-busy')).toBe('true');
    expect(links(el).map(([name]) => name)).toEqual(['Rewards Hub', 'Competition Centre', 'Referral']);
    await act(() => vi.waitFor(() => expect(answers).toHaveLength(1)));
    expect(calls.filter((c) => c.url.includes('/rebate/'))).toHaveLength(1);
    await act(async () => {
      answers[0]?.(json({ code: 0, data: { kol_code: 'K', encrypted_uid: 'e', agency_type: 1 } }));
      await vi.waitFor(() => expect($referralInfo.get().loaded).toBe(true));
    });
    expect(el.querySelector('nav')?.getAttribute('aria-busy')).toBeNull();
    expect(links(el)).toEqual([
      ['Rewards Hub', `${origin}/zh/rewards_hub`, null],
      ['Competition Centre', `${origin}/zh/competition/center`, null],
      ['Referral', `${origin}/zh/referral`, 'page'],
      ['Affiliate', `${origin}/zh/referral/affiliate?ch=growth_ref_aff`, null],
    ]);
    await unmount();
  });

  it('renders nothing when no tab it was given may show', async () => {
    $login.set({ status: 'out' });
    const { el, unmount } = await render(<GrowthTabs tabs={['broker']} current="/referral/broker" />);
    expect(el.innerHTML).toBe('');
    await unmount();
  });
});
