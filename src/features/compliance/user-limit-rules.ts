import type { Compliance } from '../../api/calls/compliance';
import { isSetText } from '../../rules/compliance';
import { isHighKyc } from '../../rules/kyc';

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
  /** The compliance answer names a restricted country (`limit.limit_country`, its toast, or `is_blocked_country`). */
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

/**
 * Whether the compliance answer places the visitor in a restricted location: `limit_country`, its
 * toast, or a blocked country (`is_blocked_country`). A high-KYC user there is LIMIT_HIGH_KYC_USER.
 */
export function isRestrictedLocation(limit: Pick<Compliance['limit'], 'limitCountry' | 'limitCountryToast' | 'blockedCountry'>): boolean {
  return !!limit.limitCountry || isSetText(limit.limitCountryToast) || limit.blockedCountry;
}

/** The restricted-location modal's own line (§8), beside its fixed text. */
export type RestrictedMessage = 'visitor' | 'verify' | 'conflict';

/**
 * A visitor is told to sign up or log in and verify, a low-KYC user to verify, a high-KYC user of
 * the restricted location that the account conflicts with the user agreement; a non-limited one
 * gets the restricted-location text alone.
 */
const MESSAGE: Record<UserLimitStatus, RestrictedMessage | null> = {
  LIMIT_VISITOR: 'visitor', LIMIT_LOW_KYC_USER: 'verify', LIMIT_HIGH_KYC_USER: 'conflict', NON_LIMIT_HIGH_KYC_USER: null,
};

/**
 * The restricted-location modal's line for `input`, or null for none. Without a server status the
 * status is derived from the user, so while the login state or a logged-in user's tier is not
 * known yet there is no line (a default level 0 would tell a verified user to verify, then change).
 */
export function restrictedMessage(input: LimitInput, known: { login: boolean; tier: boolean }): RestrictedMessage | null {
  const fromServer = USER_LIMIT_STATUSES.some((s) => s === input.server);
  if (!fromServer && (!known.login || (input.loggedIn && !known.tier))) return null;
  return MESSAGE[userLimitStatus(input)];
}
