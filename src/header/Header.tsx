import { Suspense } from 'react';
import { useSite, useHref } from '../root/useSite';
import { LogoMark } from '../ui/icons';
import { HEADER_HEIGHT, mq } from '../theme/tokens';
import { UserActions } from './UserActions';
import { DownloadButton } from './account/DownloadButton';
import { PreferenceActions } from './PreferenceActions';
import { DesktopNav } from './nav/DesktopNav';
import { MenuButton } from './nav/MenuButton';
import { NavContext, type NavActions } from './nav/NavContext';
import { classes } from '../theme/sheet';
import { DialogSlot } from '../dialogs/DialogSlot';
import { openDialog } from '../stores/dialogs';
import { lazyPart } from '../ui/lazyView';
import { hs } from './styles';
import { useDemoTradingPath } from './useDemoTrading';
import { withMessages } from '../i18n/catalogs';
import { useStore } from '@nanostores/react';
import { $scripted } from '../stores/prerender';

/** The search box and its rules load right after the first paint, which only keeps its place. */
const SearchBox = lazyPart(() => import('../features/search/SearchBox'));
/** Demo-trading pages only (site-chrome.md §2): the live-trading link, its label in the menu catalog. */
const LiveTradingLink = lazyPart(() => withMessages('navmenu', import('./LiveTradingLink')));

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
  logo: `
    display: inline-flex;
    align-items: center;
    gap: 8px;
    margin-inline-end: 12px;
    flex-shrink: 0;
    ${mq.compact} {
      margin-inline-end: auto;
    }
  `,
  brand: `
    font-size: 20px;
    font-weight: 700;
    letter-spacing: -0.02em;
    ${mq.small} {
      display: none;
    }
  `,
  // No box of its own: the actions are the bar's items, after the navigation (which grows) or,
  // without it, after the logo (its auto margin). A box here would be a shifting element each time
  // the login state's actions change its width, its start moving with them.
  end: 'display: contents;',
});

// EU links of upcoming features ask the dialog store for "Stay tuned!".
const actions: NavActions = { openUpcoming: (trigger) => openDialog('upcoming', undefined, { trigger }) };

export function Header() {
  const { site } = useSite();
  const href = useHref();
  const demo = useDemoTradingPath();
  // Prerendered (and its hydration): the search box's place, no island (it needs its script).
  const scripted = useStore($scripted);

  return (
    <NavContext.Provider value={actions}>
      <header role="banner" className={s.bar}>
        <a href={href('/')} aria-label={site.brand} className={s.logo} data-track="logo">
          <LogoMark />
          <span aria-hidden="true" className={s.brand}>{site.brand}</span>
        </a>
        <DesktopNav />
        <div className={s.end} data-track="header_actions">
          {/* What arrives late (the login state's actions, the demo link) comes first: the group is
              end-aligned, so their growth moves nothing painted before them (no layout shift). */}
          {demo ? <Suspense fallback={null}><LiveTradingLink path={demo} place="bar" /></Suspense> : null}
          <UserActions />
          {/* The box is a search field the size of its neighbours' round buttons: the fallback keeps that place. */}
          {scripted ? <Suspense fallback={<span className={hs.iconButton} />}><SearchBox /></Suspense> : <span className={hs.iconButton} />}
          <DownloadButton />
          <PreferenceActions />
          <MenuButton />
        </div>
      </header>
      <DialogSlot root="header" />
    </NavContext.Provider>
  );
}
