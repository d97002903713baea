import { lazy, Suspense, useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { useStore } from '@nanostores/react';
import { $openMenu, closeMenu, openMenu } from '../stores/ui';
import { useHoverMenu } from './useHoverMenu';
import type { MenuEntry } from '../config/menus/types';
import type { VisibilityInput } from '../config/menus/visibility';
import { useT } from '../i18n/useT';
import { ChevronDown } from '../ui/icons';
import { navItem } from './styles';
import { loadMenuPanels } from './nav/loadMenus';

/** Delay before a hover-out closes a menu, so the pointer can cross the gap to the panel. */

const PanelShell = lazy(() => loadMenuPanels().then((m) => ({ default: m.PanelShell })));

/** The loading note while the panel's chunk arrives: for screen readers only. */
const srOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * A top-level header menu in the disclosure-navigation pattern: a button with `aria-expanded`
 * controlling a panel of links. Opens on hover, click, Enter/Space/ArrowDown; closes on leave,
 * Escape (focus back on the button) and when focus leaves it; one open at a time through
 * `$openMenu`. The panel's content and behaviour are a lazy chunk (PanelShell).
 */
export function NavMenu({ entry, input, align = 'start' }: { entry: MenuEntry; input: VisibilityInput; align?: 'start' | 'end' }) {
  const { t } = useT();
  const open = useStore($openMenu) === entry.id;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [focusFirst, setFocusFirst] = useState(false);
  const pointer = useHoverMenu(entry.id);
  const focused = useCallback(() => setFocusFirst(false), []);
  const escape = useCallback(() => {
    closeMenu(entry.id);
    buttonRef.current?.focus();
  }, [entry.id]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openMenu(entry.id);
      setFocusFirst(true);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      closeMenu(entry.id);
    }
  };
  const onBlur = (e: FocusEvent) => {
    const next = e.relatedTarget as Element | null;
    // Focus moving into a dialog opened from the panel (EU "Stay tuned!") keeps the menu.
    if (open && next && !e.currentTarget.contains(next) && !next.closest?.('dialog')) closeMenu(entry.id);
  };

  return (
    <li onMouseEnter={pointer.onMouseEnter} onMouseLeave={pointer.onMouseLeave}
      onFocus={() => void loadMenuPanels()} onBlur={onBlur}>
      <button ref={buttonRef} type="button" css={navItem} aria-expanded={open} aria-controls={panelId}
        onClick={pointer.onClick} onKeyDown={onButtonKey}>
        {t(entry.label)}
        <span css={{ display: 'inline-flex', transition: 'transform .15s', transform: open ? 'rotate(180deg)' : 'none' }}>
          <ChevronDown />
        </span>
      </button>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Suspense fallback={<span role="status" css={srOnly}>{t('nav.loading')}</span>}>
            <PanelShell id={entry.id} input={input} align={align} anchor={buttonRef}
              focusFirst={focusFirst} onFocused={focused} onEscape={escape} />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
}
