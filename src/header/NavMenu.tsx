import { Suspense, useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $openMenu, closeMenu, openMenu } from '../stores/ui';
import { useHoverMenu } from './useHoverMenu';
import type { MenuEntry } from '../config/menus/types';
import type { VisibilityInput } from '../rules/menu-visibility';
import { useT } from '../i18n/useT';
import { ChevronDown } from '../ui/icons';
import { hs } from './styles';
import { classes, cx } from '../theme/sheet';
import { lazyView } from '../ui/lazyView';
import { loadMenuPanels } from './nav/loadMenus';

const PanelShell = lazyView(() => loadMenuPanels().then((m) => ({ default: m.PanelShell })));

const s = classes('navmenu', {
  chevron: 'display: inline-flex; transition: transform .15s;',
  flipped: 'transform: rotate(180deg);',
});

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
      <button ref={buttonRef} type="button" className={hs.navItem} aria-expanded={open} aria-controls={panelId}
        onClick={pointer.onClick} onKeyDown={onButtonKey}>
        {t(entry.label)}
        <span className={cx(s.chevron, open && s.flipped)}>
          <ChevronDown />
        </span>
      </button>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Suspense fallback={<span role="status" className="sc-visually-hidden">{t('nav.loading')}</span>}>
            <PanelShell id={entry.id} input={input} align={align} anchor={buttonRef}
              focusFirst={focusFirst} onFocused={focused} onEscape={escape} />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
}
