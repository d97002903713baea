/** @jsxImportSource @emotion/react */
import { lazy, Suspense, useId, useRef, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { UserInfo } from '../api/calls/user';
import { $openMenu, closeMenu } from '../stores/ui';
import { useHoverMenu } from './useHoverMenu';
import { $smallScreen } from '../platform/media-query';
import { openDeposit } from '../stores/deposit';
import { useT } from '../i18n/useT';
import { UserIcon } from './account/icons';
import { hs } from './styles';
import { mq } from '../theme/tokens';
import { CloseButton, Dialog } from '../ui/Dialog';
import { useOutsideClose } from './account/useOutsideClose';
import { withMessages } from '../i18n/catalogs';

const MENU_ID = 'account';

/** Moving from the button to the panel crosses a gap; the panel waits this long before closing. */

/** The personal centre is its own lazy chunk, fetched on first hover, focus or open. */
// Its links are the Account menu's, labelled from the menu catalog.
const loadCentre = () => withMessages('navmenu', import('./account/PersonalCentre'));
const PersonalCentre = lazy(loadCentre);

/**
 * The `Account` button and the personal centre (site-chrome.md §1): a dropdown panel on wide
 * screens, a 414 px side drawer under 768 px (§9). Escape closes and returns focus to the button.
 */
export function AccountMenu({ info }: { info: UserInfo }) {
  const { t } = useT();
  const open = useStore($openMenu) === MENU_ID;
  const small = useStore($smallScreen);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);

  // The drawer hands focus back itself once it has left the top layer.
  const close = (refocus: boolean) => {
    closeMenu(MENU_ID);
    if (refocus && !small) buttonRef.current?.focus();
  };
  useOutsideClose(wrapRef, open && !small, () => close(false));

  // Wide screens: the centre also opens on hover, like the other header dropdowns (site-chrome.md §4).
  const pointer = useHoverMenu(MENU_ID, { enabled: !small, onOpen: () => void loadCentre() });

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open && !small) {
      e.stopPropagation();
      close(true);
    }
  };
  const centre = (
    <Suspense fallback={<div css={{ minHeight: 240 }} />}>
      <PersonalCentre info={info} onNavigate={() => close(false)}
        onDeposit={() => { close(false); openDeposit(buttonRef.current); }} />
    </Suspense>
  );

  return (
    <div ref={wrapRef} className={hs.relative} onKeyDown={onKey} onMouseEnter={pointer.onMouseEnter} onMouseLeave={pointer.onMouseLeave}>
      <button ref={buttonRef} type="button" className={hs.iconButton} aria-label={t('header.account')} aria-expanded={open}
        aria-controls={small ? undefined : panelId} onFocus={() => void loadCentre()}
        onClick={pointer.onClick}>
        <UserIcon />
      </button>
      {small ? (
        <Dialog variant="drawer" open={open} label={t('header.account')} onClose={() => close(true)}>
          <div css={{ display: 'flex', justifyContent: 'flex-end', padding: '8px 8px 0' }}>
            <CloseButton label={t('account.close')} onClick={() => close(true)} />
          </div>
          {centre}
        </Dialog>
      ) : (
        <section id={panelId} aria-label={t('header.account')} hidden={!open}
          className={hs.panel}
          css={{ insetInlineStart: 'auto', insetInlineEnd: 0, width: 360, padding: 0, maxHeight: 'calc(100vh - 72px)', overflowY: 'auto', [mq.compact]: { insetInlineEnd: 8 } }}>
          {open ? centre : null}
        </section>
      )}
    </div>
  );
}
