import { isHighKyc } from './kyc';

/**
 * The user-limit status (compliance-and-dialogs.md §3, §6), derived here only: the
 * restricted-location modal's message follows it. Apart from kyc.ts, which every page's notice
 * trigger loads, because only that modal needs it.
 */
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
