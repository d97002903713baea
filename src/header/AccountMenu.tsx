/** @jsxImportSource @emotion/react */
import { Suspense, useRef } from 'react';
import { css } from '@emotion/react';
import { useStore } from '@nanostores/react';
import type { UserInfo } from '../api/calls/user';
import { $openMenu, closeMenu } from '../ui/openMenu';
import { $smallScreen } from '../stores/viewport';
import { openDeposit } from '../stores/deposit';
import { useT } from '../root/useT';
import { UserIcon } from './account/icons';
import { hs } from './styles';
import { CloseButton, Dialog } from '../ui/Dialog';
import { Dropdown } from '../ui/Dropdown';
import { withMessages } from '../i18n/catalogs';
import { lazyPart } from '../ui/lazyView';
import { once } from '../platform/once';

/** The centre's height while its chunk loads, so the panel does not jump. */
const loading = css`
  min-height: 240px;
`;

const drawerTop = css`
  display: flex;
  justify-content: flex-end;
  padding: 8px 8px 0;
`;

const panel = css`
  width: 360px;
  max-width: 100%;
`;

const MENU_ID = 'account';

/** The personal centre is its own lazy chunk, fetched on first hover, focus or open. */
// Its links are the Account menu's, labelled from the menu catalog.
const loadCentre = once(() => withMessages('navmenu', import('./account/PersonalCentre')));
const PersonalCentre = lazyPart(loadCentre);

/**
 * The `Account` button and the personal centre (site-chrome.md §1): a dropdown panel on wide
 * screens (it opens on hover too, like the other header dropdowns, §4), a 414 px side drawer
 * under 768 px (§9), which hands focus back itself once it has left the top layer.
 */
export function AccountMenu({ info }: { info: UserInfo }) {
  const { t } = useT();
  const open = useStore($openMenu) === MENU_ID;
  const small = useStore($smallScreen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => closeMenu(MENU_ID);

  const centre = (
    <Suspense fallback={<div css={loading} />}>
      <PersonalCentre info={info} onNavigate={close} onDeposit={() => { close(); openDeposit(buttonRef.current); }} />
    </Suspense>
  );

  return (
    <Dropdown id={MENU_ID} label={t('header.account')} buttonClass={hs.iconButton} buttonRef={buttonRef} button={<UserIcon />}
      placement="end" panelLabel={t('header.account')} flush modal={small} prefetch={loadCentre}>
      {small ? (
        <Dialog variant="drawer" open={open} label={t('header.account')} onClose={close}>
          <div css={drawerTop}>
            <CloseButton label={t('account.close')} onClick={close} />
          </div>
          {centre}
        </Dialog>
      ) : (
        <div css={panel}>{centre}</div>
      )}
    </Dropdown>
  );
}
