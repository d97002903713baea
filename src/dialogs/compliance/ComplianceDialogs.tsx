/** @jsxImportSource @emotion/react */
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { useHref } from '../../root/useSite';
import { $compliance } from '../../stores/compliance';
import { restrictedVariant } from '../../rules/restricted-variant';
import { primaryButton } from '../../ui/buttons';
import { NoticeDialog } from './NoticeDialog';

export type ComplianceDialogName = 'restricted-location' | 'state-limit' | 'uk-notice';

interface Props {
  name: ComplianceDialogName;
  onClose: () => void;
}

/**
 * The restricted-location modal (acknowledge only, with the message of the user's limit status and
 * the user agreement), the state-limit modal (the tips page names the limited region) and the UK
 * notice (compliance-and-dialogs.md §2, §4, §8). The dialog host asks for each by name.
 */
export default function ComplianceDialog({ name, onClose }: Props) {
  switch (name) {
    case 'restricted-location': return <RestrictedLocation onClose={onClose} />;
    case 'state-limit': return <StateLimit onClose={onClose} />;
    case 'uk-notice': return <UkNotice onClose={onClose} />;
    default: return null;
  }
}

function RestrictedLocation({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const href = useHref();
  const variant = restrictedVariant(useStore($compliance).value.toast.limitCountryUserStatus);
  return (
    <NoticeDialog title={t('compliance.restricted.title')} closeLabel={t('compliance.close')} onClose={onClose} dismissible={false}
      actions={<button type="button" css={primaryButton} onClick={onClose} autoFocus>{t('compliance.acknowledge')}</button>}>
      <p>{t('compliance.restricted.text')}</p>
      {variant && <p>{t(`compliance.restricted.${variant}`)}</p>}
      <p><a href={href('/user-agreement')}>{t('compliance.restricted.agreement')}</a></p>
    </NoticeDialog>
  );
}

/** The region's name in the page's language; the code itself where Intl does not know it. */
function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

function StateLimit({ onClose }: { onClose: () => void }) {
  const { t, language } = useT();
  const code = useStore($compliance).value.limit.limitCountry;
  const region = /^[a-z]{2}$/i.test(code) ? regionName(code, language.locale) : t('compliance.state.region');
  return (
    <NoticeDialog title={t('compliance.state.title')} closeLabel={t('compliance.close')} onClose={onClose}
      actions={<button type="button" css={primaryButton} onClick={onClose}>{t('compliance.ok')}</button>}>
      <p>{t('compliance.state.text', { region })}</p>
    </NoticeDialog>
  );
}

function UkNotice({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  return (
    <NoticeDialog title={t('compliance.uk.title')} closeLabel={t('compliance.close')} onClose={onClose}
      actions={<button type="button" css={primaryButton} onClick={onClose}>{t('compliance.acknowledge')}</button>}>
      <p>{t('compliance.uk.text')}</p>
    </NoticeDialog>
  );
}
