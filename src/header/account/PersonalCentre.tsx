/** @jsxImportSource @emotion/react */
import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useStore } from '@nanostores/react';
import type { UserInfo } from '../../api/calls/user';
import { $funds, $tier } from '../../stores/account';
import { logout } from '../../stores/logout';
import { closeMenu } from '../../ui/openMenu';
import { formatNumber } from '../../i18n/format';
import { primaryFill } from '../../ui/styles';
import { preloadLoggingOut } from '../../dialogs/preload';
import { useT } from '../../i18n/useT';
import { useHref, useSite } from '../../root/useSite';
import { useVisibilityInput } from '../../root/useVisibilityInput';
import { ACCOUNT_MENU } from '../../config/menus/account';
import { canDeposit, canSwitchAccount } from '../../rules/access';
import { visibleEntries } from '../../rules/menu-visibility';
import { isKycVerified, showsSecurityWarning, tierHint } from '../../rules/centre-rules';

/** The Account menu's links (config/menus/account.ts, the one list the drawer uses too); its actions are buttons here. */
const ACTIONS = new Set(['account.deposit', 'account.switch', 'account.logout']);
import { CopyUid } from './CopyUid';
import { useFiatEquivalent } from '../../settings/fiat';
import { VipBadge } from './VipBadge';
import { CheckIcon, ChevronRight, LogoutIcon, ShieldIcon } from './icons';

const section = css`
  padding: 16px;
  border-bottom: 1px solid var(--sc-border);
`;

const row = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  padding: 10px 16px;
  font-size: 14px;
  color: var(--sc-text);
  text-align: start;
  &:hover,
  &:focus-visible {
    background: var(--sc-hover);
  }
