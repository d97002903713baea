/** The restricted-location modal's extra message (compliance-and-dialogs.md §8), by user limit status. */
export type RestrictedVariant = 'visitor' | 'verify' | 'conflict' | null;

/**
 * `limit_country_user_status` (§3): a visitor is told to sign up or log in and verify, a low-KYC
 * user to verify, a high-KYC user of the restricted location that the account conflicts with the
 * user agreement; a non-limited one (or an unknown status) gets the restricted-location text alone.
 */
export function restrictedVariant(status: string): RestrictedVariant {
  switch (status) {
    case 'LIMIT_VISITOR': return 'visitor';
    case 'LIMIT_LOW_KYC_USER': return 'verify';
    case 'LIMIT_HIGH_KYC_USER': return 'conflict';
    default: return null;
  }
}
