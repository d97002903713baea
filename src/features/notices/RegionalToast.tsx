/** @jsxImportSource @emotion/react */
import { useEffect } from 'react';
import { useT } from '../../root/useT';
import { uzbekistanNoticeShown } from './kyc-notices';
import { primaryButton } from '../../ui/buttons';
import type { RegionalToastProps } from '../../rules/notice-props';
import { TitledDialog } from '../../ui/TitledDialog';
import { InfoIcon } from '../../ui/line-icons';

const TEXT = { brazil: 'kyc.toast.brazil', ltw: 'kyc.toast.ltw', uzbekistan: 'kyc.toast.uzbekistan' } as const;

/**
 * The Brazil, LTW and Uzbekistan notices of the compliance flags (site-chrome.md §3), one notice
 * for those that apply; the Uzbekistan one shows once (localStorage `uzbekistan_notice`).
 */
export default function RegionalToast({ toast, onClose }: { toast: RegionalToastProps; onClose: () => void }) {
  const { t } = useT();
  const uzbekistan = toast.kinds.includes('uzbekistan');
  useEffect(() => {
    if (uzbekistan) uzbekistanNoticeShown();
  }, [uzbekistan]);
  return (
    <TitledDialog title={t('kyc.toast.title')} closeLabel={t('kyc.close')} width={440} narrow="sheet" icon={<InfoIcon size={22} />} onClose={onClose}
      actions={<button type="button" css={primaryButton} onClick={onClose} data-autofocus>{t('kyc.ok')}</button>}>
      {toast.kinds.map((kind) => <p key={kind}>{t(TEXT[kind])}</p>)}
    </TitledDialog>
  );
}
