/** @jsxImportSource @emotion/react */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { UserInfo } from '../../api/calls/user';
import { $funds, $tier } from '../../stores/account';
import { logout } from '../../stores/logout';
import { closeMenu } from '../../ui/openMenu';
import { formatNumber } from '../../i18n/format';
import { compactPrimaryButton, compactSecondaryButton } from '../../ui/buttons';
import { preloadLoggingOut } from '../../dialogs/preload';
import { useT } from '../../root/useT';
import { useHref, useSite } from '../../root/useSite';
import { useVisibilityInput } from '../../root/useVisibilityInput';
import { ACCOUNT_MENU } from '../../config/menus/account';
import { canDeposit, canSwitchAccount } from '../../rules/access';
import { visibleEntries } from '../../rules/menu-visibility';
import { isKycVerified, kycPromptRoute, showsSecurityWarning, tierHint } from '../../rules/centre-rules';

/** The Account menu's links (config/menus/account.ts, the one list the drawer uses too); its actions are buttons here. */
const ACTIONS = new Set(['account.deposit', 'account.switch', 'account.logout']);
import { CopyUid } from './CopyUid';
import { useFiatEquivalent } from '../../features/preferences/fiat';
import { VipBadge } from './VipBadge';
import { Avatar, Figure, TierProgress } from './CentreParts';
import * as s from './centre-styles';
import { LogoutIcon } from './icons';
import { CheckIcon, ChevronEnd, ShieldIcon } from '../../ui/line-icons';

interface Props {
  info: UserInfo;
  /** A link or action was chosen: the centre closes. */
  onNavigate: () => void;
  /** The Deposit button: the centre closes and the deposit chooser opens. */
  onDeposit: () => void;
}

/**
 * The personal centre (site-chrome.md §1): who is logged in, VIP tier, volume and assets in USD,
 * the tier-upgrade hint, the security warning, Deposit, Switch Account, the account links of §2
 * and the two logouts. A lazy chunk: loaded when the `Account` button is first used.
 */
export default function PersonalCentre({ info, onNavigate, onDeposit }: Props) {
  const { t, language } = useT();
  const { site } = useSite();
  const href = useHref();
  const tier = useStore($tier);
  const funds = useStore($funds);
  const input = useVisibilityInput();
  const [confirmLogout, setConfirmLogout] = useState(false);
  // An open personal-centre drawer sits in the top layer and would hide the "Logging out" status.
  const leave = (scope: 'all' | 'this') => {
    closeMenu();
    void logout(scope);
  };
  // Both logouts start here: the "Logging out" screen (lazy chunks of the dialog host) is fetched
  // now, so it shows the moment a logout begins, however slow the network.
  useEffect(preloadLoggingOut, []);
  const name = info.nickname || info.userNick || info.uid;
  const usd = (value: number) => formatNumber(value, language.locale, 2);
  // Volume and assets are in USD (site-chrome.md §1); the visitor's fiat shows beside them.
  const inFiat = useFiatEquivalent();
  const hint = tier.loaded ? tierHint(tier.value) : null;
  const deposit = canDeposit(input);
  const switchAccount = canSwitchAccount(input);
  const links = visibleEntries(ACCOUNT_MENU, input).filter((e) => e.route && !e.guestOnly && !ACTIONS.has(e.id));
  const verify = kycPromptRoute(info.verified, site.key);

  return (
    <div css={s.centre}>
      <div css={s.identity}>
        {site.hidden.has('avatar') ? null : <Avatar url={info.avatar} anti={site.anti} name={name} />}
        <div css={s.who}>
          <div css={s.nameLine}>
            <p css={s.userName}>{name}</p>
            {isKycVerified(info.verified) ? (
              <span css={s.verifiedBadge}><CheckIcon size={12} />{t('account.verified')}</span>
            ) : verify ? (
              <a href={href(verify)} onClick={onNavigate} css={s.verifyLink} data-track="account_menu" data-track-target="verify">
                {t('account.verify')}<ChevronEnd size={12} />
              </a>
            ) : null}
            {tier.loaded ? <VipBadge level={tier.value.level} label={t('account.vip', { level: tier.value.level })} /> : null}
          </div>
          <CopyUid uid={info.uid} />
        </div>
      </div>

      {showsSecurityWarning(info.safeLevel) ? (
        <a href={href('/myaccount/security-setting')} onClick={onNavigate} css={s.securityWarning} data-track="account_menu" data-track-target="security">
          <span className="shield"><ShieldIcon mark="alert" /></span>
          <span className="text">{t('account.securityWarning')} <strong>{t('account.securityFix')}</strong></span>
          <ChevronEnd />
        </a>
      ) : null}

      <div css={s.figures}>
        <Figure label={t('account.volume')} value={tier.loaded ? usd(tier.value.allTradeUsdt) : null}
          approx={tier.loaded ? inFiat(tier.value.allTradeUsdt) : null} />
        <Figure label={t('account.assets')} value={funds.loaded ? usd(funds.value.totalUsd) : null}
          approx={funds.loaded ? inFiat(funds.value.totalUsd) : null} />
        {hint ? <TierProgress hint={hint} /> : null}
      </div>

      {deposit || switchAccount ? (
        <div css={s.actions} data-track="account_menu">
          {deposit ? (
            <button type="button" onClick={onDeposit} css={compactPrimaryButton} data-track-target="deposit">{t('account.deposit')}</button>
          ) : null}
          {switchAccount ? (
            <a href={href('/login?switch_account=1')} onClick={onNavigate} css={compactSecondaryButton} data-track-target="switch_account">{t('account.switch')}</a>
          ) : null}
        </div>
      ) : null}

      <ul css={site.hidden.has('logout') ? s.links : s.linksAboveLogout} data-track="account_menu">
        {links.map((link) => (
          <li key={link.id}>
            <a css={s.row} href={href(link.route ?? '/')} onClick={onNavigate} data-track-target={link.id}>
              <span>{t(link.label)}</span>
              <span css={s.rowIcon}><ChevronEnd /></span>
            </a>
          </li>
        ))}
      </ul>

      {site.hidden.has('logout') ? null : (
        <div css={s.links} data-track="account_menu">
          {confirmLogout ? (
            <div role="group" aria-label={t('account.logout')} css={s.logoutGroup}>
              <button type="button" css={s.row} onClick={() => leave('all')} data-track-target="log_out_all">{t('account.logoutAll')}</button>
              <button type="button" css={s.row} onClick={() => leave('this')} data-track-target="log_out">{t('account.logoutThis')}</button>
              <button type="button" css={s.quietRow} onClick={() => setConfirmLogout(false)} data-track-target="log_out_cancel">{t('account.cancel')}</button>
            </div>
          ) : (
            <button type="button" css={s.row} onClick={() => setConfirmLogout(true)} data-track-target="log_out_ask">
              <span>{t('account.logout')}</span>
              <span css={s.rowIcon}><LogoutIcon /></span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
