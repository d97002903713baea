import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSite, useHref } from '../root/useSite';
import { LogoMark } from '../ui/icons';
import { closeMenu } from '../stores/ui';
import { HEADER_HEIGHT, mq } from '../theme/tokens';
import { UserActions } from './UserActions';
import { PreferenceActions } from './PreferenceActions';
import { DesktopNav } from './nav/DesktopNav';
import { MenuButton } from './nav/MenuButton';
import { NavContext, type NavActions } from './nav/NavContext';
import { withMessages } from '../i18n/catalogs';
import { classes } from '../theme/sheet';
import { lazyView } from '../ui/lazyView';
import { listenWindow } from '../platform/events';

const UpcomingDialog = lazyView(() => withMessages('upcoming', import('../ui/UpcomingDialog')));

const s = classes('header', {
  bar: `
    display: flex;
    align-items: center;
    gap: 8px;
    height: ${HEADER_HEIGHT}px;
    padding: 0 24px;
    background: var(--sc-bg);
    border-bottom: 1px solid var(--sc-border);
    ${mq.small} {
      padding: 0 12px;
    }
  `,
  logo: 'display: inline-flex; align-items: center; gap: 8px; margin-inline-end: 12px; flex-shrink: 0;',
  brand: `
    font-size: 20px;
    font-weight: 700;
    letter-spacing: -0.02em;
    ${mq.small} {
      display: none;
    }
  `,
  end: 'display: flex; align-items: center; gap: 8px; flex-shrink: 0; margin-inline-start: auto;',
});

export function Header() {
  const { site } = useSite();
  const href = useHref();
  const [upcoming, setUpcoming] = useState(false);
  const returnFocus = useRef<{ trigger: HTMLElement | null; fallback: HTMLElement | null }>({ trigger: null, fallback: null });

  const headerRef = useRef<HTMLElement>(null);

  // Escape anywhere in the page closes the open menu (focus handling lives in the menu itself);
  // so does a tap or click outside the header (touch screens open menus without hovering away).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Escape in a dialog (EU "Stay tuned!", the drawer) closes that dialog only.
      if (e.key === 'Escape' && !e.composedPath().some((n) => n instanceof HTMLDialogElement)) closeMenu();
    };
    const onPointer = (e: PointerEvent) => {
      if (headerRef.current && !e.composedPath().includes(headerRef.current)) closeMenu();
    };
    const stopKeys = listenWindow('keydown', onKey);
    const stopPointer = listenWindow('pointerdown', onPointer);
    return () => {
      stopKeys();
      stopPointer();
    };
  }, []);

  const actions = useMemo<NavActions>(() => ({
    openUpcoming: (trigger) => {
      // The panel holding the trigger may close meanwhile: its menu button takes focus then.
      const fallback = trigger?.closest('li:has(> [aria-expanded])')?.querySelector<HTMLElement>(':scope > [aria-expanded]') ?? null;
      returnFocus.current = { trigger, fallback };
      setUpcoming(true);
    },
  }), []);
  const closeUpcoming = useCallback(() => setUpcoming(false), []);
  const upcomingClosed = useCallback(() => {
    const { trigger, fallback } = returnFocus.current;
    (trigger?.isConnected ? trigger : fallback)?.focus();
  }, []);

  return (
    <NavContext.Provider value={actions}>
      <header ref={headerRef} role="banner" className={s.bar}>
        <a href={href('/')} aria-label={site.brand} className={s.logo}>
          <LogoMark />
          <span aria-hidden="true" className={s.brand}>{site.brand}</span>
        </a>
        <DesktopNav />
        <div className={s.end}>
          <UserActions />
          <PreferenceActions />
          <MenuButton />
        </div>
      </header>
      {upcoming ? <Suspense fallback={null}><UpcomingDialog onClose={closeUpcoming} onClosed={upcomingClosed} /></Suspense> : null}
    </NavContext.Provider>
  );
}
