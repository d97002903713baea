/**
 * KYC levels and high KYC (compliance-and-dialogs.md §3, §6), derived here only: the KYC notices,
 * the tip bar, the regional dialogs and the user-limit status (user-limit.ts) read them.
 */
import type { SiteKey } from '../config/sites';

/** `verified` → KYC level (§3): 0 → 0, 5 → 0.5, 2 → 1, 1 → 2, 4 → 3, 3 → company; anything else is 0. */
export type KycLevel = 0 | 0.5 | 1 | 2 | 3 | 'company';

const LEVELS: ReadonlyMap<number, KycLevel> = new Map<number, KycLevel>([[0, 0], [5, 0.5], [2, 1], [1, 2], [4, 3], [3, 'company']]);

export function kycLevel(verified: number): KycLevel {
  return LEVELS.get(verified) ?? 0;
}

/** KYC2 (level 2 or above, or a verified company) hides the KYC tip bar (§4). */
export function kycTwoComplete(verified: number): boolean {
  const level = kycLevel(verified);
  return level === 'company' || level >= 2;
}

/** The KYC level 2 page (§2 route table: `/myaccount/kyc2`, one of the KYC home's pages). */
export const KYC2_ROUTE = '/myaccount/kyc2';

/** The KYC tip bar (§4) is asked for a logged-in user without KYC2, on every site but the testnet. */
export function kycTipDue(site: SiteKey, verified: number): boolean {
  return site !== 'testnet' && !kycTwoComplete(verified);
}

/** §6: a high-KYC user has VIP tier 11 or more (or, where a rule says so, `verified` 3: a company). */
export const HIGH_TIER = 11;

export function isHighKyc(tier: number, verified: number, companyCounts = true): boolean {
  return tier >= HIGH_TIER || (companyCounts && verified === 3);
}
