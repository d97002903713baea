import { describe, expect, it } from 'vitest';
import { noticesMayShow, type NoticeFlags } from './trigger-rules';

const NONE: NoticeFlags = {
  limit: { isNlLimit: false, brazilToast: false, ltwToast: false, uzbekistanToast: false },
  toast: { isHkUser: false, withdrawOnly: false, kycToast: null },
};
const flags = (limit: Partial<NoticeFlags['limit']> = {}, toast: Partial<NoticeFlags['toast']> = {}): NoticeFlags => ({
  limit: { ...NONE.limit, ...limit }, toast: { ...NONE.toast, ...toast },
});
const KYC2 = 1;
const NO_KYC = 0;

describe('noticesMayShow (compliance-and-dialogs.md §3, §4): the notices load only when one may show', () => {
  it.each<[string, NoticeFlags, 'main' | 'testnet' | 'hongkong', number | null, boolean]>([
    ['a plain visitor', NONE, 'main', null, false],
    ['a visitor with a Brazil toast', flags({ brazilToast: true }), 'main', null, true],
    ['a visitor with an LTW toast', flags({ ltwToast: true }), 'main', null, true],
    ['a visitor with an Uzbekistan toast', flags({ uzbekistanToast: true }), 'main', null, true],
    ['a visitor with a Netherlands flag (a user notice)', flags({ isNlLimit: true }), 'main', null, false],
    ['a visitor with a KYC toast (a user notice)', flags({}, { kycToast: { isRiskUser: true, showUpgradeNotice: false } }), 'main', null, false],
    ['a KYC2 user, nothing flagged', NONE, 'main', KYC2, false],
    ['a user without KYC2 (the tip bar)', NONE, 'main', NO_KYC, true],
    ['a user without KYC2 on the testnet (no tip bar there)', NONE, 'testnet', NO_KYC, false],
    ['a user without KYC2 on another site', NONE, 'hongkong', NO_KYC, true],
    ['a KYC2 user, risk notice', flags({}, { kycToast: { isRiskUser: true, showUpgradeNotice: false } }), 'main', KYC2, true],
    ['a KYC2 user, upgrade notice', flags({}, { kycToast: { isRiskUser: false, showUpgradeNotice: true } }), 'main', KYC2, true],
    ['a KYC2 user, a KYC toast with neither', flags({}, { kycToast: { isRiskUser: false, showUpgradeNotice: false } }), 'main', KYC2, false],
    ['a KYC2 user, Netherlands', flags({ isNlLimit: true }), 'main', KYC2, true],
    ['a KYC2 user, Hong Kong', flags({}, { isHkUser: true }), 'main', KYC2, true],
    ['a KYC2 user, withdraw-only', flags({}, { withdrawOnly: true }), 'testnet', KYC2, true],
  ])('%s → %s', (_name, input, site, verified, expected) => {
    expect(noticesMayShow(input, site, verified)).toBe(expected);
  });
});
