/** @jsxImportSource @emotion/react */
import { useStore } from '@nanostores/react';
import { useT } from '../../root/useT';
import { useSite } from '../../root/useSite';
import { followableUrl } from '../../platform/navigation';
import { $kycTip } from './kyc-notices';
import { CloseButton } from '../../ui/Dialog';
import * as s from './styles';

/**
 * The KYC tip bar (compliance-and-dialogs.md §4): the footer-tips call's tip as text, its link
 * under CONTRACT §4's URL rule, and Close for this page.
 */
export default function KycTipBar({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const { site } = useSite();
  const tip = useStore($kycTip);
  if (!tip) return null;
  const link = followableUrl(tip.link, site.anti);
  return (
    <div role="region" aria-label={t('kyc.tip.label')} css={s.bar}>
      <p css={s.barText}>{tip.content}</p>
      {link && <a href={link} css={s.barLink}>{t('kyc.tip.go')}</a>}
      <CloseButton label={t('kyc.close')} onClick={onClose} />
    </div>
  );
}
