/** @jsxImportSource @emotion/react */
import { useStore } from '@nanostores/react';
import { useT } from '../../root/useT';
import { useHref, useSite } from '../../root/useSite';
import { followableUrl } from '../../platform/navigation';
import { KYC2_ROUTE } from '../../rules/kyc';
import { $kycTip } from './kyc-notices';
import { CloseButton } from '../../ui/Dialog';
import * as s from './styles';

/**
 * The KYC tip bar (compliance-and-dialogs.md §4): the footer-tips call's tip as text, its link
 * under CONTRACT §4's URL rule, and Close for this page. The bar is for users without KYC2, so a
 * tip that names no link leads to the KYC2 page (§2 `/myaccount/kyc2`); a link the rule refuses
 * leads nowhere (the server meant somewhere else).
 */
export default function KycTipBar({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const { site } = useSite();
  const href = useHref();
  const tip = useStore($kycTip);
  if (!tip) return null;
  const link = tip.link.trim() ? followableUrl(tip.link, site.anti) : href(KYC2_ROUTE);
  return (
    <div role="region" aria-label={t('kyc.tip.label')} css={s.bar}>
      <p css={s.barText}>{tip.content}</p>
      {link && <a href={link} css={s.barLink}>{t('kyc.tip.go')}</a>}
      <CloseButton label={t('kyc.close')} onClick={onClose} />
    </div>
  );
}
