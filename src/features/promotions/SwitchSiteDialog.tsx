/** @jsxImportSource @emotion/react */
import { SITES } from '../../config/sites';
import { useT } from '../../root/useT';
import { useSite } from '../../root/useSite';
import type { SwitchTarget } from '../../rules/promotions';
import { goToSite, stayOnSite } from './promotions';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { TitledDialog } from '../../ui/TitledDialog';
import { switchBody } from './styles';
import { actionsRow } from '../../ui/dialog-parts';

/** How the prompts name the two sites: the EU site by its brand, the main one as "Gate Global". */
const siteName = (key: SwitchTarget) => (key === 'main' ? `${SITES.main.brand} Global` : SITES.eu.brand);

/**
 * The switch-site prompt: the compliance answer places the visitor in the EU on the global site,
 * or outside it on the EU site. Go leaves for the other site's home; Stay (or closing) keeps the
 * visitor here and is not asked again for 7 days.
 */
export default function SwitchSiteDialog({ target, onClose }: { target: SwitchTarget; onClose: () => void }) {
  const { t } = useT();
  const { lang } = useSite();
  const names = { target: siteName(target), current: siteName(target === 'eu' ? 'main' : 'eu') };
  const stay = () => {
    stayOnSite(target);
    onClose();
  };
  return (
    <TitledDialog open title={t('popups.switch.title', names)} closeLabel={t('popups.close')} onClose={stay} width={440}>
      <div css={switchBody}>
        <p>{t(target === 'eu' ? 'popups.switch.toEu' : 'popups.switch.toGlobal', names)}</p>
        <div css={actionsRow}>
          <button type="button" css={secondaryButton} onClick={stay}>{t('popups.switch.stay', names)}</button>
          <button type="button" css={primaryButton} onClick={() => goToSite(target, lang)}>{t('popups.switch.go', names)}</button>
        </div>
      </div>
    </TitledDialog>
  );
}
