import { Dropdown } from '../../ui/Dropdown';
import { lazyPart } from '../../ui/lazyView';
import { withMessages } from '../../i18n/catalogs';
import { useT } from '../../root/useT';
import { once } from '../../platform/once';
import { prefetchNotifications } from '../../features/notifications/notifications';
import { hs } from '../styles';
import { BellIcon } from './icons';

const loadPanel = once(() => withMessages('notifications', import('../../features/notifications/NotificationsPanel')));
// Rendered inside the dropdown's panel, which sets up the Emotion scope: lazyPart here.
const NotificationsPanel = lazyPart(loadPanel);

/**
 * `Notifications`: the bell opens the reminder popover (site-chrome.md §4) through the one
 * dropdown. The list is asked for at the first sign of interest (hover, focus, open).
 */
export function NotificationsButton() {
  const { t } = useT();
  return (
    <Dropdown id="notifications" label={t('account.notifications')} buttonClass={hs.iconButton} placement="end"
      panelLabel={t('account.notifications')} flush
      prefetch={() => { prefetchNotifications(); void loadPanel(); }}
      button={<BellIcon />}>
      <NotificationsPanel />
    </Dropdown>
  );
}
