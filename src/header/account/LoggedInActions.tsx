import { useRef } from 'react';
import type { UserInfo } from '../../api/calls/user';
import { openDeposit } from '../../stores/deposit';
import { useT } from '../../root/useT';
import { useSite } from '../../root/useSite';
import { useVisibilityInput } from '../../root/useVisibilityInput';
import { AccountMenu } from '../AccountMenu';
import { hs } from '../styles';
import { cx } from '../../theme/sheet';
import { canDeposit } from '../../rules/access';
import { NotificationsButton } from './NotificationsButton';
import { showsNotifications } from '../../features/notifications/tabs-rules';
import { UserMenus } from '../nav/UserMenus';

/**
 * What a logged-in user sees in the bar: the Funds and Orders menus, `Deposit` (main site,
 * compliance permitting), the `Account` personal centre and the `Notifications` entry. One lazy
 * chunk, so they appear together: nothing shifts under the pointer while the rest arrives.
 */
export default function LoggedInActions({ info }: { info: UserInfo }) {
  const { t } = useT();
  const { site } = useSite();
  const input = useVisibilityInput();
  const depositRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <UserMenus />
      {canDeposit(input) ? (
        <button ref={depositRef} type="button" onClick={() => openDeposit(depositRef.current)} data-track-target="deposit"
          className={cx(hs.pillButton, hs.fillPill, hs.wideOnly)}>
          {t('account.deposit')}
        </button>
      ) : null}
      <AccountMenu info={info} />
      {showsNotifications(input.loggedIn, site) ? <NotificationsButton /> : null}
    </>
  );
}