`;

const action = css`
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 36px;
  padding: 0 12px;
  border-radius: 18px;
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
`;

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

  return (
    <div css={{ color: 'var(--sc-text)', fontSize: 14 }}>
      <div css={[section, { display: 'flex', gap: 12, alignItems: 'center' }]}>
        {site.hidden.has('avatar') ? null : (
          <span aria-hidden="true" css={{ flexShrink: 0, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 44, height: 44, borderRadius: '50%', background: 'var(--sc-surface-2)', color: 'var(--sc-brand)', fontSize: 18, fontWeight: 700 }}>
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div css={{ minWidth: 0, flex: 1, display: 'grid', gap: 4 }}>
          <div css={{ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' }}>
            <p css={{ fontWeight: 600, fontSize: 16, overflowWrap: 'anywhere' }}>{name}</p>
            {isKycVerified(info.verified) ? (
              <span css={{ display: 'inline-flex', alignItems: 'center', gap: 2, padding: '1px 6px', borderRadius: 4, fontSize: 11, fontWeight: 600, color: 'color-mix(in srgb, var(--sc-up) 65%, var(--sc-text))', background: 'color-mix(in srgb, var(--sc-up) 12%, transparent)' }}>
                <CheckIcon size={12} />{t('account.verified')}
              </span>
            ) : null}
            {tier.loaded ? <VipBadge level={tier.value.level} label={t('account.vip', { level: tier.value.level })} /> : null}
          </div>
          <CopyUid uid={info.uid} />
        </div>
      </div>

      {showsSecurityWarning(info.safeLevel) ? (
        <a href={href('/myaccount/security-setting')} onClick={onNavigate}
          css={{ display: 'flex', gap: 8, alignItems: 'center', margin: '12px 16px 0', padding: '10px 12px', borderRadius: 8, fontSize: 13, color: 'var(--sc-text)', background: 'color-mix(in srgb, var(--sc-down) 10%, transparent)', '&:hover': { background: 'color-mix(in srgb, var(--sc-down) 16%, transparent)' } }}>
          <span css={{ color: 'var(--sc-down)', display: 'inline-flex' }}><ShieldIcon /></span>
          <span css={{ flex: 1 }}>{t('account.securityWarning')} <strong css={{ fontWeight: 600 }}>{t('account.securityFix')}</strong></span>
          <ChevronRight />
        </a>
      ) : null}

      <div css={[section, { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }]}>
        <Figure label={t('account.volume')} value={tier.loaded ? usd(tier.value.allTradeUsdt) : null}
          approx={tier.loaded ? inFiat(tier.value.allTradeUsdt) : null} />
        <Figure label={t('account.assets')} value={funds.loaded ? usd(funds.value.totalUsd) : null}
          approx={funds.loaded ? inFiat(funds.value.totalUsd) : null} />
        {hint ? (
          <div css={{ gridColumn: '1 / -1', display: 'grid', gap: 6 }}>
            <div css={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, color: 'var(--sc-text-2)' }}>
              <span>{t('account.progress', { level: hint.nextLevel })}</span>
              <span>{formatNumber(hint.percent, language.locale, 0)}%</span>
            </div>
            <div role="progressbar" aria-label={t('account.progress', { level: hint.nextLevel })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={hint.percent}
              css={{ height: 4, borderRadius: 2, background: 'var(--sc-surface-2)', overflow: 'hidden' }}>
              <div css={{ height: '100%', width: `${hint.percent}%`, background: 'var(--sc-brand)' }} />
            </div>
            <p css={{ fontSize: 12, color: 'var(--sc-text-2)' }}>
              {t('account.progressNeed', { level: hint.nextLevel, amount: usd(hint.nextUsdt) })}
            </p>
          </div>
        ) : null}
      </div>

      {deposit || switchAccount ? (
        <div css={[section, { display: 'flex', gap: 8 }]}>
          {deposit ? (
            <button type="button" onClick={onDeposit} css={[action, css`${primaryFill}`]}>
              {t('account.deposit')}
            </button>
          ) : null}
          {switchAccount ? (
            <a href={href('/login?switch_account=1')} onClick={onNavigate} css={[action, { background: 'var(--sc-surface-2)', color: 'var(--sc-text)', '&:hover': { background: 'var(--sc-hover)' } }]}>
              {t('account.switch')}
            </a>
          ) : null}
        </div>
      ) : null}

      <ul css={{ padding: '8px 0', borderBottom: site.hidden.has('logout') ? undefined : '1px solid var(--sc-border)' }}>
        {links.map((link) => (
          <li key={link.id}>
            <a css={row} href={href(link.route ?? '/')} onClick={onNavigate}>
              <span>{t(link.label)}</span>
              <span css={{ color: 'var(--sc-text-3)', display: 'inline-flex' }}><ChevronRight /></span>
            </a>
          </li>
        ))}
      </ul>

      {site.hidden.has('logout') ? null : (
        <div css={{ padding: '8px 0' }}>
          {confirmLogout ? (
            <div role="group" aria-label={t('account.logout')} css={{ display: 'grid' }}>
              <button type="button" css={row} onClick={() => leave('all')}>{t('account.logoutAll')}</button>
              <button type="button" css={row} onClick={() => leave('this')}>{t('account.logoutThis')}</button>
              <button type="button" css={[row, { color: 'var(--sc-text-2)' }]} onClick={() => setConfirmLogout(false)}>{t('account.cancel')}</button>
            </div>
          ) : (
            <button type="button" css={row} onClick={() => setConfirmLogout(true)}>
              <span>{t('account.logout')}</span>
              <span css={{ color: 'var(--sc-text-3)', display: 'inline-flex' }}><LogoutIcon /></span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** A figure of the centre; `null` while its call is on the way (a placeholder, never a false 0.00). */
function Figure({ label, value, approx }: { label: string; value: string | null; approx: string | null }) {
  return (
    <div aria-busy={value === null} css={{ display: 'grid', gap: 4, padding: 12, borderRadius: 8, background: 'var(--sc-surface-2)' }}>
      <span css={{ fontSize: 12, color: 'var(--sc-text-2)' }}>{label}</span>
      {value === null ? (
        <span aria-hidden="true" css={{ display: 'block', height: 22, width: '70%', borderRadius: 4, background: 'var(--sc-border)' }} />
      ) : (
        <span css={{ fontSize: 16, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>{value}</span>
      )}
      {approx ? <span css={{ fontSize: 12, color: 'var(--sc-text-2)', fontVariantNumeric: 'tabular-nums' }}>{approx}</span> : null}
    </div>
  );
}
