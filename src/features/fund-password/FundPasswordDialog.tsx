/** @jsxImportSource @emotion/react */
import { useContext, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../root/useT';
import { useHref } from '../../root/useSite';
import { openDialog } from '../../stores/dialogs';
import { confirmFundPassword } from './fund-password';
import { TitledDialog } from '../../ui/TitledDialog';
import { ReturnFocusContext } from '../../ui/Dialog';
import { primaryButton } from '../../ui/buttons';
import { TextField, takeValue, useSubmitGate } from './fields';
import { form, linkRow, submit } from './styles';

/**
 * The fund-password prompt (compliance-and-dialogs.md §4, §5; CONTRACT §6 `Fund password`):
 * Confirm stays disabled until the password is filled and is debounced by 1.5 s; the password is
 * handed to the `open('fund-password')` caller and lives nowhere else: the input is uncontrolled
 * (fields.tsx) and emptied as the password is handed on; this component's state holds only
 * whether it is filled. The dialog mounts afresh, so it is empty again whenever it opens.
 */
export default function FundPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const href = useHref();
  const field = useRef<HTMLInputElement>(null);
  const [filled, setFilled] = useState(false);
  const pass = useSubmitGate();
  // The frequency dialog takes this one's place: focus then goes back to what asked for this one.
  const asker = useContext(ReturnFocusContext);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!field.current?.value || !pass()) return;
    confirmFundPassword(takeValue(field));
    setFilled(false);
    onClose();
  };

  return (
    <TitledDialog open title={t('fund.title')} closeLabel={t('fund.close')} onClose={onClose} width={420}>
      <form css={form} onSubmit={onSubmit} autoComplete="off" noValidate>
        <TextField label={t('fund.password')} inputRef={field} onFilled={setFilled} secret autoFocus
          placeholder={t('fund.passwordPlaceholder')} maxLength={64} />
        <div css={linkRow}>
          {/* Takes this dialog's place; the caller then gets null. */}
          <button type="button" onClick={() => openDialog('fund-password-frequency', undefined, { replace: true, trigger: asker?.trigger ?? null })}>
            {t('fund.frequencyLink')}
          </button>
          <a href={href('/myaccount/fundpass_setup')}>{t('fund.forgot')}</a>
        </div>
        <button type="submit" css={[primaryButton, submit]} disabled={!filled}>{t('fund.confirm')}</button>
      </form>
    </TitledDialog>
  );
}
