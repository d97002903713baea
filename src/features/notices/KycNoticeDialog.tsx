/** @jsxImportSource @emotion/react */
import { useEffect } from 'react';
import { useT } from '../../root/useT';
import { useHref, useSite } from '../../root/useSite';
import { followableUrl } from '../../platform/navigation';
import { kycNoticeShown } from './kyc-notices';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import type { KycNoticeProps } from '../../rules/notice-props';
import { TitledDialog } from '../../ui/TitledDialog';
import { ShieldIcon } from '../../ui/line-icons';

const KYC_HOME = '/myaccount/kyc_home';

/**
 * The KYC notice (compliance-and-dialogs.md §4): the risk-user notice with the server's message
 * and guide (followed only under CONTRACT §4's URL rule; otherwise its button only closes), or
 * the upgrade notice. Showing it starts its cookie's wait.
 */
export default function KycNoticeDialog({ notice, onClose }: { notice: KycNoticeProps; onClose: () => void }) {
  const { t } = useT();
  const { site } = useSite();
  const href = useHref();
  useEffect(() => kycNoticeShown(notice.kind), [notice.kind]);

  const risk = notice.kind === 'risk' ? notice : null;
  const target = risk ? followableUrl(risk.url, site.anti) : href(KYC_HOME);
  const closable = risk ? risk.closable : true;
  const go = risk ? t('kyc.risk.go') : t('kyc.upgrade.go');

  return (
    <TitledDialog title={t(risk ? 'kyc.risk.title' : 'kyc.upgrade.title')} closeLabel={t('kyc.close')} width={440} narrow="sheet" icon={<ShieldIcon size={22} mark="check" />} dismissible={closable} onClose={onClose}
      actions={<>
        {closable && <button type="button" css={secondaryButton} onClick={onClose}>{t('kyc.later')}</button>}
        {target
          ? <a href={target} css={primaryButton} onClick={onClose} data-autofocus="">{go}</a>
          : <button type="button" css={primaryButton} onClick={onClose} data-autofocus="">{t('kyc.ok')}</button>}
      </>}>
      <p>{risk ? risk.message || t('kyc.risk.text') : t('kyc.upgrade.text')}</p>
    </TitledDialog>
  );
}
