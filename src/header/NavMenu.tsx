import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $openMenu, closeMenu, openMenu, toggleMenu } from '../stores/ui';
import type { MenuEntry } from '../config/menus/types';
import { useT } from '../i18n/useT';
import { useHref } from '../ui/useChrome';
import { ChevronDown } from '../ui/icons';
import { navItem, panel, panelLink } from './styles';

/** Delay before a hover-out closes a menu, so the pointer can cross the gap to the panel. */
const HOVER_CLOSE_MS = 120;

/**
 * A top-level header menu in the disclosure-navigation pattern: a button with `aria-expanded`
 * controlling a list of links. Opens on hover, click, Enter/Space/ArrowDown; closes on leave and
 * Escape (focus back on the button); one open at a time through `$openMenu`.
 */
export function NavMenu({ entry }: { entry: MenuEntry }) {
  const { t } = useT();
  const href = useHref();
  const open = useStore($openMenu) === entry.id;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A pointer (and a touch, which emulates mouseenter first) opens the menu on enter; the click
  // that follows must not toggle it shut again, or a tap could never open it.
  const openedByHover = useRef(false);

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const enter = () => {
    clearTimeout(leaveTimer.current);
    if ($openMenu.get() !== entry.id) openedByHover.current = true;
    openMenu(entry.id);
  };
  const leave = () => {
    clearTimeout(leaveTimer.current);
    openedByHover.current = false;
    leaveTimer.current = setTimeout(() => closeMenu(entry.id), HOVER_CLOSE_MS);
  };
  const focusLink = (index: number) => {
    const links = panelRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openMenu(entry.id);
      requestAnimationFrame(() => focusLink(0));
    } else if (e.key === 'Escape' && open) {
      closeMenu(entry.id);
    }
  };
  const onPanelKey = (e: KeyboardEvent) => {
    const links = [...(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const index = links.findIndex((l) => l === (e.target as Element));
    if (e.key === 'Escape') {
      e.preventDefault();
      closeMenu(entry.id);
      buttonRef.current?.focus();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusLink(index + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusLink(index - 1);
    }
  };

  return (
    <li css={{ position: 'relative' }} onMouseEnter={enter} onMouseLeave={leave}>
      <button
        ref={buttonRef}
        type="button"
        css={navItem}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={(e) => {
          // detail 0: a keyboard click (Enter/Space), which always toggles.
          if (e.detail > 0 && openedByHover.current && $openMenu.get() === entry.id) openedByHover.current = false;
          else toggleMenu(entry.id);
        }}
        onKeyDown={onButtonKey}
      >
        {t(entry.label)}
        <span css={{ display: 'inline-flex', transition: 'transform .15s', transform: open ? 'rotate(180deg)' : 'none' }}>
          <ChevronDown />
        </span>
      </button>
      <ul id={panelId} ref={panelRef} css={panel} hidden={!open} onKeyDown={onPanelKey}>
        {entry.children?.map((child) => (
          <li key={child.id}>
            <a css={panelLink} href={child.route ? href(child.route) : undefined} onClick={() => closeMenu()}
              {...(child.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <span className="label">{t(child.label)}</span>
              {child.desc ? <span className="desc">{t(child.desc)}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
