/** @jsxImportSource @emotion/react */
import { useEffect, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../root/useT';
import { useHref } from '../../root/useSite';
import { prizeAmount } from './gift-record-rules';
import { signupRoute } from '../../rules/signup';
import { $newbiePrize, openAppThenPage } from './promotions';
import { $signupQuery } from '../../stores/signup';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { CloseButton, Dialog } from '../../ui/Dialog';
import { card, corner, giftAmount, giftArt, stack } from './styles';
import { formatWholeUsd, useAppLinks } from './useAppLinks';

const GiftArt = () => (
  <svg width="84" height="84" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
    <rect x="8" y="26" width="48" height="32" rx="4" fill="var(--sc-brand)" />
    <rect x="4" y="18" width="56" height="12" rx="3" fill="var(--sc-brand-fill)" />
    <rect x="28" y="18" width="8" height="40" fill="var(--sc-up)" />
    <path d="M32 18c-4-8-14-10-14-3 0 4 6 4 14 3Zm0 0c4-8 14-10 14-3 0 4-6 4-14 3Z" fill="none" stroke="var(--sc-up)" strokeWidth="3" strokeLinejoin="round" />
  </svg>
);

/**
 * The phones' gift popup for visitors (compliance-and-dialogs.md §2, §4): the newbie prize
 * ("$10,000+", `newbiePrizeGuide` when it answers), Claim on web → sign-up with the stored
 * referral query, Claim in the app → the app link, then the app page after 2 s.
 */
export default function GiftPopup({ onClose }: { onClose: () => void }) {
  const { t, language } = useT();
  const href = useHref();
  const titleId = useId();
  const textId = useId();
  const prize = useStore($newbiePrize);
  const query = useStore($signupQuery);
  const links = useAppLinks('gift');
  const amount = formatWholeUsd(prizeAmount(prize.value), language.locale);
  // The app page's 2 s timer belongs to this popup: closed (or the chrome unmounted) before it
  // runs, the visitor has moved on and must not be taken away; a second press starts it again.
  const cancelAppPage = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelAppPage.current?.(), []);
  const claimInApp = () => {
    cancelAppPage.current?.();
    cancelAppPage.current = openAppThenPage(links.app, links.page, links.allowed);
  };
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} describedBy={textId} width={360}>
      <div css={card}>
        <div css={giftArt}><GiftArt /></div>
        <div css={corner}><CloseButton label={t('popups.close')} onClick={onClose} /></div>
        <h2 id={titleId}>{t('popups.gift.title')}</h2>
        <strong css={giftAmount}>{t('popups.gift.amount', { amount })}</strong>
        <p id={textId}>{t('popups.gift.text', { amount })}</p>
        <div css={stack}>
          <a css={primaryButton} href={href(signupRoute(query))} data-track="gift_popup" data-track-target="sign_up">{t('popups.gift.web')}</a>
          <button type="button" css={secondaryButton} onClick={claimInApp} data-track="gift_popup" data-track-target="claim_in_app">
            {t('popups.gift.app')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
