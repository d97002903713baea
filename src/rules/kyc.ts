/**
 * KYC levels and the user-limit status (compliance-and-dialogs.md §3, §6), derived here only: the
 * KYC notices, the tip bar, the regional dialogs and the restricted-location messages read them.
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

/** The KYC tip bar (§4) is asked for a logged-in user without KYC2, on every site but the testnet. */
export function kycTipDue(site: SiteKey, verified: number): boolean {
  return site !== 'testnet' && !kycTwoComplete(verified);
}

/** §6: a high-KYC user has VIP tier 11 or more (or, where a rule says so, `verified` 3: a company). */
export const HIGH_TIER = 11;

export function isHighKyc(tier: number, verified: number, companyCounts = true): boolean {
  return tier >= HIGH_TIER || (companyCounts && verified === 3);
}

export const USER_LIMIT_STATUSES = ['LIMIT_VISITOR', 'LIMIT_LOW_KYC_USER', 'LIMIT_HIGH_KYC_USER', 'NON_LIMIT_HIGH_KYC_USER'] as const;
export type UserLimitStatus = (typeof USER_LIMIT_STATUSES)[number];

export interface LimitInput {
  /** The server's `toast.limit_country_user_status`; used when it is one of the four. */
  server: string;
  loggedIn: boolean;
  tier: number;
  verified: number;
  /** The compliance answer names a restricted country (`limit.limit_country`). */
  limited: boolean;
}

/**
 * The user-limit status (§3): the server's value when it sends a known one, else derived — a
 * visitor, a low-KYC user (tier ≤ 10, not a company), a high-KYC user in a restricted country,
 * or a high-KYC user outside one.
 */
export function userLimitStatus(input: LimitInput): UserLimitStatus {
  const server = USER_LIMIT_STATUSES.find((s) => s === input.server);
  if (server) return server;
  if (!input.loggedIn) return 'LIMIT_VISITOR';
  if (!isHighKyc(input.tier, input.verified)) return 'LIMIT_LOW_KYC_USER';
  return input.limited ? 'LIMIT_HIGH_KYC_USER' : 'NON_LIMIT_HIGH_KYC_USER';
}
