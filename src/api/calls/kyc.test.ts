import { describe, expect, it } from 'vitest';
import { decodeCompliance } from './compliance';

const SERVER_TOAST = {
  is_risk_user: 1, show_kyc_upgrade_notice: '1', risk_user_guide_frequency: '24',
  risk_user_guide_cookie_key: 'risk_user_guide_10293847', risk_user_guide_msg: 'Verify, please.',
  risk_user_guide_be_closed: 0, risk_user_guide_url: '/myaccount/kyc_home',
};

const kycOf = (kyc_toast: unknown) => decodeCompliance({ code: 0, data: { toast: { kyc_toast } } }).toast.kycToast;

describe('the KYC toast of the compliance answer (compliance-and-dialogs.md §3)', () => {
  it('decodes every field', () => {
    expect(kycOf(SERVER_TOAST)).toEqual({
      isRiskUser: true, showUpgradeNotice: true, riskFrequency: 24, riskCookieKey: 'risk_user_guide_10293847',
      riskMessage: 'Verify, please.', riskClosable: false, riskUrl: '/myaccount/kyc_home',
    });
  });

  it('defaults absent fields', () => {
    expect(kycOf({})).toEqual({
      isRiskUser: false, showUpgradeNotice: false, riskFrequency: 0, riskCookieKey: '', riskMessage: '', riskClosable: false, riskUrl: '',
    });
    expect(kycOf(null)).toBeNull();
  });

  it.each(['a;b=c', 'x y', '', 'k'.repeat(65), 'key\u0000', 'dark', 'ref_uid', 'device_type', 'is_switch_tag'])('a cookie key that is not the notice\'s own (%j) reads as none', (key) => {
    expect(kycOf({ ...SERVER_TOAST, risk_user_guide_cookie_key: key })?.riskCookieKey).toBe('');
  });

  it('a negative frequency is clamped to 0 (every time)', () => {
    expect(kycOf({ ...SERVER_TOAST, risk_user_guide_frequency: -5 })?.riskFrequency).toBe(0);
  });
});
