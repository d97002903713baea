/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { SITES } from '../../config/sites';
import { useT } from '../../root/useT';
import { goToTurkeySite, stayGlobalInTurkish } from '../../stores/preferences';
import { TitledDialog } from '../../ui/TitledDialog';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { actionsRow } from '../../ui/dialog-parts';

const body = css`
  padding: 0 24px 24px;
  p {
    margin: 0 0 20px;
    color: var(--sc-text-2);
    line-height: 1.5;
  }
`;


interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The Turkey redirect confirm modal (site-chrome.md §2, §4): the footer asks for it (dialog store)
 * when a visitor of another site picks Turkish, offering to stay on the global site in Turkish or go to the Turkey site.
 */
export default function TurkeyConfirmDialog({ open, onClose }: Props) {
  const { t } = useT();
  const brand = SITES.turkey.brand;
  return (
    <TitledDialog open={open} title={t('settings.turkey.title')} closeLabel={t('settings.close')} onClose={onClose} width={440}>
      <div css={body}>
        <p>{t('settings.turkey.text', { brand })}</p>
        <div css={actionsRow}>
          <button type="button" css={secondaryButton} onClick={() => { stayGlobalInTurkish(); }}>
            {t('settings.turkey.stay')}
          </button>
          <button type="button" css={primaryButton} onClick={goToTurkeySite}>
            {t('settings.turkey.go', { brand })}
          </button>
        </div>
      </div>
    </TitledDialog>
  );
}

export { TurkeyConfirmDialog };
