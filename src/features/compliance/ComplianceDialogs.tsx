/** @jsxImportSource @emotion/react */
import { useStore } from '@nanostores/react';
import { useT } from '../../root/useT';
import { siteDocs } from '../../config/site-docs';
import { useHref, useSite } from '../../root/useSite';
import { $tier } from '../../stores/account';
import { $compliance } from '../../stores/compliance';
import { $login } from '../../stores/user';
import { isRestrictedLocation, restrictedMessage } from './user-limit-rules';
import { primaryButton } from '../../ui/buttons';
import { TitledDialog } from '../../ui/TitledDialog';
import { WarningMark } from './WarningMark';

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
  const { site } = useSite();
  const { limit, toast } = useStore($compliance).value;
  const login = useStore($login);
  const tier = useStore($tier);
  // The one derivation (features/compliance/user-limit-rules.ts): the server's status when it sends one, else from the user.
  const variant = restrictedMessage({
    server: toast.limitCountryUserStatus, loggedIn: login.status === 'in', tier: tier.value.level,
    verified: login.status === 'in' ? login.info.verified : 0, limited: isRestrictedLocation(limit),
  }, { login: login.status !== 'loading', tier: tier.loaded });
  return (
    <TitledDialog width={440} narrow="full" title={t('compliance.restricted.title')} closeLabel={t('compliance.close')} onClose={onClose} dismissible={false} icon={<WarningMark />}
      actions={<button type="button" css={primaryButton} onClick={onClose} data-autofocus>{t('compliance.acknowledge')}</button>}>
      <p>{t('compliance.restricted.text')}</p>
      {variant && <p>{t(`compliance.restricted.${variant}`)}</p>}
      {/* The site's own user agreement where it has one (sub-site config docs, compliance §3). */}
      <p><a href={href(siteDocs(site.key).agreement)}>{t('compliance.restricted.agreement')}</a></p>
    </TitledDialog>
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
    <TitledDialog width={440} narrow="full" title={t('compliance.state.title')} closeLabel={t('compliance.close')} onClose={onClose}
      actions={<button type="button" css={primaryButton} onClick={onClose} data-autofocus>{t('compliance.ok')}</button>}>
      <p>{t('compliance.state.text', { region })}</p>
    </TitledDialog>
  );
}

function UkNotice({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  return (
    <TitledDialog width={440} narrow="full" title={t('compliance.uk.title')} closeLabel={t('compliance.close')} onClose={onClose}
      actions={<button type="button" css={primaryButton} onClick={onClose} data-autofocus>{t('compliance.acknowledge')}</button>}>
      <p>{t('compliance.uk.text')}</p>
    </TitledDialog>
  );
}
