import { useEffect, useId, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { css } from '@emotion/react';
import { HEADER_MENUS, HEADER_USER_MENUS } from '../../config/menus/header';
import { ACCOUNT_MENU } from '../../config/menus/account';
import { visibleEntries } from '../../config/menus/visibility';
import { useT } from '../../i18n/useT';
import { useHref, useVisibilityInput } from '../../ui/useChrome';
import { ChevronDown } from '../../ui/icons';
import { PanelBody } from '../nav/MenuPanel';
import { MenuLink } from '../nav/MenuLink';
import { Accordion } from './Accordion';

/** site-chrome.md §9 and §4: 414 px wide (full width below), removed 300 ms after closing. */
export const DRAWER_WIDTH = 414;
export const DRAWER_EXIT_MS = 300;

const drawer = css`
  position: fixed;
  inset: 0 0 0 auto;
  margin: 0;
  padding: 0;
  width: min(${DRAWER_WIDTH}px, 100vw);
  max-width: 100vw;
  height: 100%;
  max-height: 100%;
  border: 0;
  background: var(--sc-bg);
  color: var(--sc-text);
  box-shadow: var(--sc-shadow);
  transform: translateX(100%);
  transition: transform ${DRAWER_EXIT_MS}ms ease;
  overflow-y: auto;
  overscroll-behavior: contain;
  &[data-shown='true'] {
    transform: none;
  }
  [dir='rtl'] & {
    inset: 0 auto 0 0;
    transform: translateX(-100%);
  }
  [dir='rtl'] &[data-shown='true'] {
    transform: none;
  }
  &::backdrop {
    background: rgba(0, 0, 0, 0.45);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
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
  /** Called 300 ms after closing, when the drawer may leave the DOM. */
  onExited: () => void;
}

/**
 * The side drawer of small screens (site-chrome.md §2, §4, §9): a modal `<dialog>` (focus stays
 * inside, Escape closes) sliding in from the inline end, holding the whole menu as accordions.
 */
export function MenuDrawer({ open, onClose, onExited }: Props) {
  const { t } = useT();
  const href = useHref();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState(false);
  const base = useVisibilityInput();
  const input = useMemo(() => ({ ...base, viewport: 'mobile' as const }), [base]);
  const sections = useMemo(() => visibleEntries([...HEADER_MENUS, ...HEADER_USER_MENUS], input), [input]);
  const guest = useMemo(() => visibleEntries(ACCOUNT_MENU, input).filter((e) => e.guestOnly), [input]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) dialog.showModal();
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => {
      dialog.close();
      onExited();
    }, DRAWER_EXIT_MS);
    return () => clearTimeout(timer);
  }, [open, onExited]);

  // Escape: slide out instead of the dialog's instant close.
  const onCancel = (e: SyntheticEvent) => {
    e.preventDefault();
    onClose();
  };

  return (
    <dialog ref={ref} css={drawer} data-shown={shown && open} aria-labelledby={titleId} onCancel={onCancel}
      onClick={(e) => { if (e.target === ref.current) onClose(); }}>
      {/* Fills the dialog, so only a click on the backdrop reaches the dialog element itself. */}
      <div css={{ minHeight: '100%' }}>
      <div css={top}>
        <h2 id={titleId} css={{ fontSize: 16, fontWeight: 600 }}>{t('nav.menu')}</h2>
        <button type="button" aria-label={t('nav.drawer.close')} onClick={onClose}
          css={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 40, height: 40, borderRadius: '50%', '&:hover': { background: 'var(--sc-hover)' } }}>
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      {guest.length ? (
        <div css={{ display: 'grid', gridTemplateColumns: `repeat(${guest.length}, 1fr)`, gap: 8, padding: '12px 16px' }}>
          {guest.map((entry, i) => (
            <a key={entry.id} href={entry.route ? href(entry.route) : undefined} css={{
              display: 'flex', alignItems: 'center', justifyContent: 'center', height: 40, borderRadius: 8, fontWeight: 600,
              ...(i === guest.length - 1 ? { background: 'var(--sc-brand-fill)', color: 'var(--sc-brand-text)' } : { border: '1px solid var(--sc-border)' }),
            }}>{t(entry.label)}</a>
          ))}
        </div>
      ) : null}
      <nav aria-label={t('nav.menu')} css={{ padding: '4px 8px 24px' }}>
        <Accordion
          sections={sections}
          renderLeaf={(entry) => <MenuLink entry={entry} compact onDone={onClose} />}
          renderBody={(entry) => <PanelBody id={entry.id} input={input} compact onDone={onClose} />}
          chevron={<ChevronDown size={16} />}
        />
      </nav>
      </div>
    </dialog>
  );
}
