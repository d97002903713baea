import { lazy, Suspense, useCallback, useId, useRef, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { UserInfo } from '../api/calls/user';
import { $openMenu, closeMenu, toggleMenu } from '../stores/ui';
import { $smallScreen } from '../stores/account';
import { openDeposit } from '../stores/deposit';
import { useT } from '../i18n/useT';
import { UserIcon } from '../ui/icons';
import { iconButton, panel } from './styles';
import { Drawer } from './account/Drawer';
import { useOutsideClose } from './account/useOutsideClose';

const MENU_ID = 'account';

/** The personal centre is its own lazy chunk, fetched on first hover, focus or open. */
const loadCentre = () => import('./account/PersonalCentre');
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

  // The drawer hands focus back itself once it has left the top layer (see onClosed).
  const refocusAfterDrawer = useRef(false);
  const close = (refocus: boolean) => {
    closeMenu(MENU_ID);
    if (!refocus) return;
    if (small) refocusAfterDrawer.current = true;
    else buttonRef.current?.focus();
  };
  const onDrawerClosed = useCallback(() => {
    if (refocusAfterDrawer.current) buttonRef.current?.focus();
    refocusAfterDrawer.current = false;
  }, []);
  useOutsideClose(wrapRef, open && !small, () => close(false));

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
    <div ref={wrapRef} css={{ position: 'relative' }} onKeyDown={onKey}>
      <button ref={buttonRef} type="button" css={iconButton} aria-label={t('header.account')} aria-expanded={open}
        aria-controls={small ? undefined : panelId} onMouseEnter={() => void loadCentre()} onFocus={() => void loadCentre()}
        onClick={() => toggleMenu(MENU_ID)}>
        <UserIcon />
      </button>
      {small ? (
        <Drawer open={open} label={t('header.account')} closeLabel={t('account.close')} onClose={() => close(true)} onClosed={onDrawerClosed}>
          {centre}
        </Drawer>
      ) : (
        <section id={panelId} aria-label={t('header.account')} hidden={!open}
          css={[panel, { insetInlineStart: 'auto', insetInlineEnd: 0, width: 360, padding: 0, maxHeight: 'calc(100vh - 72px)', overflowY: 'auto' }]}>
          {open ? centre : null}
        </section>
      )}
    </div>
  );
}
