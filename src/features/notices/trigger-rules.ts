import type { Compliance, KycToast } from '../../api/calls/compliance';
import type { SiteKey } from '../../config/sites';
import { kycTipDue } from '../../rules/kyc';

/** What the notices' trigger reads of the compliance answer. */
export interface NoticeFlags {
  limit: Pick<Compliance['limit'], 'isNlLimit' | 'brazilToast' | 'ltwToast' | 'uzbekistanToast'>;
  toast: Pick<Compliance['toast'], 'isHkUser' | 'withdrawOnly'> & { kycToast: Pick<KycToast, 'isRiskUser' | 'showUpgradeNotice'> | null };
}

/**
 * Whether the KYC and regional notices' code (features/notices/kyc-notices.ts) loads at all
 * (compliance-and-dialogs.md §3, §4): a regional toast flag for anyone; for a logged-in user
 * (`verified` not null) a KYC toast, a Netherlands or Hong Kong flag, a withdraw-only account, or
 * the KYC tip bar (no KYC2, off the testnet). A plain visitor's page loads nothing more.
 */
export function noticesMayShow({ limit: l, toast: t }: NoticeFlags, site: SiteKey, verified: number | null): boolean {
  if (l.brazilToast || l.ltwToast || l.uzbekistanToast) return true;
  if (verified === null) return false;
  return !!t.kycToast?.isRiskUser || !!t.kycToast?.showUpgradeNotice || l.isNlLimit || t.isHkUser || t.withdrawOnly
    || kycTipDue(site, verified);
}
