import { computed } from 'nanostores';
import { loadSignedInCalls } from '../../api/lazy';
import { DEFAULT_REFERRAL } from '../../api/defaults-account';
import type { ReferralInfo } from '../../api/calls/referral-info';
import { agencyKind } from './info-rules';
import { userStore } from '../../stores/user-store';

/**
 * The logged-in user's referral info (`rebate/get_user_info`, compliance-and-dialogs.md §3, §6):
 * their own invite code and agency type. Asked only for a logged-in user, once a component uses
 * it (the growth tabs' affiliate and broker visibility); the documented default on any failure.
 */
export const $referralInfo = userStore<ReferralInfo>(DEFAULT_REFERRAL, async (ctx) => (await loadSignedInCalls()).getReferralInfo(ctx));

/** The agency type by name (0 normal … 4 partner direct); `normal` until the answer is in. */
export const $agencyKind = computed($referralInfo, (info) => agencyKind(info.value.agencyType));
