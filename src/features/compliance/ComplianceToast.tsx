/** @jsxImportSource @emotion/react */
import { useStore } from '@nanostores/react';
import { useT } from '../../root/useT';
import { useSite } from '../../root/useSite';
import { $compliance } from '../../stores/compliance';
import { followServerUrl } from '../../platform/navigation';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { TitledDialog } from '../../ui/TitledDialog';
import { ServerText } from './ServerText';

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
  if (!config) return null;
  const dismissible = config.cancelButton !== '';
  const ok = () => {
    onClose();
    followServerUrl(config.okButtonRouter, site.anti);
  };
  return (
    <TitledDialog width={440} narrow="full" title={t('compliance.toast.title')} closeLabel={t('compliance.close')} onClose={onClose}
      dismissible={dismissible}
      actions={<>
        {dismissible && <button type="button" css={secondaryButton} onClick={onClose}>{config.cancelButton}</button>}
        <button type="button" css={primaryButton} onClick={ok} data-autofocus>{config.okButton || t('compliance.ok')}</button>
      </>}>
      <ServerText content={config.content} links={config.textLinks} />
    </TitledDialog>
  );
}
