/** @jsxImportSource @emotion/react */
import { useId, useMemo } from 'react';
import { css } from '@emotion/react';
import { HEADER_MENUS, HEADER_USER_MENUS } from '../../config/menus/header';
import { visibleEntries } from '../../rules/menu-visibility';
import { useT } from '../../root/useT';
import { useVisibilityInput } from '../../root/useVisibilityInput';
import { PanelBody } from '../nav/MenuPanel';
import { useAuthLinks } from '../useAuthLinks';
import { useDemoTradingPath } from '../useDemoTrading';
import LiveTradingLink from '../LiveTradingLink';
import { MenuLink } from '../nav/MenuLink';
import { CloseButton, Dialog } from '../../ui/Dialog';
import { AccordionSection, useAccordion } from '../../ui/Accordion';
import { compactOutlineButton, compactPrimaryButton } from '../../ui/buttons';

const title = css`
  font-size: 16px;
  font-weight: 600;
`;

/** Log In and Sign Up side by side, equal widths, Sign Up (the last) filled. */
const guestRow = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: 8px;
  padding: 12px 16px;
`;

const menu = css`
  padding: 4px 8px 24px;
`;

/** A section's button: a full-width row of the menu. */
const trigger = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 48px;
  padding: 0 12px;
  border-radius: 8px;
  font-size: 15px;
  font-weight: 600;
  &:hover,
  &:focus-visible {
    background: var(--sc-hover);
  }
`;

const sectionBody = css`
  padding: 0 4px 8px 12px;
`;

const SECTION_STYLES = { button: trigger, panel: sectionBody };

/** The menu sits on the page colour, like the header it replaces. */
const surface = css`
  background: var(--sc-bg);
`;

const top = css`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 56px;
  padding: 0 8px 0 20px;
  background: var(--sc-bg);
  border-bottom: 1px solid var(--sc-border);
`;

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called once the drawer has slid out and left the DOM (300 ms after closing). */
  onClosed: () => void;
}

/**
 * The side drawer of small screens (site-chrome.md §2, §4, §9): a modal `<dialog>` (focus stays
 * inside, Escape closes) sliding in from the inline end, holding the whole menu as accordions.
 */
export function MenuDrawer({ open, onClose, onClosed }: Props) {
  const { t } = useT();
  const titleId = useId();
  const base = useVisibilityInput();
  const input = useMemo(() => ({ ...base, viewport: 'mobile' as const }), [base]);
  const sections = useMemo(() => visibleEntries([...HEADER_MENUS, ...HEADER_USER_MENUS], input), [input]);
  // Log In and Sign Up as in the header: hidden while the login state is unknown, the stored
  // referral query kept, the login micro-app when configured (the drawer closes for its dialog).
  const auth = useAuthLinks();
  // On a demo-trading page, the way to live trading (the header bar has no room for it on phones).
  const demo = useDemoTradingPath();
  // One section open at a time; choosing the open one closes it (site-chrome.md §4).
  const [openId, toggle] = useAccordion();

  return (
    <Dialog variant="drawer" open={open} onClose={onClose} onClosed={onClosed} labelledBy={titleId} styles={surface}>
      <div css={top}>
        <h2 id={titleId} css={title}>{t('nav.menu')}</h2>
        <CloseButton label={t('nav.drawer.close')} onClick={onClose} />
      </div>
      {demo ? (
        <div css={guestRow} data-track="drawer_menu">
          <LiveTradingLink path={demo} place="drawer" />
        </div>
      ) : null}
      {auth.shown.login || auth.shown.signup ? (
        <div css={guestRow} data-track="drawer_menu">
          {auth.shown.login ? (
            <a href={auth.loginHref} data-track-target="account.login" css={auth.shown.signup ? compactOutlineButton : compactPrimaryButton}
              {...auth.viaApp('login', onClose)}>{t('nav.account.login')}</a>
          ) : null}
          {auth.shown.signup ? (
            <a href={auth.signupHref} data-track-target="account.signup" css={compactPrimaryButton}
              {...auth.viaApp('signup', onClose)}>{t('nav.account.signup')}</a>
          ) : null}
        </div>
      ) : null}
      <nav aria-label={t('nav.menu')} css={menu}>
        <ul>
          {sections.map((entry) => (
            <li key={entry.id}>
              {entry.children ? (
                <AccordionSection label={t(entry.label)} open={openId === entry.id} onToggle={() => toggle(entry.id)} region
                  styles={SECTION_STYLES}>
                  {/* A closed section's menu is not rendered: the drawer opens fast. */}
                  {openId === entry.id ? <PanelBody id={entry.id} input={input} compact onDone={onClose} /> : null}
                </AccordionSection>
              ) : <MenuLink entry={entry} compact onDone={onClose} />}
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
