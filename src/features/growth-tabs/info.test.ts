import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequestCache } from '../../api/client';
import { json, mockFetch } from '../../test/fetch-mock';
import { setTestPage } from '../../test/page-setup';
import { $login } from '../../stores/user';
import { $agencyKind, $referralInfo } from './info';

const user = (uid: string) => ({ status: 'in' as const, info: { uid, nickname: 'a', userNick: '', avatar: '', verified: 4, safeLevel: 2, isSub: false, whiteListShow: false, country: '' } });

beforeEach(() => {
  clearRequestCache();
  setTestPage();
});

describe('referral user info', () => {
  it('is asked for a logged-in user only, and names the agency type', async () => {
    const calls = mockFetch(() => json({ code: 0, data: { kol_code: 'KOL1', encrypted_uid: 'e1', agency_type: 3 } }));
    $login.set({ status: 'out' });
    const off = $agencyKind.listen(() => undefined);
    expect($agencyKind.get()).toBe('normal');
    $login.set(user('1'));
    await vi.waitFor(() => expect($referralInfo.get().loaded).toBe(true));
    // Calls are absolute on the page's origin (issue 20: a host <base href> must not take them).
    expect(calls.map((c) => c.url.replace(location.origin, ''))).toEqual(['/api/web/v1/rebate/get_user_info']);
    expect($referralInfo.get().value).toEqual({ kolCode: 'KOL1', encryptedUid: 'e1', agencyType: 3 });
    expect($agencyKind.get()).toBe('partners');
    off();
  });
});
