import type { TotalFunds, UserTier } from './calls/account';
import type { ReferralInfo } from './calls/referral-info';

/** The tier call's documented default (CONTRACT §4); apart from defaults.ts, which the first paint loads. */
export const DEFAULT_TIER: UserTier = {
  level: 0, allTradeUsdt: 0, nextProgress: 0, nextUsdt: 0, nextFiat: '', nextGtMin: 0, nextGtOnly: 0, nextAssetOnlyUsd: 0,
};

/** total_funds' default: zeros. */
export const DEFAULT_FUNDS: TotalFunds = { totalBtc: 0, totalUsd: 0 };

/** rebate/get_user_info's default: no code, a normal user (compliance-and-dialogs.md §8). */
export const DEFAULT_REFERRAL: ReferralInfo = { kolCode: '', encryptedUid: '', agencyType: 0 };
