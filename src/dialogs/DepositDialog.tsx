/** @jsxImportSource @emotion/react */
import { useId } from 'react';
import { css } from '@emotion/react';
import { useStore } from '@nanostores/react';
import { $compliance } from '../stores/compliance';
import { $siteSettings } from '../stores/site-settings';
import { $buyFiat } from '../stores/buy-fiat';
import { buyFiat as rememberedBuyFiat } from '../rules/buy-fiat';
import { useT } from '../root/useT';
import type { MessageKey } from '../i18n/catalogs';
import { useHref, useSite } from '../root/useSite';
import { mq } from '../theme/tokens';
import { depositOptions, type DepositMethod } from '../rules/centre-rules';
import { DEPOSIT_ICONS } from './deposit-icons';
import { iconTile } from '../ui/dialog-parts';
import { ChevronEnd } from '../ui/line-icons';
import { Dialog } from '../ui/Dialog';
import { DialogHead } from '../ui/TitledDialog';

const subtitle = css`
  font-size: 13px;
  color: var(--sc-text-2);
  margin-top: 2px;
`;

const methods = css`
  display: grid;
  gap: 8px;
  padding: 8px 24px 24px;
`;

const method = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 12px;
  border-radius: 12px;
  border: 1px solid var(--sc-border);
  color: var(--sc-text);
  &:hover,
  &:focus-visible {
    border-color: var(--sc-brand);
    background: var(--sc-hover);
  }
  .icon {
    ${iconTile}
  }
  .text {
    flex: 1;
    display: grid;
    gap: 2px;
  }
  .title {
    font-weight: 600;
  }
  .desc {
    font-size: 12px;
    color: var(--sc-text-2);
  }
  .chevron {
    color: var(--sc-text-3);
    display: inline-flex;
  }
`;

const TEXT: Record<DepositMethod, { title: MessageKey; desc: MessageKey }> = {
  onchain: { title: 'account.depositOnchain', desc: 'account.depositOnchainDesc' },
  code: { title: 'account.depositCode', desc: 'account.depositCodeDesc' },
  p2p: { title: 'account.depositP2p', desc: 'account.depositP2pDesc' },
  card: { title: 'account.depositCard', desc: 'account.depositCardDesc' },
  bank: { title: 'account.depositBank', desc: 'account.depositBankDesc' },
};

/** Phones: a sheet rising from the bottom edge. */
const sheet = css`
  ${mq.small} {
    width: 100vw;
    max-width: 100vw;
    margin: auto 0 0;
    border: 0;
    border-radius: 16px 16px 0 0;
  }
`;

/**
 * The deposit chooser (compliance-and-dialogs.md §2), a modal named by its title: on-chain and
 * code deposit always; P2P, card and bank where the rules allow.
 */
export default function DepositDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  const { site } = useSite();
  const href = useHref();
  const compliance = useStore($compliance).value;
  const settings = useStore($siteSettings).value;
  // Card and bank buy in the fiat the visitor last chose in Buy Crypto's Pay-with (its cookie).
  const remembered = useStore($buyFiat);
  const buyFiat = rememberedBuyFiat(remembered, settings.defaultBuyCryptoFiat);
  const titleId = useId();
  const options = depositOptions({
    site, ukLimit: compliance.limit.isUkLimit, menu: compliance.menu,
    p2pFiat: settings.defaultP2PFiat, buyFiat,
  });

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} width={440} styles={sheet}>
      <DialogHead id={titleId} title={t('account.deposit')} closeLabel={t('account.close')} onClose={onClose}
        sub={<p css={subtitle}>{t('account.depositSubtitle')}</p>} />
      <ul css={methods}>
        {options.map((option) => {
          const text = TEXT[option.id];
          const Icon = DEPOSIT_ICONS[option.id];
          const fiat = option.id === 'p2p' ? settings.defaultP2PFiat : buyFiat;
          return (
            <li key={option.id}>
              <a href={href(option.route)} onClick={onClose} css={method}>
                <span aria-hidden="true" className="icon"><Icon /></span>
                <span className="text">
                  <span className="title">{t(text.title)}</span>
                  <span className="desc">{t(text.desc, { fiat })}</span>
                </span>
                <span className="chevron"><ChevronEnd /></span>
              </a>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
