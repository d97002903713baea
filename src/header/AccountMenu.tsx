import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { UserInfo } from '../api/calls/user';
import { $openMenu, closeMenu, toggleMenu } from '../stores/ui';
import { logout } from '../stores/user';
import { useT } from '../i18n/useT';
import { useHref, useSite } from '../ui/useChrome';
import { UserIcon } from '../ui/icons';
import { iconButton, panel, panelLink } from './styles';

const MENU_ID = 'account';

/** The Account button and its panel: who is logged in, account links and the two logouts. */
export function AccountMenu({ info }: { info: UserInfo }) {
  const { t } = useT();
  const { site } = useSite();
  const href = useHref();
  const open = useStore($openMenu) === MENU_ID;
  const [confirmLogout, setConfirmLogout] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const name = info.nickname || info.userNick || info.uid;

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.stopPropagation();
      closeMenu(MENU_ID);
      buttonRef.current?.focus();
    }
  };

  return (
    <div css={{ position: 'relative' }} onKeyDown={onKey}>
      <button ref={buttonRef} type="button" css={iconButton} aria-label={t('header.account')} aria-expanded={open}
        aria-controls={panelId} onClick={() => { setConfirmLogout(false); toggleMenu(MENU_ID); }}>
        <UserIcon />
      </button>
      <div id={panelId} hidden={!open} css={[panel, { insetInlineStart: 'auto', insetInlineEnd: 0, width: 300 }]}>
        <div css={{ padding: '8px 12px 12px', borderBottom: '1px solid var(--sc-border)', marginBottom: 8 }}>
          <p css={{ fontWeight: 600, fontSize: 16, overflowWrap: 'anywhere' }}>{name}</p>
          <p css={{ fontSize: 12, color: 'var(--sc-text-2)' }}>UID {info.uid}</p>
        </div>
        <ul>
          <li><a css={panelLink} href={href('/myaccount/profile')}><span className="label">{t('account.profile')}</span></a></li>
          <li><a css={panelLink} href={href('/myaccount/security-setting')}><span className="label">{t('account.security')}</span></a></li>
          <li><a css={panelLink} href={href('/myaccount/kyc_home')}><span className="label">{t('account.kyc')}</span></a></li>
        </ul>
        {site.hidden.has('logout') ? null : (
          <div css={{ borderTop: '1px solid var(--sc-border)', marginTop: 8, paddingTop: 8 }}>
            {confirmLogout ? (
              <div role="group" aria-label={t('account.logout')} css={{ display: 'grid', gap: 4 }}>
                <button type="button" css={panelLink} onClick={() => void logout('all')}>{t('account.logoutAll')}</button>
                <button type="button" css={panelLink} onClick={() => void logout('this')}>{t('account.logoutThis')}</button>
              </div>
            ) : (
              <button type="button" css={[panelLink, { width: '100%' }]} onClick={() => setConfirmLogout(true)}>
                {t('account.logout')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
