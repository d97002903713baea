import { describe, expect, it } from 'vitest';
import { isHighKyc, kycLevel, kycTipDue, kycTwoComplete } from './kyc';
import { restrictedMessage, userLimitStatus, type LimitInput, type RestrictedMessage, type UserLimitStatus } from '../features/compliance/user-limit-rules';

describe('kycLevel (compliance-and-dialogs.md §3)', () => {
  it.each([
    [0, 0], [5, 0.5], [2, 1], [1, 2], [4, 3], [3, 'company'],
    [6, 0], [-1, 0], [Number.NaN, 0], [1.5, 0],
  ] as const)('verified %s is level %s', (verified, level) => {
    expect(kycLevel(verified)).toBe(level);
  });

  it.each([
    [0, false], [5, false], [2, false], [1, true], [4, true], [3, true], [9, false],
  ] as const)('verified %s: KYC2 complete %s', (verified, done) => {
    expect(kycTwoComplete(verified)).toBe(done);
  });
});

describe('isHighKyc (§6)', () => {
  it.each([
    [10, 0, true, false], [11, 0, true, true], [15, 1, true, true],
    [0, 3, true, true], [0, 3, false, false], [10, 4, true, false],
  ] as const)('tier %s, verified %s (company counts: %s) → %s', (tier, verified, company, high) => {
    expect(isHighKyc(tier, verified, company)).toBe(high);
  });
});

describe('userLimitStatus (§3)', () => {
  const base: LimitInput = { server: '', loggedIn: true, tier: 0, verified: 0, limited: false };
  it.each<[string, Partial<LimitInput>, UserLimitStatus]>([
    ['visitor', { loggedIn: false }, 'LIMIT_VISITOR'],
    ['visitor in a restricted country', { loggedIn: false, limited: true }, 'LIMIT_VISITOR'],
    ['low tier, restricted', { tier: 10, verified: 4, limited: true }, 'LIMIT_LOW_KYC_USER'],
    ['low tier, not restricted', { tier: 2 }, 'LIMIT_LOW_KYC_USER'],
    ['tier 11, restricted', { tier: 11, limited: true }, 'LIMIT_HIGH_KYC_USER'],
    ['company, restricted', { verified: 3, limited: true }, 'LIMIT_HIGH_KYC_USER'],
    ['tier 12, not restricted', { tier: 12 }, 'NON_LIMIT_HIGH_KYC_USER'],
    ['the server names it', { server: 'LIMIT_HIGH_KYC_USER', tier: 0 }, 'LIMIT_HIGH_KYC_USER'],
    ['an unknown server value is derived instead', { server: 'SOMETHING', loggedIn: false }, 'LIMIT_VISITOR'],
  ])('%s', (_name, input, status) => {
    expect(userLimitStatus({ ...base, ...input })).toBe(status);
  });
});

describe('restrictedMessage (§8): the restricted-location modal\'s line', () => {
  const base: LimitInput = { server: '', loggedIn: true, tier: 0, verified: 0, limited: true };
  const known = { login: true, tier: true };
  it.each<[string, Partial<LimitInput>, { login: boolean; tier: boolean }, RestrictedMessage | null]>([
    ['visitor', { loggedIn: false }, known, 'visitor'],
    ['low-KYC user', { tier: 2 }, known, 'verify'],
    ['high-KYC user, restricted', { tier: 12 }, known, 'conflict'],
    ['high-KYC user, not restricted', { tier: 12, limited: false }, known, null],
    ['the server\'s status wins', { server: 'LIMIT_LOW_KYC_USER', tier: 12 }, known, 'verify'],
    ['login state not known yet: no line', { loggedIn: false }, { login: false, tier: false }, null],
    ['a logged-in user\'s tier not known yet: no line', { tier: 0 }, { login: true, tier: false }, null],
    ['a visitor needs no tier', { loggedIn: false }, { login: true, tier: false }, 'visitor'],
    ['the server\'s status needs neither', { server: 'LIMIT_VISITOR' }, { login: false, tier: false }, 'visitor'],
  ])('%s', (_name, input, k, message) => {
    expect(restrictedMessage({ ...base, ...input }, k)).toBe(message);
  });
});

describe('kycTipDue (§4): the tip bar for a user without KYC2, off the testnet', () => {
  it.each([
    ['main', 0, true], ['main', 5, true], ['main', 2, true], ['main', 1, false], ['main', 4, false], ['main', 3, false],
    ['hongkong', 2, true], ['turkey', 0, true], ['testnet', 0, false], ['testnet', 2, false],
  ] as const)('%s, verified %s → %s', (site, verified, due) => {
    expect(kycTipDue(site, verified)).toBe(due);
  });
});
