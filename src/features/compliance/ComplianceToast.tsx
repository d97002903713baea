/** @jsxImportSource @emotion/react */
import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../root/useT';
import { useSite } from '../../root/useSite';
import { $compliance } from '../../stores/compliance';
import { followServerUrl } from '../../platform/navigation';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { CloseButton, Dialog } from '../../ui/Dialog';
import { ServerText } from './ServerText';
import * as s from './styles';

/**
 * The compliance toast (main site, when `toast_config` exists; compliance-and-dialogs.md §2, §4):
 * the server's content with its `{key}` links, the cancel button when the server names one, and
 * OK, which goes to `ok_button_router` only under CONTRACT §4's URL rule (else it just closes).
 * Without a cancel button it is acknowledge only.
 */
export default function ComplianceToast({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const { site } = useSite();
  const config = useStore($compliance).value.limit.toastConfig;
  const titleId = useId();
  const textId = useId();
  if (!config) return null;
  const dismissible = config.cancelButton !== '';
  const ok = () => {
    onClose();
    followServerUrl(config.okButtonRouter, site.anti);
  };
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} describedBy={textId} width={440} styles={s.frame}
      dismissible={dismissible} role={dismissible ? 'dialog' : 'alertdialog'}>
      <div css={s.head}>
        <h2 id={titleId}>{t('compliance.toast.title')}</h2>
        {dismissible && <CloseButton label={t('compliance.close')} onClick={onClose} />}
      </div>
      <ServerText id={textId} content={config.content} links={config.textLinks} styles={s.body} />
      <div css={s.actions}>
        {dismissible && <button type="button" css={secondaryButton} onClick={onClose}>{config.cancelButton}</button>}
        <button type="button" css={primaryButton} onClick={ok} data-autofocus>{config.okButton || t('compliance.ok')}</button>
      </div>
    </Dialog>
  );
}
