/** @jsxImportSource @emotion/react */
import { useT } from '../../root/useT';
import { useHref } from '../../root/useSite';
import { TICKETS_ROUTE } from './timing-rules';
import { confirmNotice } from './kyc-notices';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import type { RegionalNoticeProps } from '../../rules/notice-props';
import { TitledDialog } from '../../ui/TitledDialog';
import { InfoIcon } from '../../ui/line-icons';

type Kind = 'netherlands' | 'uzbekistan' | 'hongkong' | 'withdrawOnly';

const TEXT = {
  netherlands: { title: 'kyc.nl.title', text: 'kyc.nl.text' },
  uzbekistan: { title: 'kyc.uz.title', text: 'kyc.uz.text' },
  hongkong: { title: 'kyc.hk.title', text: 'kyc.hk.text' },
  withdrawOnly: { title: 'kyc.wo.title', text: 'kyc.withdrawOnly' },
} as const;

/**
 * The Netherlands, Uzbekistan-assets and Hong Kong notices (compliance-and-dialogs.md §4, §8).
 * Confirming stores when (the next showing waits for it); a low tier's Confirm goes to the USDT
 * withdrawal. A withdraw-only account is told to create a ticket.
 */
export default function RegionalNoticeDialog({ kind, notice, onClose }: { kind: Kind; notice: RegionalNoticeProps; onClose: () => void }) {
  const { t } = useT();
  const href = useHref();
  const confirm = () => {
    confirmNotice(kind === 'withdrawOnly' ? 'hongkong' : kind);
    onClose();
  };
  const text = TEXT[kind];
  return (
    <TitledDialog title={t(text.title)} closeLabel={t('kyc.close')} width={440} narrow="sheet" icon={<InfoIcon size={22} />} onClose={onClose}
      actions={<>
        {notice.withdrawOnly && <a href={href(TICKETS_ROUTE)} css={secondaryButton} onClick={onClose}>{t('kyc.ticket')}</a>}
        {notice.confirmRoute
          ? <a href={href(notice.confirmRoute)} css={primaryButton} onClick={confirm} data-autofocus>{t('kyc.withdraw')}</a>
          : <button type="button" css={primaryButton} onClick={confirm} data-autofocus>{t('kyc.confirm')}</button>}
      </>}>
      <p>{t(text.text)}</p>
      {notice.withdrawOnly && kind !== 'withdrawOnly' && <p>{t('kyc.withdrawOnly')}</p>}
    </TitledDialog>
  );
}
